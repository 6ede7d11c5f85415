import { newAccount, runningIdentity } from '../support/identity-under-test';

describe('session cookies', () => {
  const identity = runningIdentity();

  it('are httpOnly and SameSite=Lax, not Secure over plain HTTP, the refresh cookie scoped to /api/auth', async () => {
    const { client } = await identity.signedUp();
    const access = client.setCookieHeaders.find((header) => header.startsWith('vitae_access='))!;
    const refresh = client.setCookieHeaders.find((header) => header.startsWith('vitae_refresh='))!;
    for (const header of [access, refresh]) {
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(header).not.toMatch(/Secure/);
    }
    expect(access).toMatch(/; Path=\/;/);
    expect(access).toMatch(/Max-Age=900/);
    expect(refresh).toMatch(/; Path=\/api\/auth;/);
  });

  it('are Secure when the request came over HTTPS (X-Forwarded-Proto)', async () => {
    const client = identity.client({ 'x-forwarded-proto': 'https' });
    await client.ok('register', newAccount());
    expect(client.setCookieHeaders).toHaveLength(2);
    for (const header of client.setCookieHeaders) {
      expect(header).toMatch(/; Secure/);
    }
  });
});
