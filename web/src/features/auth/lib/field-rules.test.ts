import { errorMessages } from '../../../lib/errors/error-messages';
import { checkField, checkFields, ruleMessages } from './field-rules';
import { withRedirect } from './with-redirect';

describe('the auth forms check their fields before sending', () => {
  it('says an empty field is required', () => {
    expect(checkField('email', '   ')).toBe(ruleMessages.required);
  });

  it('refuses a username with capitals or spaces with the username message', () => {
    expect(checkField('username', 'Ada Lovelace')?.defaultMessage).toBe(
      'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
    );
    expect(checkField('username', 'ada.lovelace_1-x')).toBeUndefined();
  });

  it('refuses a username or name shorter than 3 characters', () => {
    expect(checkField('username', 'ad')).toBe(ruleMessages.usernameTooShort);
    expect(checkField('name', 'Al')).toBe(ruleMessages.nameTooShort);
  });

  it('refuses a password shorter than 6 characters and an invalid email', () => {
    expect(checkField('password', '12345')).toBe(ruleMessages.passwordTooShort);
    expect(checkField('password', '123456')).toBeUndefined();
    expect(checkField('email', 'ada@')).toBe(ruleMessages.emailInvalid);
  });

  it('answers InvalidCredentials for an identifier that is neither an email nor a username', () => {
    expect(checkField('identifier', 'Not A Username')).toBe(errorMessages.InvalidCredentials);
    expect(checkField('identifier', 'ada@example')).toBe(errorMessages.InvalidCredentials);
    expect(checkField('identifier', 'ada@example.org')).toBeUndefined();
    expect(checkField('identifier', 'ada')).toBeUndefined();
  });

  it('uses both two-factor code messages', () => {
    expect(checkField('twoFactorCode', '12345')?.defaultMessage).toBe(
      'Code must be exactly 6 digits long.',
    );
    expect(checkField('twoFactorCode', '12a456')?.defaultMessage).toBe(
      'code must be a 6 digit number',
    );
    expect(checkField('twoFactorCode', '123456')).toBeUndefined();
  });

  it('refuses a backup code that is not 10 lowercase letters or digits', () => {
    const message =
      'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.';
    expect(checkField('backupCode', 'ABCDE12345')?.defaultMessage).toBe(message);
    expect(checkField('backupCode', 'abcde1234')?.defaultMessage).toBe(message);
    expect(checkField('backupCode', 'abcde12345')).toBeUndefined();
  });

  it('reports only the broken fields of a form', () => {
    const errors = checkFields(
      { name: 'Ada Lovelace', email: 'nope', password: 'secret' },
      { name: 'name', email: 'email', password: 'password' },
    );
    expect(errors).toEqual({ email: ruleMessages.emailInvalid });
  });
});

describe('withRedirect', () => {
  it('carries the redirect parameter along, encoded', () => {
    expect(withRedirect('/auth/verify-otp', '/builder/1?x=1')).toBe(
      '/auth/verify-otp?redirect=%2Fbuilder%2F1%3Fx%3D1',
    );
    expect(withRedirect('/auth/verify-otp', null)).toBe('/auth/verify-otp');
  });
});
