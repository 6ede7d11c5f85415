import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isCuid } from '@paralleldrive/cuid2';
import { strToU8, zipSync } from 'fflate';

import {
  type ImportInput,
  type ImportIssue,
  type ImportType,
  parseImport,
  type ResumeData,
} from '../../src';

/** A fixture file's text. */
export const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures', name), 'utf8');

/** Imports and expects success, returning the data and warnings. */
export function imported(type: ImportType, input: ImportInput) {
  const result = parseImport(type, input);
  if (!result.ok) {
    throw new Error(`expected the import to succeed: ${JSON.stringify(result.errors)}`);
  }
  return result;
}

/** Warnings as path and English message only, for tests about what was said rather than where. */
export const plain = (warnings: readonly ImportIssue[]) =>
  warnings.map(({ path, message }) => ({ path, message }));

/** Imports and expects a refusal, returning the errors. */
export function refused(type: ImportType, input: ImportInput) {
  const result = parseImport(type, input);
  if (result.ok) {
    throw new Error('expected the import to be refused');
  }
  return result.errors;
}

/** A zip of text files, as LinkedIn would send it. */
export const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

/** Every item id of a resume. */
export function itemIds(data: ResumeData): string[] {
  const { custom, summary: _summary, ...builtIn } = data.sections;
  return [
    ...Object.values(builtIn).flatMap((section) => section.items.map((item) => item.id)),
    ...Object.values(custom).flatMap((section) => section.items.map((item) => item.id)),
  ];
}

/** Expects every id to be a distinct cuid2. */
export function expectFreshIds(data: ResumeData) {
  const ids = itemIds(data);
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) {
    expect(isCuid(id)).toBe(true);
  }
}
