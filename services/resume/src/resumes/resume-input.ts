import {
  createResumeSchema,
  parseChangedResumeData,
  parseResumeData,
  type ResumeData,
  resumeSlugMaxLength,
  resumeTitleMaxLength,
  slugify,
} from '@vitae/schema';
import { badUserInput } from '@vitae/service-kit';
import { z } from 'zod';

import { type Visibility } from './resume.entity';

/** What a create asks for, once checked. */
export type NewResumeFields = { title: string; slug: string; visibility: Visibility };

/** The fields an update may carry, once checked; absent ones stay as they are. */
export type ResumeChanges = Partial<NewResumeFields> & { data?: ResumeData };

const updateSchema = z.object({
  title: createResumeSchema.shape.title.optional(),
  slug: createResumeSchema.shape.slug.optional(),
  visibility: createResumeSchema.shape.visibility.unwrap().optional(),
});

/** An import's own title and slug, when it names them. */
const importSchema = z.object({
  title: createResumeSchema.shape.title.optional(),
  slug: createResumeSchema.shape.slug.optional(),
});

function refuse(error: z.ZodError): never {
  throw badUserInput(error.issues, { message: 'The resume was refused.' });
}

/**
 * Checks a document against the shared model (docs/quality.md#case-4: refused
 * with the failing paths); a patched one only in the parts its patch `changed`.
 */
export function checkResumeData(
  input: unknown,
  pathPrefix = 'data',
  changed?: string[][],
): ResumeData {
  const result = changed ? parseChangedResumeData(input, changed) : parseResumeData(input);
  if (!result.success) {
    throw badUserInput(result.issues, { message: 'The resume data is invalid.', pathPrefix });
  }
  return result.data;
}

/** docs/product.md#resume-fields: title and slug at least one character; the slug becomes hyphenated lowercase. */
export function checkNewResume(input: unknown): NewResumeFields {
  const result = createResumeSchema.safeParse(input);
  return result.success ? result.data : refuse(result.error);
}

/**
 * The same rules for the fields an update carries; a document made by a
 * patch is checked in the places the patch `changed`.
 */
export function checkResumeChanges(
  input: {
    title?: string | null;
    slug?: string | null;
    visibility?: string | null;
    data?: unknown;
  },
  changed?: string[][],
): ResumeChanges {
  const result = updateSchema.safeParse({
    title: input.title ?? undefined,
    slug: input.slug ?? undefined,
    visibility: input.visibility ?? undefined,
  });
  const parsed = result.success ? result.data : refuse(result.error);
  // Absent fields stay as they are: drop the keys zod kept with undefined.
  const fields = Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as Partial<NewResumeFields>;
  return input.data === undefined || input.data === null
    ? fields
    : { ...fields, data: checkResumeData(input.data, 'data', changed) };
}

/** Control and text-direction characters, which no title holds (as createResumeSchema says). */
const notInTitle = /[\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu;

/**
 * `text` made into a title that keeps the bounds (docs/resume.md "Input
 * bounds"): forbidden characters become spaces, and it is cut at the
 * 255th character (never inside an emoji). Empty when nothing is left.
 */
export function fitTitle(text: string): string {
  const clean = text.replace(notInTitle, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, resumeTitleMaxLength).join('').trim();
}

/**
 * An import's title and slug base. A title that is sent is checked like a
 * create's, naming `title`; without one it is made from the document's name
 * (made to fit), else "Imported resume". A slug that is sent is checked like
 * a create's, naming `slug`; without one it is made from the title, at most
 * 100 characters (a duplicate's "-copy" included).
 */
export function checkImport(
  request: { title?: string | null; slug?: string | null },
  data: ResumeData,
): { title: string; slug: string } {
  const asked = request.title?.trim() ? request.title : undefined;
  const askedSlug = request.slug && slugify(request.slug) ? request.slug : undefined;
  const result = importSchema.safeParse({ title: asked, slug: askedSlug });
  const checked = result.success ? result.data : refuse(result.error);
  const title = checked.title ?? (fitTitle(data.basics.name) || 'Imported resume');
  const made = slugify(title).slice(0, resumeSlugMaxLength).replace(/-+$/, '');
  return { title, slug: checked.slug ?? (made || 'resume') };
}

/**
 * A blank resume with the account's name, email and picture in its basics
 * (docs/product.md#resume-list); an absent or empty value leaves its field
 * blank. They are checked as the document's own fields are, a refused one
 * named by its field in the request (`basics.email`, `basics.picture`).
 */
export function withAccountBasics(
  data: ResumeData,
  account:
    { name?: string | null; email?: string | null; picture?: string | null } | null | undefined,
): ResumeData {
  if (!account) {
    return data;
  }
  const { basics } = data;
  const result = parseResumeData({
    ...data,
    basics: {
      ...basics,
      name: account.name?.trim() || basics.name,
      email: account.email?.trim() || basics.email,
      picture: { ...basics.picture, url: account.picture?.trim() || basics.picture.url },
    },
  });
  if (!result.success) {
    throw badUserInput(
      result.issues.map(({ path, message }) => ({
        path: path === 'basics.picture.url' ? 'basics.picture' : path,
        message,
      })),
      { message: 'The resume was refused.' },
    );
  }
  return result.data;
}
