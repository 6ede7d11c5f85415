import { ImportContext } from './context';
import { parseJsonResume } from './json-resume/parse';
import { parseLinkedIn } from './linkedin/parse';
import { importMessages } from './messages';
import { parseReactiveResume } from './reactive-resume/parse';
import { parseReactiveResumeV3 } from './reactive-resume-v3/parse';
import { asBytes, readJson } from './read-input';
import {
  type ImportInput,
  type ImportResult,
  type ImportType,
  isDocumentImportType,
  isImportType,
} from './types';

/**
 * Reads a file of the chosen type into resume data. JSON types take the
 * file's text or bytes; the LinkedIn export takes the zip's bytes. PDF and
 * Word files are read by `readDocumentImport`, with the reader it is given. Runs the
 * same in the browser and in the resume service (no Node APIs).
 *
 * The result carries warnings for what was repaired or left out (each with the
 * path in the file), or errors when the file is unreadable, hostile, or not of
 * the chosen type at all.
 */
export function parseImport(type: ImportType, input: ImportInput): ImportResult {
  // The service passes what a request carried, so both are checked at run time too (docs/product.md#import-rules: both required).
  if (!isImportType(type)) {
    return { ok: false, errors: [{ path: 'type', message: importMessages.typeRequired }] };
  }
  if (typeof input !== 'string' && asBytes(input) === undefined) {
    return { ok: false, errors: [{ path: 'file', message: importMessages.fileRequired }] };
  }
  if (isDocumentImportType(type)) {
    // Read with pdf.js or mammoth, which the caller hands in: readDocumentImport.
    return { ok: false, errors: [{ path: '', message: importMessages.readFile }] };
  }
  const ctx = new ImportContext();
  if (type === 'linkedin-data-export-zip') {
    const bytes = asBytes(input);
    return bytes === undefined
      ? { ok: false, errors: [{ path: '', message: importMessages.readFile }] }
      : parseLinkedIn(bytes, ctx);
  }
  const json = readJson(input);
  if (!json.ok) {
    return json;
  }
  switch (type) {
    case 'reactive-resume-json':
      return parseReactiveResume(json.value, ctx);
    case 'reactive-resume-v3-json':
      return parseReactiveResumeV3(json.value, ctx);
    case 'json-resume-json':
      return parseJsonResume(json.value, ctx);
  }
}
