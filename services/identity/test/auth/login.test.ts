import { newAccount, runningIdentity } from '../support/identity-under-test';

describe('login', () => {
  const identity = runningIdentity();

  it('signs in by email (any case) or by username', async () => {
    const { account, user } = await identity.signedUp();
    const byEmail = await identity.client().call('login', {
      identifier: account.email.toUpperCase(),
      password: account.password,
    });
    expect(byEmail).toMatchObject({ data: { status: 'authenticated', user: { id: user.id } } });
    const client = identity.client();
    const byUsername = await client.call('login', {
      identifier: account.username,
      password: account.password,
    });
    expect(byUsername).toMatchObject({
      data: { status: 'authenticated', user: { id: user.id, email: account.email } },
    });
    expect((await client.call('me')).data?.id).toBe(user.id);
  });

  it('refuses a wrong password, an unknown account and a malformed username alike with InvalidCredentials', async () => {
    const { account } = await identity.signedUp();
    const attempts = [
      { identifier: account.email, password: 'wrong password' },
      { identifier: 'nobody@example.org', password: account.password },
      { identifier: 'no-such-user', password: account.password },
      { identifier: 'Not A Username', password: account.password },
    ];
    for (const attempt of attempts) {
      expect(await identity.client().call('login', attempt)).toEqual({
        error: {
          code: 'InvalidCredentials',
          message: 'No user exists with the credentials provided.',
        },
      });
    }
  });

  it('refuses a password login to an account that signs in with a provider, with OAuthUser', async () => {
    const account = newAccount();
    const [{ id }] = await identity.sql<{ id: string }>(
      "INSERT INTO users (name, username, email, provider, email_verified) VALUES ($1, $2, $3, 'github', true) RETURNING id",
      [account.name, account.username, account.email],
    );
    await identity.sql('INSERT INTO secrets (user_id) VALUES ($1)', [id]);
    const refused = await identity.client().code('login', {
      identifier: account.username,
      password: 'whatever it is',
    });
    expect(refused).toBe('OAuthUser');
  });
});
