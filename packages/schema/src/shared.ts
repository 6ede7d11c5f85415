import { z } from 'zod';

import { hrefSchema } from './href';

const letters = 'abcdefghijklmnopqrstuvwxyz';
const base36 = `0123456789${letters}`;

/** A character of `alphabet` drawn evenly from the platform's cryptographic random source. */
function randomCharacter(alphabet: string): string {
  // Bytes past the last whole multiple of the alphabet's size are drawn again, so no character is likelier.
  const limit = 256 - (256 % alphabet.length);
  for (;;) {
    const [byte] = crypto.getRandomValues(new Uint8Array(1));
    if (byte < limit) {
      return alphabet[byte % alphabet.length];
    }
  }
}

/**
 * A new id for an item, custom field or custom section, in a cuid2's shape
 * (docs/product.md#sections): a lowercase letter and 23 base-36 characters,
 * about 120 random bits, so two ids never meet. Not cuid2's own generator: its
 * hashing library would be a fifth of the public page's schema code, for ids
 * the page never makes.
 */
export function newId(): string {
  let id = randomCharacter(letters);
  while (id.length < 24) {
    id += randomCharacter(base36);
  }
  return id;
}

/**
 * An item id: a cuid2, generated per item when missing. The default is a
 * function so that every item gets its own id, not one shared by all.
 */
export const idSchema = z
  .string()
  .min(1)
  .default(() => newId());

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

/**
 * How a section or an item meets the end of a printed sheet (docs/templates.md#pagination):
 * `keepTogether` keeps it whole on one sheet when it fits on one, `breakBefore`
 * starts it on a new sheet. Both are optional (absent is false), so documents
 * written before them stay valid and unchanged.
 */
export const paginationShape = {
  keepTogether: z.boolean().optional(),
  breakBefore: z.boolean().optional(),
};

/** What every section item has: its id, whether it is shown, and how it meets a sheet's end. */
export const itemShape = {
  id: idSchema,
  visible: z.boolean().default(true),
  ...paginationShape,
};

/** A skill or language level: 0 (shown as "Hidden") to 5, default 1. */
export const levelSchema = z.number().int().min(0).max(5).default(1);

/** Tags: a list of strings. */
export const keywordsSchema = z.array(z.string()).default([]);

/** A field that must not be empty, with a message naming it. */
export function requiredText(field: string) {
  return z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` });
}

/** Free text, empty by default. */
export const text = () => z.string().default('');

/** One reason a document was refused: where (dotted path) and why. */
export type DocumentIssue = { path: string; message: string };

/** A refusal's reasons, each with its field's dotted path. */
export function issuesOf(error: z.ZodError): DocumentIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
