import { newAccount, runningIdentity } from '../support/identity-under-test';

describe('register', () => {
  const identity = runningIdentity();

  it('creates the account, answers with the user and signs it in', async () => {
    const { client, account, user } = await identity.signedUp();
    expect(user).toMatchObject({
      name: account.name,
      username: account.username,
      email: account.email,
      locale: 'en-US',
      emailVerified: false,
      twoFactorEnabled: false,
      provider: 'email',
      picture: null,
    });
    expect(new Date(String(user.createdAt)).getTime()).not.toBeNaN();
    expect(await client.call('me')).toMatchObject({
      data: { id: user.id, email: account.email },
    });
  });

  it('defaults the locale to en-US and refuses one that is not supported', async () => {
    const { locale: _locale, ...withoutLocale } = newAccount();
    expect((await identity.client().ok('register', withoutLocale)).locale).toBe('en-US');
    const bad = await identity.client().code('register', newAccount({ locale: 'xx-XX' }));
    expect(bad).toBe('BAD_USER_INPUT');
  });

  it('refuses a taken email (in any case) or username with UserAlreadyExists', async () => {
    const { account } = await identity.signedUp();
    const sameEmail = await identity
      .client()
      .call('register', newAccount({ email: account.email.toUpperCase() }));
    expect(sameEmail).toEqual({
      error: {
        code: 'UserAlreadyExists',
        message: 'A user with this email and/or username already exists.',
      },
    });
    const sameUsername = await identity
      .client()
      .code('register', newAccount({ username: account.username }));
    expect(sameUsername).toBe('UserAlreadyExists');
  });

  it.each([
    [
      'a username with capitals',
      { username: 'Ada' },
      'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
    ],
    [
      'a username with a space',
      { username: 'ada lovelace' },
      'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
    ],
    ['a two-letter username', { username: 'ab' }, 'Username must be at least 3 characters long.'],
    ['a two-letter name', { name: 'Al' }, 'Name must be at least 3 characters long.'],
    ['an invalid email', { email: 'ada-at-example.org' }, 'Email must be a valid address.'],
    [
      'a five-character password',
      { password: '12345' },
      'Password must be at least 6 characters long.',
    ],
  ])('refuses %s with the message', async (_case, overrides, message) => {
    const refused = await identity.client().call('register', newAccount(overrides));
    expect(refused.error).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });
});
