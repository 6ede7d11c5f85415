import {
  backupCodeSchema,
  emailSchema,
  loginIdentifierSchema,
  nameSchema,
  passwordSchema,
  twoFactorCodeSchema,
  usernameSchema,
} from '@vitae/schema';
import { z } from 'zod';

import { errorMessages } from '../../../lib/errors/error-messages';
import { ruleMessages } from '../../../lib/forms/account-rule-messages';
import { type FormIssueMessages, type IssueMessages } from '../../../lib/forms/issue-messages';
import { required } from '../../../lib/forms/use-schema-form';

export { ruleMessages };

/**
 * Each auth field's words by zod issue code (docs/web.md "Forms"). `custom` is
 * `required()`'s empty value, except where a field's own rule says otherwise.
 */
export const fieldWords = {
  /**
   * The rule's own problem (neither an email nor a username) is a `custom`
   * issue answered with InvalidCredentials (docs/product.md#account-fields), so
   * an empty identifier is told apart as `too_small` (see `loginForm`).
   */
  identifier: { too_small: ruleMessages.required, custom: errorMessages.InvalidCredentials },
  /** Control or text-direction characters are the rule's `invalid_format`, apart from an empty name's `custom`. */
  name: {
    custom: ruleMessages.required,
    too_small: ruleMessages.nameTooShort,
    too_big: ruleMessages.nameTooLong,
    invalid_format: ruleMessages.nameCharacters,
  },
  username: {
    custom: ruleMessages.required,
    too_small: ruleMessages.usernameTooShort,
    too_big: ruleMessages.usernameTooLong,
    invalid_format: ruleMessages.usernameCharacters,
  },
  email: { custom: ruleMessages.required, invalid_format: ruleMessages.emailInvalid },
  password: { custom: ruleMessages.required, too_small: ruleMessages.passwordTooShort },
  /** Wrong length, either way: "exactly 6 digits"; the right length but not digits: "a 6 digit number". */
  twoFactorCode: {
    custom: ruleMessages.required,
    too_small: ruleMessages.codeLength,
    too_big: ruleMessages.codeLength,
    invalid_format: ruleMessages.codeDigits,
  },
  backupCode: { custom: ruleMessages.required, invalid_format: ruleMessages.backupCode },
} satisfies Record<string, IssueMessages>;

/** Sign in: an email or a username, and the password. */
export const loginForm = z.object({
  identifier: z.string().trim().min(1).pipe(loginIdentifierSchema),
  password: required(passwordSchema),
});
export const loginMessages: FormIssueMessages = {
  identifier: fieldWords.identifier,
  password: fieldWords.password,
};

/** Register (the locale is chosen apart: it is never wrong). */
export const registerForm = z.object({
  name: required(nameSchema),
  username: required(usernameSchema),
  email: required(emailSchema),
  password: required(passwordSchema),
});
export const registerMessages: FormIssueMessages = {
  name: fieldWords.name,
  username: fieldWords.username,
  email: fieldWords.email,
  password: fieldWords.password,
};

/** Forgot password: the account's email. */
export const forgotPasswordForm = z.object({ email: required(emailSchema) });
export const forgotPasswordMessages: FormIssueMessages = { email: fieldWords.email };

/** Reset password: the new password (the token comes from the address). */
export const resetPasswordForm = z.object({ password: required(passwordSchema) });
export const resetPasswordMessages: FormIssueMessages = { password: fieldWords.password };

/** The second step of a sign-in: a code from the authenticator app… */
export const twoFactorCodeForm = z.object({ code: required(twoFactorCodeSchema) });
export const twoFactorCodeMessages: FormIssueMessages = { code: fieldWords.twoFactorCode };

/** …or one of the backup codes. */
export const backupCodeForm = z.object({ code: required(backupCodeSchema) });
export const backupCodeMessages: FormIssueMessages = { code: fieldWords.backupCode };
