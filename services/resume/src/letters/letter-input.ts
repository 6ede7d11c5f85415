import {
  createResumeSchema,
  type LetterData,
  parseLetterData,
  resumeSlugMaxLength,
  slugify,
} from '@vitae/schema';
import { badUserInput } from '@vitae/service-kit';
import { z } from 'zod';

import { type Visibility } from '../resumes/resume.entity';
import { fitTitle } from '../resumes/resume-input';

/** A letter's title, slug and visibility, once checked. */
export type NewLetterFields = { title: string; slug: string; visibility: Visibility };

// A letter's title and slug keep a resume's rules (docs/resume.md#letters), named by the same fields.
const newLetterSchema = z.object({
  title: createResumeSchema.shape.title,
  slug: createResumeSchema.shape.slug,
  visibility: createResumeSchema.shape.visibility,
});

const renameSchema = z.object({
  title: createResumeSchema.shape.title.optional(),
  slug: createResumeSchema.shape.slug.optional(),
});

function refuse(error: z.ZodError): never {
  throw badUserInput(error.issues, { message: 'The letter was refused.' });
}

/** Checks a letter document against the shared model; a refusal names each bad field under `data`. */
export function checkLetterData(input: unknown): LetterData {
  const result = parseLetterData(input);
  if (!result.success) {
    throw badUserInput(result.issues, {
      message: 'The letter data is invalid.',
      pathPrefix: 'data',
    });
  }
  return result.data;
}

/** A create's title, slug and visibility, checked as a resume's are. */
export function checkNewLetter(input: {
  title: string;
  slug: string;
  visibility?: string | null;
}): NewLetterFields {
  const result = newLetterSchema.safeParse({
    ...input,
    visibility: input.visibility ?? undefined,
  });
  return result.success ? result.data : refuse(result.error);
}

/** A rename's title and slug; absent ones stay as they are. */
export function checkRename(input: {
  title?: string | null;
  slug?: string | null;
}): Partial<Pick<NewLetterFields, 'title' | 'slug'>> {
  const result = renameSchema.safeParse({
    title: input.title ?? undefined,
    slug: input.slug ?? undefined,
  });
  const parsed = result.success ? result.data : refuse(result.error);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<NewLetterFields, 'title' | 'slug'>>;
}

/** A visibility as sent: public or private, nothing else. */
export function checkVisibility(visibility: unknown): Visibility {
  const result = createResumeSchema.shape.visibility.unwrap().safeParse(visibility);
  if (!result.success) {
    throw badUserInput(result.error.issues, { pathPrefix: 'visibility' });
  }
  return result.data;
}

/**
 * An import's title and slug base, as a resume import's are
 * (docs/resume.md#letters): a title that is sent is checked as a create's,
 * naming `title`; without one it is the letter's subject, else its
 * recipient's company (made to fit), else "Imported letter". A slug that is
 * sent is checked as a create's, naming `slug`; without one it is made from
 * the title, at most 100 characters.
 */
export function checkLetterImport(
  request: { title?: string | null; slug?: string | null },
  data: LetterData,
): { title: string; slug: string } {
  const asked = request.title?.trim() ? request.title : undefined;
  const askedSlug = request.slug && slugify(request.slug) ? request.slug : undefined;
  const result = renameSchema.safeParse({ title: asked, slug: askedSlug });
  const checked = result.success ? result.data : refuse(result.error);
  const title =
    checked.title ??
    (fitTitle(data.subject) || fitTitle(data.recipient.company) || 'Imported letter');
  const made = slugify(title).slice(0, resumeSlugMaxLength).replace(/-+$/, '');
  return { title, slug: checked.slug ?? (made || 'letter') };
}
