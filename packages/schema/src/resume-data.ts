import { z } from 'zod';

import { basicsSchema } from './basics';
import { metadataSchema } from './metadata';
import { sectionsSchema } from './sections';
import { type DocumentIssue, issuesOf } from './shared';

/**
 * A resume's document: the personal block, the sections and the metadata.
 * The same shape as Reactive Resume v4's export, so its files import unchanged;
 * unknown keys are dropped, missing ones get their defaults.
 */
export const resumeDataSchema = z.object({
  basics: basicsSchema,
  sections: sectionsSchema,
  metadata: metadataSchema,
});
/** A resume's document. */
export type ResumeData = z.infer<typeof resumeDataSchema>;

/** One reason a document was refused: where (dotted path) and why. */
export type ResumeDataIssue = DocumentIssue;

/** The outcome of {@link parseResumeData}. */
export type ParseResult =
  { success: true; data: ResumeData } | { success: false; issues: ResumeDataIssue[] };

/** Validates a document, filling in defaults; a refusal lists each bad field by path. */
export function parseResumeData(input: unknown): ParseResult {
  const result = resumeDataSchema.safeParse(input);
  if (result.success) {
    return { success: true, data: result.data };
  }
  return { success: false, issues: issuesOf(result.error) };
}

/** A blank resume: every default of docs/product.md#defaults-and-limits. A new object each call. */
export function defaultResumeData(): ResumeData {
  return resumeDataSchema.parse({});
}
