import {
  deleteAccountConfirmationSchema,
  emailSchema,
  nameSchema,
  passwordChangeSchema,
  twoFactorCodeSchema,
  updateUserSchema,
  usernameSchema,
} from '@vitae/schema';
import { defineMessages } from 'react-intl';
import { z } from 'zod';

import { ruleMessages } from '../../../lib/forms/account-rule-messages';
import { type FormIssueMessages, type IssueMessages } from '../../../lib/forms/issue-messages';
import { required } from '../../../lib/forms/use-schema-form';

/**
 * The words of the settings forms' rules (docs/product.md#account-fields). The
 * rules are `@vitae/schema`'s, the same the server applies; each problem is
 * worded by its field and zod issue code (docs/web.md "Forms").
 */
export const accountRuleMessages = defineMessages({
  pictureInvalid: {
    id: 'settings.account.issue.pictureInvalid',
    defaultMessage: 'URL must start with https://',
  },
  currentPasswordMissing: {
    id: 'settings.reauth.currentPasswordMissing',
    defaultMessage: 'Enter your current password.',
  },
  passwordsDiffer: {
    id: 'settings.security.passwordsDiffer',
    defaultMessage: 'The passwords you entered do not match.',
  },
});

/** The word to type is the server's, "delete", in every language: the message takes it as `word`. */
export const deletionMessages = defineMessages<{ confirmationIssue: { word: string } }>({
  confirmationIssue: {
    id: 'settings.danger.confirmationIssue',
    defaultMessage: 'Type the word {word} to confirm.',
  },
});

/**
 * The current password a change that could give the account away asks for
 * (docs/auth.md, "Re-authentication"): only not empty here (a password may be
 * all spaces); the server checks it. An account without a password has none.
 */
function currentPassword(needed: boolean) {
  return needed ? z.string().min(1) : z.string();
}

const currentPasswordWords: IssueMessages = {
  too_small: accountRuleMessages.currentPasswordMissing,
};

/** A picture: empty, or an http(s) link (the profile update's own rule). */
const pictureRule = updateUserSchema.shape.picture.unwrap().unwrap();

export type AccountFormOptions = {
  /** The address saved on the account: a new one asks for the current password. */
  savedEmail: string;
  /** Whether the account signs in with a password (else a provider's recent sign-in stands for it). */
  needsPassword: boolean;
};

/**
 * The account form (docs/product.md#settings, Account; docs/product.md#account-fields):
 * name, username, email and picture, and the current password once the email
 * changes. That one is asked for only once the fields themselves are right.
 */
export function accountForm({ savedEmail, needsPassword }: AccountFormOptions) {
  return z
    .object({
      name: nameSchema,
      username: usernameSchema,
      email: z.string().trim().pipe(emailSchema),
      picture: z.string().trim().pipe(pictureRule),
      currentPassword: z.string(),
    })
    .refine(
      (values) => !needsPassword || values.email === savedEmail || values.currentPassword !== '',
      { path: ['currentPassword'], when: (payload) => payload.issues.length === 0 },
    );
}

export const accountFormMessages: FormIssueMessages = {
  /** Control or text-direction characters are the rule's `invalid_format`. */
  name: {
    too_small: ruleMessages.nameTooShort,
    too_big: ruleMessages.nameTooLong,
    invalid_format: ruleMessages.nameCharacters,
  },
  username: {
    too_small: ruleMessages.usernameTooShort,
    too_big: ruleMessages.usernameTooLong,
    invalid_format: ruleMessages.usernameCharacters,
  },
  email: { invalid_format: ruleMessages.emailInvalid },
  /** Neither empty nor an http(s) link. */
  picture: { invalid_format: accountRuleMessages.pictureInvalid },
  currentPassword: { custom: accountRuleMessages.currentPasswordMissing },
};

/**
 * The password change (docs/product.md#account-fields): the new password and
 * its confirmation, each at least 6 characters and equal, and the current
 * password when the account has one. The confirmation is checked only for
 * being equal (the schema's `custom`): one equal to a password of 6 or more
 * is that long too, and a confirmation as short as the password it repeats
 * does match, so its own `too_small` could only be worded falsely ("do not
 * match") or twice (the password's "at least 6 characters" already says it).
 */
export function passwordChangeForm(needsPassword: boolean) {
  return passwordChangeSchema.safeExtend({
    confirmation: z.string(),
    currentPassword: currentPassword(needsPassword),
  });
}

export const passwordChangeMessages: FormIssueMessages = {
  currentPassword: currentPasswordWords,
  password: { too_small: ruleMessages.passwordTooShort },
  /** Not the same as the new password (empty or too short included): "The passwords you entered do not match." */
  confirmation: { custom: accountRuleMessages.passwordsDiffer },
};

/** The code that turns two-factor sign-in on: exactly 6 digits. */
export const twoFactorCodeForm = z.object({ code: twoFactorCodeSchema });

export const twoFactorCodeMessages: FormIssueMessages = {
  /** Wrong length, either way: "exactly 6 digits"; the right length but not digits: "a 6 digit number". */
  code: {
    too_small: ruleMessages.codeLength,
    too_big: ruleMessages.codeLength,
    invalid_format: ruleMessages.codeDigits,
  },
};

/**
 * Turning two-factor sign-in off: the current password (when the account has
 * one) and a code from the app or a backup code, which the server checks.
 */
export function twoFactorDisableForm(needsPassword: boolean) {
  return z.object({ currentPassword: currentPassword(needsPassword), code: required(z.string()) });
}

export const twoFactorDisableMessages: FormIssueMessages = {
  currentPassword: currentPasswordWords,
  /** An empty code is worded as the code's length rule. */
  code: { custom: ruleMessages.codeLength },
};

/**
 * The word a person types to delete their account: "delete" in every language,
 * as the server checks it, so the messages take it as an argument.
 */
export const deletionWord: string = deleteAccountConfirmationSchema.value;

/** docs/product.md#account-fields: the account is deleted only after the person types exactly the word delete. */
export const deleteAccountForm = z.object({
  confirmation: z.string().pipe(deleteAccountConfirmationSchema),
});

/** `confirmationIssue` takes the word: format it with `{ word: deletionWord }`. */
export const deleteAccountMessages: FormIssueMessages = {
  confirmation: { invalid_value: deletionMessages.confirmationIssue },
};
