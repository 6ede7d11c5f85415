import { type ImportIssue } from '@vitae/schema';
import { useCallback, useState } from 'react';

import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';

/** The gateway's body limit (docs/api.md#cover-letters): a larger body is refused before the file is read. */
export const letterImportBodyLimit = 1024 * 1024;

/** The new letter, as `POST /api/letter/import` answers it. */
export type ImportedLetter = { id: string; title: string };

export type LetterImportOutcome =
  | { kind: 'imported'; letter: ImportedLetter }
  /** The file's problems, each at its dotted path in the file ('' for the whole file). */
  | { kind: 'refused'; issues: ImportIssue[] }
  /** Too large to send (`letterImportBodyLimit`). */
  | { kind: 'tooLarge' };

const isProblem = (value: unknown): value is { path: string; message: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/**
 * The file's problems in a refusal of `POST /api/letter/import`: the route
 * names each under `file` (docs/api.md#cover-letters), shown here at its path
 * in the file (`file.sender.name` is `sender.name`, `file` the whole file).
 * Null for any other failure.
 */
export function fileIssues(error: unknown): ImportIssue[] | null {
  if (!(error instanceof ApiError) || error.code !== 'BAD_USER_INPUT') {
    return null;
  }
  const details: unknown = error.details;
  if (!Array.isArray(details)) {
    return null;
  }
  const issues = details.flatMap((detail: unknown): ImportIssue[] =>
    isProblem(detail) && (detail.path === 'file' || detail.path.startsWith('file.'))
      ? [{ path: detail.path.slice('file.'.length), message: detail.message }]
      : [],
  );
  return issues.length > 0 ? issues : null;
}

/**
 * Imports a letter's JSON file (docs/letters.md#import-and-export) through
 * `POST /api/letter/import`: the server reads it and makes a private letter,
 * or names each problem of the file. Any other failure is thrown.
 */
export function useImportLetter() {
  const [importing, setImporting] = useState(false);
  const importLetter = useCallback(async (file: File): Promise<LetterImportOutcome> => {
    setImporting(true);
    try {
      const body = { file: await file.text() };
      if (new TextEncoder().encode(JSON.stringify(body)).length > letterImportBodyLimit) {
        return { kind: 'tooLarge' };
      }
      const letter = await api<ImportedLetter>('/letter/import', { method: 'POST', body });
      return { kind: 'imported', letter };
    } catch (error) {
      const issues = fileIssues(error);
      if (issues) {
        return { kind: 'refused', issues };
      }
      throw error;
    } finally {
      setImporting(false);
    }
  }, []);
  return { importLetter, importing };
}
