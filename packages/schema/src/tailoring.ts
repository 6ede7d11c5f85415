import { z } from 'zod';

import { type ResumeData } from './resume-data';
import { builtInSectionIds, customSectionLayoutId } from './sections';

/** The longest job posting kept with a resume, in characters. */
export const jobPostingMaxLength = 20_000;

/** The longest company or role name of a job. */
export const jobNameMaxLength = 200;

/** Control characters other than line breaks and tabs, refused in a job's text. */
const controlCharacters = /(?![\t\n\r])\p{Cc}/u;

/** Whether YYYY-MM-DD names a day of the calendar (Date.parse takes 2026-02-30 as March 2). */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const jobName = (what: string) =>
  z
    .string({ message: `The ${what} must be text.` })
    .trim()
    .max(jobNameMaxLength, `The ${what} must hold at most ${jobNameMaxLength} characters.`)
    .refine((text) => !controlCharacters.test(text), {
      message: `The ${what} must not hold control characters.`,
    })
    .default('');

/**
 * The job a resume is aimed at (docs/resume.md#tailored-copies): the
 * posting's text as pasted, the company, the role and the day it was saved
 * for (an ISO date, YYYY-MM-DD). Private: never part of a public resume.
 */
export const resumeJobSchema = z.object({
  posting: z
    .string({ message: 'The posting must be text.' })
    .max(
      jobPostingMaxLength,
      `The posting must hold at most ${jobPostingMaxLength.toLocaleString('en')} characters.`,
    )
    .refine((text) => !controlCharacters.test(text), {
      message: 'The posting must not hold control characters.',
    })
    .default(''),
  company: jobName('company'),
  role: jobName('role'),
  date: z
    .string({ message: 'The date must be text.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be written as YYYY-MM-DD.')
    .refine(isCalendarDay, { message: 'The date must be a day of the calendar.' })
    .or(z.literal(''))
    .default(''),
});
export type ResumeJob = z.infer<typeof resumeJobSchema>;

/**
 * The parts of a resume a tailored copy can take from its source one by one
 * (docs/resume.md#tailored-copies): the basics, each built-in section and
 * each custom section (`custom.<id>`). The design (metadata) is the copy's own.
 */
export function resumeParts(data: ResumeData): Record<string, unknown> {
  const parts: Record<string, unknown> = { basics: data.basics };
  for (const id of builtInSectionIds) {
    parts[id] = data.sections[id];
  }
  for (const [id, section] of Object.entries(data.sections.custom)) {
    parts[customSectionLayoutId(id)] = section;
  }
  return parts;
}

/** Whether two JSON values are the same, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) {
    return true;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  if (Array.isArray(a) !== Array.isArray(b)) {
    return false;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameJson(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return keys.length === otherKeys.length && keys.every((key) => sameJson(left[key], right[key]));
}

/**
 * How one part of a tailored copy stands against its source, since the copy
 * was made or last took that part: `same`; `copy` (edited in the copy only);
 * `source` (changed in the source only: it can be taken); `both` (changed on
 * each side: taking it replaces the copy's edits).
 */
export type PartChange = 'same' | 'copy' | 'source' | 'both';

/** One part of a tailored copy against its source. */
export type PartComparison = {
  /** `basics`, a built-in section id or `custom.<id>`. */
  key: string;
  /** The section's name in the copy, else in the source; "Basics" for the basics. */
  name: string;
  change: PartChange;
};

function nameOf(key: string, ...parts: unknown[]): string {
  if (key === 'basics') {
    return 'Basics';
  }
  for (const part of parts) {
    const name = (part as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string' && name.trim()) {
      return name;
    }
  }
  return key;
}

/**
 * Every part of a copy or its source, with how it changed on each side since
 * `base` (the source's parts when the copy last took them), in the copy's
 * order, then parts only the source has.
 */
export function compareWithSource(
  copy: ResumeData,
  source: ResumeData,
  base: Record<string, unknown>,
): PartComparison[] {
  const mine = resumeParts(copy);
  const theirs = resumeParts(source);
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
  return keys.map((key) => {
    const copyEdited = !sameJson(mine[key], base[key]);
    const sourceChanged = !sameJson(theirs[key], base[key]);
    const change: PartChange =
      copyEdited && sourceChanged && !sameJson(mine[key], theirs[key])
        ? 'both'
        : sourceChanged && !sameJson(mine[key], theirs[key])
          ? 'source'
          : copyEdited && !sameJson(mine[key], theirs[key])
            ? 'copy'
            : 'same';
    return { key, name: nameOf(key, mine[key], theirs[key]), change };
  });
}

/** Where a custom section sits in a layout: [page, column], or undefined. */
function placeOf(layout: string[][][], id: string): [number, number] | undefined {
  for (const [page, columns] of layout.entries()) {
    for (const [column, ids] of columns.entries()) {
      if (ids.includes(id)) {
        return [page, column];
      }
    }
  }
  return undefined;
}

/**
 * The copy with these parts taken from its source as they are now, and its
 * new base (docs/resume.md#tailored-copies). A custom section the source has
 * and the copy lacks joins the copy's layout where it sits in the source's
 * (or at the end of the first column); one the source no longer has leaves
 * the copy and its layout. An unknown key is refused by the caller first
 * ({@link unknownParts}).
 */
export function takeFromSource(
  copy: ResumeData,
  source: ResumeData,
  base: Record<string, unknown>,
  keys: readonly string[],
): { data: ResumeData; base: Record<string, unknown> } {
  const theirs = resumeParts(source);
  const data: ResumeData = structuredClone(copy);
  const nextBase = { ...base };
  for (const key of keys) {
    const taken = structuredClone(theirs[key]);
    if (key === 'basics') {
      data.basics = taken as ResumeData['basics'];
    } else if (key.startsWith('custom.')) {
      const id = key.slice('custom.'.length);
      const layout = data.metadata.layout;
      if (taken === undefined) {
        delete data.sections.custom[id];
        data.metadata.layout = layout.map((columns) =>
          columns.map((ids) => ids.filter((entry) => entry !== key)),
        );
      } else {
        data.sections.custom[id] = taken as ResumeData['sections']['custom'][string];
        if (!placeOf(layout, key)) {
          const [page, column] = placeOf(source.metadata.layout, key) ?? [0, 0];
          const target = layout[page]?.[column] ?? layout[0]?.[0];
          if (target) {
            target.push(key);
          } else {
            data.metadata.layout = [[[key]]];
          }
        }
      }
    } else {
      (data.sections as Record<string, unknown>)[key] = taken;
    }
    if (taken === undefined) {
      delete nextBase[key];
    } else {
      nextBase[key] = taken;
    }
  }
  return { data, base: nextBase };
}

/** The keys among `keys` that are no part of the copy or its source. */
export function unknownParts(copy: ResumeData, source: ResumeData, keys: readonly string[]) {
  const known = new Set([...Object.keys(resumeParts(copy)), ...Object.keys(resumeParts(source))]);
  return keys.filter((key) => !known.has(key));
}
