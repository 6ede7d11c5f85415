import { createId } from '@paralleldrive/cuid2';
import { z } from 'zod';

import { hrefSchema } from './href';

/** A new id for an item, custom field or custom section (a cuid2, docs/product.md#sections). */
export function newId(): string {
  return createId();
}

/**
 * An item id: a cuid2, generated per item when missing. The default is a
 * function so that every item gets its own id, not one shared by all.
 */
export const idSchema = z
  .string()
  .min(1)
  .default(() => createId());

/** A link: `{ label, href }` (docs/product.md#sections). */
export const urlSchema = z
  .object({
    label: z.string().default(''),
    href: hrefSchema,
  })
  .prefault({});
/** A link. */
export type Url = z.infer<typeof urlSchema>;

/** An email field: empty or a valid address (docs/product.md#resume-fields). */
export const optionalEmailSchema = z
  .literal('')
  .or(z.email({ error: 'Email must be a valid address.' }))
  .default('');

/** What every section item has: its id and whether it is shown. */
export const itemShape = {
  id: idSchema,
  visible: z.boolean().default(true),
};

/** A skill or language level: 0 (shown as "Hidden") to 5, default 1. */
export const levelSchema = z.number().int().min(0).max(5).default(1);

/** Tags: a list of strings. */
export const keywordsSchema = z.array(z.string()).default([]);

/**
 * Whether two keywords are the same tag (docs/product.md#item-fields): equal
 * but for case, as the resume's language compares them ("Trail running" and
 * "trail running"; accents still tell two apart).
 */
export function sameKeyword(locale?: string): (a: string, b: string) => boolean {
  const collator = new Intl.Collator(locale, { usage: 'search', sensitivity: 'accent' });
  return (a, b) => collator.compare(a, b) === 0;
}

/** The keywords without repeats that differ only in case; the first spelling stays. */
export function uniqueKeywords(keywords: readonly string[], locale?: string): string[] {
  const same = sameKeyword(locale);
  const kept: string[] = [];
  for (const keyword of keywords) {
    if (!kept.some((each) => same(each, keyword))) {
      kept.push(keyword);
    }
  }
  return kept;
}

/** A field that must not be empty, with a message naming it. */
export function requiredText(field: string) {
  return z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` });
}

/** Free text, empty by default. */
export const text = () => z.string().default('');
