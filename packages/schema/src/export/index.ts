export { decodeEntities } from './html-to-text';
export {
  type ExportIssue,
  exportJsonResume,
  type JsonResume,
  jsonResumeSchemaUrl,
  toJsonResume,
} from './json-resume';
export {
  exportHeading,
  type ExportHeadings,
  type OutlineItem,
  type OutlineSection,
  type ResumeOutline,
  resumeOutline,
} from './outline';
export { type ExportFile, exportResumeJson } from './resume-json';
export { type ListItem, type RichBlock, richBlocks, type TextRun } from './rich-runs';
export { exportMarkdown, exportPlainText, type TextExport } from './text-exports';
