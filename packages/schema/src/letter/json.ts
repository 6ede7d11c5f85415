import { importMessages } from '../import/messages';
import { readJson } from '../import/read-input';
import { type ImportIssue } from '../import/types';
import { issuesOf } from '../shared';
import { type LetterData, letterDataSchema } from './letter-data';

/** The version of the letter file this code writes and reads (docs/letters.md#import-and-export). */
export const letterJsonVersion = 1;

/** The key that marks a file as a Vitae letter and carries its version. */
const versionKey = 'vitaeLetter';

/** The messages of a letter import, in the words of the resume import's (docs/import-export.md#messages). */
export const letterImportMessages = {
  notLetter: importMessages.notFormat('Vitae letter'),
  version: (version: unknown) =>
    `Version ${JSON.stringify(version)} of the letter file is not one this version reads (${letterJsonVersion}).`,
  unknownField: 'Not a field of a letter; it was left out.',
} as const;

/**
 * The outcome of a letter import: the letter and what was left out on the
 * way, or why the file was refused, each issue naming its dotted path (the
 * resume import's shape, docs/import-export.md#tolerance).
 */
export type LetterImportResult =
  { ok: true; data: LetterData; warnings: ImportIssue[] } | { ok: false; errors: ImportIssue[] };

/**
 * A letter as a file: `{ "vitaeLetter": 1, ...data }`, pretty printed with
 * two-space indentation like the resume's JSON export (docs/letters.md#import-and-export).
 */
export function exportLetterJson(data: LetterData): string {
  return JSON.stringify({ [versionKey]: letterJsonVersion, ...data }, null, 2);
}

/**
 * Reads a letter file written by {@link exportLetterJson}. Refused: text that
 * is not JSON or too large or deep (the resume import's limits), JSON that is
 * not a letter file, a version this code does not read, and any field out of
 * the model, each named by its path. Unknown fields are left out with a warning.
 */
export function importLetterJson(text: string): LetterImportResult {
  const json = readJson(text);
  if (!json.ok) {
    return json;
  }
  const file = json.value;
  if (typeof file !== 'object' || file === null || Array.isArray(file) || !(versionKey in file)) {
    return { ok: false, errors: [{ path: '', message: letterImportMessages.notLetter }] };
  }
  const { [versionKey]: version, ...fields } = file as Record<string, unknown>;
  if (version !== letterJsonVersion) {
    return {
      ok: false,
      errors: [{ path: versionKey, message: letterImportMessages.version(version) }],
    };
  }
  const result = letterDataSchema.safeParse(fields);
  if (!result.success) {
    return { ok: false, errors: issuesOf(result.error) };
  }
  const known = new Set(Object.keys(letterDataSchema.shape));
  const warnings = Object.keys(fields)
    .filter((key) => !known.has(key))
    .map((key) => ({ path: key, message: letterImportMessages.unknownField }));
  return { ok: true, data: result.data, warnings };
}
