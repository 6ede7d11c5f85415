import { type ResumeData } from '../resume-data';

/** A file to save: its name and its text. */
export type ExportFile = { fileName: string; text: string };

/** docs/product.md#export: our JSON export, pretty printed with two-space indentation, named after the resume id. */
export function exportResumeJson(resume: { id: string; data: ResumeData }): ExportFile {
  return { fileName: `${resume.id}.json`, text: JSON.stringify(resume.data, null, 2) };
}
