import { createResumeSchema } from '@vitae/schema';
import { defineMessages } from 'react-intl';
import { z } from 'zod';

import { type FormIssueMessages } from '../../../lib/forms/issue-messages';

/** The resume dialog's words for a refused title or slug (docs/product.md#resume-fields). */
export const validationMessages = defineMessages({
  titleEmpty: {
    id: 'dashboard.resumeDialog.error.titleEmpty',
    defaultMessage: 'Title must not be empty.',
  },
  titleCharacters: {
    id: 'dashboard.resumeDialog.error.titleCharacters',
    defaultMessage: 'Title must not contain control or text-direction characters.',
  },
  slugEmpty: {
    id: 'dashboard.resumeDialog.error.slugEmpty',
    defaultMessage: 'Slug must not be empty.',
  },
  slugNoLetter: {
    id: 'dashboard.resumeDialog.error.slugNoLetter',
    defaultMessage: 'Slug must contain a letter or a digit.',
  },
});

/**
 * The resume dialog's fields (create, update and duplicate), by the rules the
 * server applies (docs/product.md#resume-fields). An empty slug is a `custom`
 * issue, told apart from a slug with nothing left once hyphenated (the rule's
 * `too_small`). The output is what is stored: the title trimmed, the slug
 * hyphenated lowercase.
 */
export const resumeFormSchema = z.object({
  title: createResumeSchema.shape.title,
  slug: z
    .string()
    .refine((slug) => slug !== '')
    .pipe(createResumeSchema.shape.slug),
});

export type ResumeFormValues = z.input<typeof resumeFormSchema>;

/**
 * Each field's words by issue code. A title with control or text-direction
 * characters (the rule's `invalid_format`) is said so; any other problem of
 * the title has the one message for an empty one.
 */
export const resumeFormMessages: FormIssueMessages = {
  title: {
    too_small: validationMessages.titleEmpty,
    invalid_format: validationMessages.titleCharacters,
    '*': validationMessages.titleEmpty,
  },
  slug: {
    custom: validationMessages.slugEmpty,
    too_small: validationMessages.slugNoLetter,
    '*': validationMessages.slugNoLetter,
  },
};
