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

  it('stores the password as argon2id, never as given (QUALITY 13)', async () => {
    const { user, account } = await identity.signedUp();
    const [row] = await identity.sql<{ password: string }>(
      'SELECT password FROM secrets WHERE user_id = $1',
      [user.id],
    );
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain(account.password);
  });
});
