import { type AccountValues, changedFields, initialsOf, pictureIsUrl } from './account-rules';

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

  it('treats only http(s) links as a picture', () => {
    expect(pictureIsUrl('https://example.org/ada.png')).toBe(true);
    expect(pictureIsUrl('http://127.0.0.1:3000/api/storage/files/a.png')).toBe(true);
    expect(pictureIsUrl('')).toBe(false);
    expect(pictureIsUrl('ada.png')).toBe(false);
    expect(pictureIsUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('  ')).toBe('');
  });

  it('never cuts an emoji in half (the avatar picker shows it whole)', () => {
    expect(initialsOf('Lin 🚀')).toBe('L🚀');
    expect(initialsOf('🚀 Lin')).toBe('🚀L');
  });
});
