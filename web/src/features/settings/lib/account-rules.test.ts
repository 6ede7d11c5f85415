import {
  accountIssues,
  type AccountValues,
  changedFields,
  deletionConfirmed,
  initialsOf,
  passwordChangeIssues,
  pictureIsUrl,
  twoFactorCodeIssue,
} from './account-rules';

const saved: AccountValues = {
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.org',
  picture: '',
};

describe('the account form', () => {
  it('saves nothing when nothing changed', () => {
    expect(changedFields(saved, { ...saved })).toEqual({});
    expect(changedFields(saved, { ...saved, name: ' Ada Lovelace ' })).toEqual({});
  });

  it('sends only the changed fields, and an emptied picture as null', () => {
    expect(changedFields(saved, { ...saved, username: 'ada.l', email: 'ada@example.com' })).toEqual(
      {
        username: 'ada.l',
        email: 'ada@example.com',
      },
    );
    const withPicture = { ...saved, picture: 'https://example.org/ada.png' };
    expect(changedFields(withPicture, { ...withPicture, picture: '' })).toEqual({ picture: null });
  });

  it('names the rule each field breaks', () => {
    expect(accountIssues(saved)).toEqual({});
    expect(
      accountIssues({ name: 'Al', username: 'Ada!', email: 'ada@', picture: 'my photo' }),
    ).toEqual({
      name: 'nameTooShort',
      username: 'usernameCharacters',
      email: 'emailInvalid',
      picture: 'pictureInvalid',
    });
    expect(accountIssues({ ...saved, username: 'ad' }).username).toBe('usernameTooShort');
    expect(accountIssues({ ...saved, username: 'a'.repeat(256) }).username).toBe('usernameTooLong');
  });

  it('treats only http(s) links as a picture', () => {
    expect(pictureIsUrl('https://example.org/ada.png')).toBe(true);
    expect(pictureIsUrl('http://127.0.0.1:3000/api/storage/files/a.png')).toBe(true);
    expect(pictureIsUrl('')).toBe(false);
    expect(pictureIsUrl('ada.png')).toBe(false);
    expect(pictureIsUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('the password change', () => {
  it('accepts two equal passwords of at least 6 characters', () => {
    expect(passwordChangeIssues('secret1', 'secret1')).toEqual({});
  });

  it('puts the mismatch message on the confirmation', () => {
    expect(passwordChangeIssues('secret1', 'secret2')).toEqual({ confirmation: 'passwordsDiffer' });
    expect(passwordChangeIssues('short', 'short')).toEqual({
      password: 'passwordTooShort',
      confirmation: 'passwordsDiffer',
    });
  });
});

describe('the two-factor code', () => {
  it('needs exactly 6 digits', () => {
    expect(twoFactorCodeIssue('123456')).toBeNull();
    expect(twoFactorCodeIssue('12345')).toBe('length');
    expect(twoFactorCodeIssue('1234567')).toBe('length');
    expect(twoFactorCodeIssue('12a456')).toBe('digits');
  });
});

describe('the account deletion', () => {
  it('needs exactly the word delete', () => {
    expect(deletionConfirmed('delete')).toBe(true);
    expect(deletionConfirmed('Delete')).toBe(false);
    expect(deletionConfirmed('delete ')).toBe(false);
    expect(deletionConfirmed('')).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('  ')).toBe('');
  });
});
