import { runningIdentity } from '../support/identity-under-test';

describe('passwords', () => {
  const identity = runningIdentity();

  it('updatePassword changes the password and ends the other sessions', async () => {
    const { client, account } = await identity.signedUp();
    const elsewhere = identity.client();
    await elsewhere.ok('login', { identifier: account.username, password: account.password });
    const changed = await client.call('updatePassword', {
      password: 'a new password',
      currentPassword: account.password,
    });
    expect(changed).toEqual({ data: { message: expect.any(String) } });
    expect(await elsewhere.code('refreshSession')).toBe('UNAUTHENTICATED');
    expect((await client.call('refreshSession')).error).toBeUndefined();
    const old = await identity.client().code('login', {
      identifier: account.username,
      password: account.password,
    });
    expect(old).toBe('InvalidCredentials');
    const fresh = await identity.client().call('login', {
      identifier: account.username,
      password: 'a new password',
    });
    expect(fresh.data?.status).toBe('authenticated');
    expect(
      await client.code('updatePassword', { password: '123', currentPassword: 'a new password' }),
    ).toBe('BAD_USER_INPUT');
  });

  it('answers SecretsNotFound when an account has lost its secrets record', async () => {
    const { client, user, account } = await identity.signedUp();
    await identity.sql('DELETE FROM secrets WHERE user_id = $1', [user.id]);
    const login = (await identity.client().logIn(account)).error?.code;
    expect(login).toBe('SecretsNotFound');
    expect(
      await client.code('updatePassword', {
        password: 'a new password',
        currentPassword: account.password,
      }),
    ).toBe('SecretsNotFound');
  });

  it('stores the password as argon2id, never as given', async () => {
    const { user, account } = await identity.signedUp();
    const [row] = await identity.sql<{ password: string }>(
      'SELECT password FROM secrets WHERE user_id = $1',
      [user.id],
    );
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain(account.password);
  });

  describe('re-authentication for what gives the account away', () => {
    it('a password change needs the current password: none is BAD_USER_INPUT naming it, a wrong one InvalidCredentials, and the password stays', async () => {
      const { client, account } = await identity.signedUp();
      expect(await client.call('updatePassword', { password: 'taken over now' })).toEqual({
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Enter your current password.',
          details: [{ path: 'currentPassword', message: 'Enter your current password.' }],
        },
      });
      expect(
        await client.call('updatePassword', {
          password: 'taken over now',
          currentPassword: 'a guess',
        }),
      ).toEqual({
        error: {
          code: 'InvalidCredentials',
          message: 'No user exists with the credentials provided.',
        },
      });
      expect((await identity.client().logIn(account)).data?.status).toBe('authenticated');
    });

    it('an account without a password (signs in with a provider) is let through within 5 minutes of its sign-in, and later asked to sign in again with its provider, for a new password, a new email and two-factor off', async () => {
      const { client, user } = await identity.signedUp();
      await identity.sql('UPDATE secrets SET password = NULL WHERE user_id = $1', [user.id]);
      await identity.sql("UPDATE users SET provider = 'github' WHERE id = $1", [user.id]);
      const signInAgain = {
        code: 'FORBIDDEN',
        message: 'Sign in again with GitHub to do this.',
        details: { reason: 'recent_sign_in_required', provider: 'github' },
      };
      await identity.sql(
        "UPDATE sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1",
        [user.id],
      );
      expect(
        (await client.call('updatePassword', { password: 'my first password' })).error,
      ).toEqual(signInAgain);
      expect(
        (await client.call('updateMe', { input: { email: `new.${user.email}` } })).error,
      ).toEqual(signInAgain);
      await identity.sql('UPDATE users SET two_factor_enabled = true WHERE id = $1', [user.id]);
      expect((await client.call('disableTwoFactor', { code: '123456' })).error).toEqual(
        signInAgain,
      );
      await identity.sql('UPDATE users SET two_factor_enabled = false WHERE id = $1', [user.id]);

      await identity.sql(
        "UPDATE sessions SET created_at = now() - interval '1 minute' WHERE user_id = $1",
        [user.id],
      );
      expect(
        (await client.call('updatePassword', { password: 'my first password' })).error,
      ).toBeUndefined();
    });
  });
});
