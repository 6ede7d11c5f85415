import { defineMessages } from 'react-intl';
import { z } from 'zod';

import { type FormIssueMessages } from '../../../lib/forms/issue-messages';

/** The words of a refused section name (docs/product.md#section-actions). */
export const renameMessages = defineMessages({
  renameEmpty: {
    id: 'builder.sections.rename.empty',
    defaultMessage: 'Name must not be empty.',
  },
});

/** A section's new name: any text but a blank one, stored trimmed. */
export const renameFormSchema = z.object({ name: z.string().trim().min(1) });

export type RenameFormValues = z.input<typeof renameFormSchema>;

/** The name's words by issue code: empty or blank is `too_small`. */
export const renameFormMessages: FormIssueMessages = {
  name: { too_small: renameMessages.renameEmpty, '*': renameMessages.renameEmpty },
};
