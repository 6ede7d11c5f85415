import { newAccount, runningIdentity } from '../support/identity-under-test';

/** Resolves once `check` holds, asking again every 100 ms; fails naming `what` after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The session an access token belongs to (its `sid` claim). */
const sessionOf = (accessToken: string): string =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as {
      sid: string;
    }
  ).sid;

describe('sessions: logout and refresh', () => {
  const identity = runningIdentity();

  it('logout clears both cookies and the refresh token stops working', async () => {
    const { client } = await identity.signedUp();
    const stolen = client.clone();
    expect(await client.call('logout')).toEqual({ data: true });
    expect(client.cookies.size).toBe(0);
    expect(await client.code('me')).toBe('UNAUTHENTICATED');
    expect(await stolen.code('refreshSession')).toBe('UNAUTHENTICATED');
  });

  it('refresh rotates the refresh token and renews the access token', async () => {
    const { client, user } = await identity.signedUp();
    const before = Object.fromEntries(
      [...client.cookies].map(([name, cookie]) => [name, cookie.value]),
    );
    expect((await client.call('refreshSession')).data?.id).toBe(user.id);
    expect(client.cookies.get('vitae_refresh')!.value).not.toBe(before.vitae_refresh);
    expect(client.cookies.get('vitae_access')!.value).not.toBe(before.vitae_access);
    expect((await client.call('refreshSession')).error).toBeUndefined();
    expect((await client.call('me')).error).toBeUndefined();
  });

  it('quality: a refresh token used after rotation revokes the whole session family', async () => {
    const { client } = await identity.signedUp();
    const attacker = client.clone();
    expect((await client.call('refreshSession')).error).toBeUndefined();
    // The old token comes back: someone kept a copy. The family is revoked.
    expect(await attacker.code('refreshSession')).toBe('UNAUTHENTICATED');
    // ...so the legitimate holder of the newest token is signed out too.
    expect(await client.code('refreshSession')).toBe('UNAUTHENTICATED');
  });

  it('refuses refresh without a refresh cookie', async () => {
    expect(await identity.client().code('refreshSession')).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired access token, then an expired refresh token', async () => {
    const shortLived = { ACCESS_TOKEN_TTL_SECONDS: '1', REFRESH_TOKEN_TTL_SECONDS: '3' };
    await identity.secondInstance(shortLived, async (short) => {
      const client = short.client();
      await client.ok('register', newAccount());
      const access = client.cookies.get('vitae_access')!.value;
      // The access token lives 1 s: within a few it is refused.
      await until(
        async () =>
          (await client.code('me', {}, { authorization: `Bearer ${access}` })) ===
          'UNAUTHENTICATED',
        'the access token to be refused',
        5_000,
      );
      expect((await client.call('refreshSession')).error).toBeUndefined();
      // The refresh token lives 3 s. Trying it would renew it, so the wait asks
      // the database when the session's newest one has expired.
      const session = sessionOf(client.cookies.get('vitae_access')!.value);
      await until(
        async () =>
          (
            await short.sql(
              'SELECT 1 FROM refresh_tokens WHERE session_id = $1 AND used_at IS NULL AND expires_at > now()',
              [session],
            )
          ).length === 0,
        'the refresh token to expire',
        10_000,
      );
      expect(await client.code('refreshSession')).toBe('UNAUTHENTICATED');
    });
  });
});
