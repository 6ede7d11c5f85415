import { type z } from 'zod';

import {
  apiKeySchema,
  backupCodeSchema,
  createResumeSchema,
  deleteAccountConfirmationSchema,
  emailSchema,
  loginIdentifierSchema,
  nameSchema,
  passwordChangeSchema,
  passwordSchema,
  registerSchema,
  resetPasswordSchema,
  twoFactorCodeSchema,
  usernameSchema,
} from '../src';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const usernameMessage =
  'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.';

describe('rules and their messages', () => {
  it('accepts usernames of lowercase letters, digits, period, hyphen and underscore, 3 to 255 long', () => {
    expect(messages(usernameSchema, 'ada.l-ove_1')).toEqual([]);
    expect(messages(usernameSchema, 'abc')).toEqual([]);
    expect(messages(usernameSchema, 'a'.repeat(255))).toEqual([]);
  });

  it('refuses other usernames with the username message', () => {
    expect(messages(usernameSchema, 'Ada')).toEqual([usernameMessage]);
    expect(messages(usernameSchema, 'ada lovelace')).toEqual([usernameMessage]);
    expect(messages(usernameSchema, 'ab')).toHaveLength(1);
    expect(messages(usernameSchema, 'a'.repeat(256))).toHaveLength(1);
  });

  it('bounds the name to 3..255 characters and passwords to at least 6', () => {
    expect(messages(nameSchema, 'Ada')).toEqual([]);
    expect(messages(nameSchema, 'Al')).toHaveLength(1);
    expect(messages(nameSchema, 'x'.repeat(256))).toHaveLength(1);
    expect(messages(passwordSchema, 'secret')).toEqual([]);
    expect(messages(passwordSchema, 'short')).toHaveLength(1);
    expect(messages(emailSchema, 'ada@example.com')).toEqual([]);
    expect(messages(emailSchema, 'ada@')).toHaveLength(1);
  });

  it('treats a login identifier with @ as an email and anything else as a username', () => {
    expect(messages(loginIdentifierSchema, 'ada@example.com')).toEqual([]);
    expect(messages(loginIdentifierSchema, 'ada.lovelace')).toEqual([]);
    expect(messages(loginIdentifierSchema, 'ada@')).toEqual(['InvalidCredentials']);
    expect(messages(loginIdentifierSchema, 'Ada Lovelace')).toEqual(['InvalidCredentials']);
  });

  it('wants a two-factor code of exactly 6 digits', () => {
    expect(messages(twoFactorCodeSchema, '012345')).toEqual([]);
    expect(messages(twoFactorCodeSchema, '12345')).toEqual(['Code must be exactly 6 digits long.']);
    expect(messages(twoFactorCodeSchema, '1234567')).toEqual([
      'Code must be exactly 6 digits long.',
    ]);
    expect(messages(twoFactorCodeSchema, '12a456')).toEqual(['code must be a 6 digit number']);
  });

  it('wants a backup code of exactly 10 lowercase letters or digits', () => {
    const message =
      'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.';
    expect(messages(backupCodeSchema, 'a1b2c3d4e5')).toEqual([]);
    expect(messages(backupCodeSchema, 'A1B2C3D4E5')).toEqual([message]);
    expect(messages(backupCodeSchema, 'a1b2c3d4e')).toEqual([message]);
    expect(messages(backupCodeSchema, 'a1b2c3d4e5f')).toEqual([message]);
  });

  it('registers with name, username, email, password, and en-US when no locale is given', () => {
    const parsed = registerSchema.parse({
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      password: 'engine',
    });
    expect(parsed.locale).toBe('en-US');
    expect(
      messages(registerSchema, {
        name: 'Ada Lovelace',
        username: 'ada',
        email: 'ada@example.com',
        password: 'engine',
        locale: 'xx-XX',
      }),
    ).toHaveLength(1);
  });

  it('resets a password with a token and a new password of at least 6', () => {
    expect(messages(resetPasswordSchema, { token: 't0k3n', password: 'newpass' })).toEqual([]);
    expect(messages(resetPasswordSchema, { token: '', password: 'newpass' })).toHaveLength(1);
    expect(messages(resetPasswordSchema, { token: 't0k3n', password: 'new' })).toHaveLength(1);
  });

  it('puts "The passwords you entered do not match." on the confirmation field', () => {
    const result = passwordChangeSchema.safeParse({ password: 'secret1', confirmation: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmation', 'The passwords you entered do not match.'],
    ]);
    expect(
      passwordChangeSchema.safeParse({ password: 'secret1', confirmation: 'secret1' }).success,
    ).toBe(true);
  });

  it('deletes an account only on the exact word delete', () => {
    expect(messages(deleteAccountConfirmationSchema, 'delete')).toEqual([]);
    expect(messages(deleteAccountConfirmationSchema, 'Delete')).toHaveLength(1);
    expect(messages(deleteAccountConfirmationSchema, 'delete ')).toHaveLength(1);
  });

  it('accepts an API key of sk- and letters and digits only', () => {
    const message = "That doesn't look like a valid OpenAI API key.";
    expect(messages(apiKeySchema, 'sk-abc123XYZ')).toEqual([]);
    expect(messages(apiKeySchema, 'pk-abc123')).toEqual([message]);
    expect(messages(apiKeySchema, 'sk-')).toEqual([message]);
    expect(messages(apiKeySchema, 'sk-abc 123')).toEqual([message]);
  });

  it('creates a resume with a hyphenated lowercase slug, private by default', () => {
    expect(createResumeSchema.parse({ title: 'My CV', slug: 'My CV 2024' })).toEqual({
      title: 'My CV',
      slug: 'my-cv-2024',
      visibility: 'private',
    });
    expect(messages(createResumeSchema, { title: '', slug: 'x' })).toHaveLength(1);
    expect(messages(createResumeSchema, { title: 'CV', slug: '' })).toHaveLength(1);
    expect(messages(createResumeSchema, { title: 'CV', slug: '!!!' })).toHaveLength(1);
  });

  it('refuses control and text-direction characters in a name or a title, as invalid_format', () => {
    const nameMessage = 'Name must not contain control or text-direction characters.';
    const titleMessage = 'Title must not contain control or text-direction characters.';
    for (const text of [
      'Ada\tLovelace',
      'Ada\nLovelace',
      'Ada\u0000',
      'Ada\u0085',
      'Ada\u202eL',
      'Ada\u2066',
    ]) {
      const name = nameSchema.safeParse(text);
      expect(name.error?.issues).toEqual([
        expect.objectContaining({ code: 'invalid_format', path: [], message: nameMessage }),
      ]);
      const title = createResumeSchema.shape.title.safeParse(text);
      expect(title.error?.issues).toEqual([
        expect.objectContaining({ code: 'invalid_format', path: [], message: titleMessage }),
      ]);
    }
    expect(messages(nameSchema, 'x'.repeat(256) + '\u202e')).toEqual([
      'Name must be at most 255 characters long.',
      nameMessage,
    ]);
    expect(messages(nameSchema, ' Ада Лавлейс 🚀\u00a0')).toEqual([]);
    expect(messages(createResumeSchema.shape.title, '履歴書 \u200d 🚀')).toEqual([]);
  });
});
