import { versionNameMaxLength, versionNameSchema } from '@vitae/schema';
import { z } from 'zod';

import { type FormIssueMessages } from '../../../../../lib/forms/issue-messages';
import { required } from '../../../../../lib/forms/use-schema-form';
import { historyMessages, historyValueMessages } from './history-messages';

/** "Save this version as…" and Rename: the rule the resume service applies (docs/resume.md#history). */
export const versionNameFormSchema = z.object({ name: required(versionNameSchema) });

export type VersionNameFormValues = z.input<typeof versionNameFormSchema>;

export { versionNameMaxLength };

/** The name's words by issue code: empty, too long, a control or text-direction character. */
export const versionNameFormMessages: FormIssueMessages = {
  name: {
    custom: historyMessages.nameRequired,
    too_small: historyMessages.nameRequired,
    too_big: historyValueMessages.nameTooLong,
    invalid_format: historyMessages.nameInvalid,
    '*': historyMessages.nameRequired,
  },
};
