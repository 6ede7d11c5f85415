import {
  backupCodeSchema,
  emailSchema,
  loginIdentifierSchema,
  nameSchema,
  passwordSchema,
  twoFactorCodeSchema,
  usernameSchema,
} from '@vitae/schema';
import { defineMessages } from 'react-intl';
import { z } from 'zod';

import { errorMessages } from '../../../lib/errors/error-messages';
import { type FormIssueMessages, type IssueMessages } from '../../../lib/forms/issue-messages';
import { required } from '../../../lib/forms/use-schema-form';

/** The messages of docs/product.md#account-fields as the auth forms show them. */
export const ruleMessages = defineMessages({
  required: { id: 'auth.rules.required', defaultMessage: 'This field is required.' },
  usernameTooShort: {
    id: 'auth.rules.usernameTooShort',
    defaultMessage: 'Username must be at least 3 characters long.',
  },
  usernameTooLong: {
    id: 'auth.rules.usernameTooLong',
    defaultMessage: 'Username must be at most 255 characters long.',
  },
  usernameCharacters: {
    id: 'auth.rules.usernameCharacters',
    defaultMessage:
      'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
  },
  nameTooShort: {
    id: 'auth.rules.nameTooShort',
    defaultMessage: 'Name must be at least 3 characters long.',
  },
  nameTooLong: {
    id: 'auth.rules.nameTooLong',
    defaultMessage: 'Name must be at most 255 characters long.',
  },
  emailInvalid: { id: 'auth.rules.emailInvalid', defaultMessage: 'Email must be a valid address.' },
  passwordTooShort: {
    id: 'auth.rules.passwordTooShort',
    defaultMessage: 'Password must be at least 6 characters long.',
  },
  codeLength: {
    id: 'auth.rules.codeLength',
    defaultMessage: 'Code must be exactly 6 digits long.',
  },
  codeDigits: { id: 'auth.rules.codeDigits', defaultMessage: 'code must be a 6 digit number' },
  backupCode: {
    id: 'auth.rules.backupCode',
    defaultMessage:
      'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.',
  },
});

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
  /** A name with control or text-direction characters (`custom` too) is also asked for again. */
  name: {
    custom: ruleMessages.required,
    too_small: ruleMessages.nameTooShort,
    too_big: ruleMessages.nameTooLong,
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
