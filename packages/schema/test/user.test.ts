import { userSchema } from '../src';

const base = {
  id: 'u1',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T11:00:00.000Z',
};

describe('the user shape', () => {
  it('defaults to en-US, unverified email, no two-factor, the email provider and no picture', () => {
    const user = userSchema.parse(base);
    expect(user).toMatchObject({
      locale: 'en-US',
      emailVerified: false,
      twoFactorEnabled: false,
      provider: 'email',
      picture: null,
    });
    expect(user.createdAt).toEqual(new Date('2026-11-22T10:00:00.000Z'));
    expect(user.updatedAt).toBeInstanceOf(Date);
  });

  it.each([null, '', 'https://images.example.com/ada.png'])('accepts the picture %j', (picture) => {
    expect(userSchema.safeParse({ ...base, picture }).success).toBe(true);
  });

  it('refuses a picture that is not a URL, an unknown provider and an unsupported locale', () => {
    expect(userSchema.safeParse({ ...base, picture: 'ada.png' }).success).toBe(false);
    expect(userSchema.safeParse({ ...base, provider: 'twitter' }).success).toBe(false);
    expect(userSchema.safeParse({ ...base, locale: 'xx-XX' }).success).toBe(false);
  });

  it('accepts github and google as providers', () => {
    expect(userSchema.parse({ ...base, provider: 'github' }).provider).toBe('github');
    expect(userSchema.parse({ ...base, provider: 'google' }).provider).toBe('google');
  });
});
