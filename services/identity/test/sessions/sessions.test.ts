import { newAccount, runningIdentity } from '../support/identity-under-test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      await sleep(1500);
      const stale = await client.code('me', {}, { authorization: `Bearer ${access}` });
      expect(stale).toBe('UNAUTHENTICATED');
      expect((await client.call('refreshSession')).error).toBeUndefined();
      await sleep(3500);
      expect(await client.code('refreshSession')).toBe('UNAUTHENTICATED');
    });
  });
});
