import { resumeSlugMaxLength, resumeTitleMaxLength, slugify } from '@vitae/schema';

/** The posting a letter answers (docs/letters.md#a-letter-from-a-resume), each part trimmed. */
export type LetterPosting = { company?: string; role?: string; description?: string };

/** A resume's job as the dashboard knows it; empty strings when the resume aims at none. */
export type ResumeJob = { company: string; role: string; posting?: string } | null | undefined;

/** The posting of a tailored copy's job, or none when the job names nothing. */
export function postingOf(job: ResumeJob): LetterPosting | undefined {
  const company = job?.company.trim() ?? '';
  const role = job?.role.trim() ?? '';
  const description = job?.posting?.trim() ?? '';
  if (!company && !role && !description) {
    return undefined;
  }
  return {
    ...(company && { company }),
    ...(role && { role }),
    ...(description && { description }),
  };
}

/** A title cut to the rule's length (docs/product.md#resume-fields), never ending in a space. */
export function fitTitle(title: string): string {
  return title.trim().slice(0, resumeTitleMaxLength).trim();
}

/**
 * The first slug from the title that none of the person's letters has: the
 * title's slug, then "-2", "-3", … (the service refuses a taken one with
 * LetterSlugAlreadyExists, docs/letters.md). A title with nothing to slug from
 * becomes "letter".
 */
export function freeLetterSlug(title: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = slugify(title).slice(0, resumeSlugMaxLength).replace(/-+$/, '') || 'letter';
  if (!used.has(base)) {
    return base;
  }
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, resumeSlugMaxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) {
      return candidate;
    }
  }
}
