import { defineMessages } from 'react-intl';

/**
 * The words of the account fields' rules (docs/product.md#account-fields), the
 * same wherever a form checks them: the auth screens and Settings.
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
  nameCharacters: {
    id: 'auth.rules.nameCharacters',
    defaultMessage: 'Name must not contain control or text-direction characters.',
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
