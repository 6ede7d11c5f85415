import { createResumeSchema, resumeSlugMaxLength, resumeTitleMaxLength } from '@vitae/schema';
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
 * The words of a title or slug longer than the rule allows: they take the
 * rule's limit as `max` (`resumeMessageValues`), so they follow the rule.
 */
export const lengthMessages = defineMessages<{
  titleTooLong: { max: number };
  slugTooLong: { max: number };
}>({
  titleTooLong: {
    id: 'dashboard.resumeDialog.error.titleTooLong',
    defaultMessage:
      'Title must be at most {max, plural, one {# character} other {# characters}} long.',
  },
  slugTooLong: {
    id: 'dashboard.resumeDialog.error.slugTooLong',
    defaultMessage:
      'Slug must be at most {max, plural, one {# character} other {# characters}} long.',
  },
});

/** What each field's words are formatted with: the longest title and slug of `@vitae/schema`'s rule. */
export const resumeMessageValues = {
  title: { max: resumeTitleMaxLength },
  slug: { max: resumeSlugMaxLength },
} as const;

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
 * Each field's words by issue code, one for each code the rules give (no
 * catch-all, so a code the table does not word fails its test): a title empty
 * once trimmed (`too_small`), too long (`too_big`) or with control or
 * text-direction characters (`invalid_format`); a slug empty (`custom`), with
 * nothing left once hyphenated (`too_small`) or too long, before or after
 * (`too_big`). The `too_big` words take `resumeMessageValues`.
 */
export const resumeFormMessages: FormIssueMessages = {
  title: {
    too_small: validationMessages.titleEmpty,
    too_big: lengthMessages.titleTooLong,
    invalid_format: validationMessages.titleCharacters,
  },
  slug: {
    custom: validationMessages.slugEmpty,
    too_small: validationMessages.slugNoLetter,
    too_big: lengthMessages.slugTooLong,
  },
};
