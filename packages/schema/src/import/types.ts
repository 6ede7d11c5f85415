import { type ResumeData } from '../resume-data';
import { type ImportPlace, type ImportWarningKind } from './warnings';

/** The file types of the import dialog (docs/product.md#import-rules). */
export const importTypes = [
  'reactive-resume-json',
  'reactive-resume-v3-json',
  'json-resume-json',
  'linkedin-data-export-zip',
  'pdf',
  'docx',
] as const;
/** One of the import file types. */
export type ImportType = (typeof importTypes)[number];

/**
 * The types read as documents (docs/import-export.md#pdf-and-word): by their
 * text and layout, with a reader the caller hands in (pdf.js, mammoth), so
 * asynchronously and outside `parseImport`.
 */
export const documentImportTypes = ['pdf', 'docx'] as const;
export type DocumentImportType = (typeof documentImportTypes)[number];

/** Whether an import type is read as a document (`readDocumentImport`), not by `parseImport`. */
export function isDocumentImportType(type: ImportType): type is DocumentImportType {
  return (documentImportTypes as readonly string[]).includes(type);
}

/** Whether a string names one of the import file types. */
export function isImportType(value: unknown): value is ImportType {
  return typeof value === 'string' && (importTypes as readonly string[]).includes(value);
}

/** The file extensions each type accepts (docs/product.md#import-rules: JSON types take .json, the zip takes .zip). */
export const importAccept: Record<ImportType, string> = {
  'reactive-resume-json': '.json',
  'reactive-resume-v3-json': '.json',
  'json-resume-json': '.json',
  'linkedin-data-export-zip': '.zip',
  pdf: '.pdf',
  docx: '.docx',
};

/** The dialog's hint for a type: "Accepts only {accept} files" (docs/product.md#import-rules). */
export function importAcceptHint(type: ImportType): string {
  return `Accepts only ${importAccept[type]} files`;
}

/** What an import reads: text for the JSON types, the file's bytes for any type (documents: bytes only). */
export type ImportInput = string | Uint8Array | ArrayBuffer;

/**
 * Why a document could not be read, for the web app to word in the reader's
 * language (the `message` is the English sentence).
 */
export type ImportRefusalCode =
  | 'documentTooLarge'
  | 'tooManyPages'
  | 'encrypted'
  | 'pdfDamaged'
  | 'noText'
  | 'docxDamaged'
  | 'docxTooLarge';

/**
 * One thing an import noticed: where in the file (dotted path, empty for the
 * whole file) and what; a document's refusal also says which (`code`).
 */
export type ImportIssue = { path: string; message: string; code?: ImportRefusalCode };

/**
 * Something an import changed: the issue (its dotted path and an English
 * sentence, for logs and the service), where it is in the resume, what
 * happened (`kind`), and for a repaired link its new address (`value`). The web
 * app words it from the place and kind (docs/import-export.md#warnings).
 */
export type ImportWarning = ImportIssue & ImportPlace & { kind: ImportWarningKind; value?: string };

/**
 * The outcome of an import: the resume data and what was changed on the way
 * (a repaired link, a cleared field, a skipped item), or why the file was refused.
 */
export type ImportResult =
  { ok: true; data: ResumeData; warnings: ImportWarning[] } | { ok: false; errors: ImportIssue[] };
