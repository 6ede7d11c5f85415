import { newAccount, runningIdentity } from '../support/identity-under-test';

/**
 * Bad input in identity (docs/quality.md#case-34): a username no account can have is no user,
 * without a query (Postgres refuses a NUL in text, which was a 500), and a
 * name with control or text-direction characters is refused naming `name`.
 */
describe('identity input bounds', () => {
  const identity = runningIdentity();

  it('answers a username no account can have as no user', async () => {
    for (const username of ['\u0000', 'ada\u0000', 'a\u0007b', 'ada\u202e', 'x'.repeat(300), '']) {
      expect(await identity.client().call('publicUser', { username })).toEqual({ data: null });
    }
  });

  it('still finds a user by username, in any case', async () => {
    const { account } = await identity.signedUp();
    const found = await identity
      .client()
      .ok('publicUser', { username: account.username.toUpperCase() });
    expect(found).toMatchObject({ username: account.username });
  });

  it('refuses a name with a control or text-direction character, naming name', async () => {
    const refusedNaming = { code: 'BAD_USER_INPUT', details: [{ path: 'name' }] };
    for (const name of ['Ada\u0000 Lovelace', 'Ada\nLovelace', 'Ada \u202eecalevol']) {
      const registered = await identity.client().call('register', newAccount({ name }));
      expect(registered.error).toMatchObject(refusedNaming);
    }
    const { client } = await identity.signedUp();
    const changed = await client.call('updateMe', { input: { name: 'Ada\u0000' } });
    expect(changed.error).toMatchObject(refusedNaming);
    const kept = await client.call('updateMe', { input: { name: 'Ада Лавлейс 🚀' } });
    expect(kept.data).toMatchObject({ name: 'Ада Лавлейс 🚀' });
  });
});
