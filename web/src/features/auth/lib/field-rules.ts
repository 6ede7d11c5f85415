import {
  backupCodeSchema,
  emailSchema,
  loginIdentifierSchema,
  nameSchema,
  passwordSchema,
  twoFactorCodeSchema,
  usernameSchema,
} from '@vitae/schema';
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { errorMessages } from '../../../lib/errors/error-messages';

/**
 * The messages of docs/product.md#account-fields as the auth forms show them. The rules come from
 * `@vitae/schema`, the same the server applies; their English messages are
 * keys here, so each one is a FormatJS message a catalogue can translate.
 */
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

/** The schema's English message → the form's message. */
const bySchemaText: Record<string, MessageDescriptor> = {
  'Username must be at least 3 characters long.': ruleMessages.usernameTooShort,
  'Username must be at most 255 characters long.': ruleMessages.usernameTooLong,
  'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.':
    ruleMessages.usernameCharacters,
  'Name must be at least 3 characters long.': ruleMessages.nameTooShort,
  'Name must be at most 255 characters long.': ruleMessages.nameTooLong,
  'Email must be a valid address.': ruleMessages.emailInvalid,
  'Password must be at least 6 characters long.': ruleMessages.passwordTooShort,
  'Code must be exactly 6 digits long.': ruleMessages.codeLength,
  'code must be a 6 digit number': ruleMessages.codeDigits,
  'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.':
    ruleMessages.backupCode,
  InvalidCredentials: errorMessages.InvalidCredentials,
};

type Rule = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** The fields the auth forms check, each with its docs/product.md#account-fields rule. */
export const fieldRules = {
  identifier: loginIdentifierSchema,
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  twoFactorCode: twoFactorCodeSchema,
  backupCode: backupCodeSchema,
} satisfies Record<string, Rule>;

export type FieldRule = keyof typeof fieldRules;

/**
 * The message a value breaks its field's rule with, or undefined when it
 * passes. An empty field says it is required; a rule's first broken check
 * gives the message (the wording of docs/product.md#account-fields).
 */
export function checkField(rule: FieldRule, value: string): MessageDescriptor | undefined {
  if (value.trim() === '') {
    return ruleMessages.required;
  }
  const result = (fieldRules[rule] as Rule).safeParse(value);
  if (result.success) {
    return undefined;
  }
  const text = result.error.issues[0]?.message ?? '';
  return bySchemaText[text] ?? ruleMessages.required;
}

/** Every field's message (only the broken ones), for a form to show at once. */
export function checkFields<Name extends string>(
  values: Record<Name, string>,
  rules: Record<Name, FieldRule>,
): Partial<Record<Name, MessageDescriptor>> {
  const errors: Partial<Record<Name, MessageDescriptor>> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const message = checkField(rules[name], values[name]);
    if (message) {
      errors[name] = message;
    }
  }
  return errors;
}
