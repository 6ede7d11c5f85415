import { createResumeSchema, parseResumeData, type ResumeData, slugify } from '@vitae/schema';
import { z } from 'zod';

import { type Visibility } from './resume.entity';
import { badResumeInput } from './resume.errors';

/** What a create asks for, once checked. */
export type NewResumeFields = { title: string; slug: string; visibility: Visibility };

/** The fields an update may carry, once checked; absent ones stay as they are. */
export type ResumeChanges = Partial<NewResumeFields> & { data?: ResumeData };

const updateSchema = z.object({
  title: createResumeSchema.shape.title.optional(),
  slug: createResumeSchema.shape.slug.optional(),
  visibility: createResumeSchema.shape.visibility.unwrap().optional(),
});

function refuse(error: z.ZodError): never {
  throw badResumeInput(
    'The resume was refused.',
    error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/** Checks a document against the shared model (QUALITY 4: refused with the failing paths). */
export function checkResumeData(input: unknown, pathPrefix = 'data'): ResumeData {
  const result = parseResumeData(input);
  if (!result.success) {
    throw badResumeInput(
      'The resume data is invalid.',
      result.issues.map((issue) => ({
        path: issue.path ? `${pathPrefix}.${issue.path}` : pathPrefix,
        message: issue.message,
      })),
    );
  }
  return result.data;
}

/** SPEC §5: title and slug at least one character; the slug becomes hyphenated lowercase. */
export function checkNewResume(input: unknown): NewResumeFields {
  const result = createResumeSchema.safeParse(input);
  return result.success ? result.data : refuse(result.error);
}

/** The same rules for the fields an update carries. */
export function checkResumeChanges(input: {
  title?: string | null;
  slug?: string | null;
  visibility?: string | null;
  data?: unknown;
}): ResumeChanges {
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
    : { ...fields, data: checkResumeData(input.data) };
}

/** An import's slug: the one asked for, else one made from the title. */
export function importSlug(title: string, slug: string | undefined | null): string {
  const made = slugify(slug ?? '') || slugify(title);
  return made || 'resume';
}
