export {
  type ExportIssue,
  exportJsonResume,
  type JsonResume,
  jsonResumeSchemaUrl,
  toJsonResume,
} from './json-resume';
export { type ExportFile, exportResumeJson } from './resume-json';
