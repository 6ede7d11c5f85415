import { type FixtureIssuer, startFixtureIssuer } from '../support/fixture-servers';
import { runningIdentity } from '../support/identity-under-test';
import { Navigator } from '../support/navigator';
import { turnOnTwoFactor } from '../support/two-factor';

/** Where the gateway is reached; never loaded, the navigator hands its /api/auth routes to identity. */
const publicUrl = 'http://127.0.0.1:9';
const callbackPage = `${publicUrl}/auth/callback`;

describe('quality: OAuth and OpenID Connect against a real oidc-provider on loopback', () => {
  let oidc: FixtureIssuer;

  beforeAll(async () => {
    oidc = await startFixtureIssuer('oidc-server.mjs', {
      client_id: 'vitae',
      client_secret: 'vitae-test-secret',
      redirect_uris: [
        `${publicUrl}/api/auth/oidc/callback`,
        `${publicUrl}/api/auth/google/callback`,
      ],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    });
  });
  const identity = runningIdentity(async () => ({
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: 'vitae',
    OIDC_CLIENT_SECRET: 'vitae-test-secret',
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: 'vitae',
    GOOGLE_CLIENT_SECRET: 'vitae-test-secret',
  }));
  afterAll(() => {
    oidc?.stop();
  });

  const navigator = () =>
    new Navigator({ stopAt: callbackPage, publicUrl, identityUrl: identity.url });

  /** Signs in at the provider as `accountId` and consents; where the browser lands and its session. */
  async function signInWith(provider: 'oidc' | 'google', accountId: string) {
    const browser = navigator();
    const login = await browser.go(`${publicUrl}/api/auth/${provider}`);
    expect(login.url.origin).toBe(oidc.issuer);
    expect(login.body).toContain('Sign-in');
    const landed = await browser.signIn(login, accountId);
    return { landed: landed.url, client: identity.client().adopt(browser.jar(publicUrl)) };
  }

  it('lists the configured providers', async () => {
    expect(await identity.client().ok('authProviders')).toEqual(['email', 'google', 'oidc']);
  });

  it('creates an account on first sign-in and signs the same account in again later', async () => {
    const email = `grace.${Date.now()}@example.org`;
    const first = await signInWith('oidc', email);
    expect(first.landed.pathname).toBe('/auth/callback');
    expect(first.landed.searchParams.get('status')).toBe('authenticated');
    const me = await first.client.ok('me');
    expect(me).toMatchObject({
      email,
      emailVerified: true,
      provider: 'oidc',
      name: 'Grace Hopper',
      picture: 'https://example.org/grace.png',
      username: email.split('@')[0],
    });
    const again = await signInWith('oidc', email);
    expect(again.landed.searchParams.get('status')).toBe('authenticated');
    expect((await again.client.ok('me')).id).toBe(me.id);
  });

  it('signs in with google, configured like an OIDC provider with its own issuer', async () => {
    const { landed, client } = await signInWith('google', `g.${Date.now()}@example.org`);
    expect(landed.searchParams.get('status')).toBe('authenticated');
    expect((await client.ok('me')).provider).toBe('google');
  });

  it('handles a denied consent: back to /auth/callback with an error status and no session', async () => {
    const browser = navigator();
    const login = await browser.go(`${publicUrl}/api/auth/oidc`);
    const consent = await browser.go(login.url, {
      prompt: 'login',
      login: `no.${Date.now()}@example.org`,
    });
    const uid = consent.url.pathname.split('/').pop();
    const landed = await browser.go(`${oidc.issuer}/interaction/${uid}/abort`);
    expect(landed.url.pathname).toBe('/auth/callback');
    expect(Object.fromEntries(landed.url.searchParams)).toEqual({
      status: 'error',
      error: 'access_denied',
    });
    expect(browser.jar(publicUrl).cookies.has('vitae_access')).toBe(false);
  });

  it('refuses a wrong or missing state', async () => {
    const started = await fetch(`${identity.url}/auth/oidc`, { redirect: 'manual' });
    expect(started.status).toBe(302);
    const flowCookie = started.headers.getSetCookie().find((c) => c.startsWith('vitae_oauth='))!;
    expect(flowCookie).toMatch(/HttpOnly/);
    expect(flowCookie).toMatch(/SameSite=Lax/);
    const authorize = new URL(started.headers.get('location')!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const state = authorize.searchParams.get('state')!;
    const callback = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${identity.url}/auth/oidc/callback?${query}`, { redirect: 'manual', headers });
    const wrong = await callback(`code=anything&state=not-${state}`, {
      cookie: flowCookie.split(';')[0],
    });
    expect(wrong.status).toBe(302);
    expect(new URL(wrong.headers.get('location')!).search).toBe(
      '?status=error&error=invalid_state',
    );
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('vitae_access='))).toBe(false);
    const withoutCookie = await callback(`code=anything&state=${state}`);
    expect(new URL(withoutCookie.headers.get('location')!).search).toBe(
      '?status=error&error=invalid_state',
    );
  });

  it('links to an existing password account when the provider verified its email', async () => {
    const { account, user } = await identity.signedUp();
    const { landed, client } = await signInWith('oidc', account.email);
    expect(landed.searchParams.get('status')).toBe('authenticated');
    expect(await client.ok('me')).toMatchObject({ id: user.id, emailVerified: true });
  });

  it('quality: an OAuth login with an unverified email cannot take over a password account', async () => {
    const { account } = await identity.signedUp();
    const { landed, client } = await signInWith('oidc', `unverified:${account.email}`);
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      status: 'error',
      error: 'email_unverified',
    });
    expect(await client.code('me')).toBe('UNAUTHENTICATED');
    const login = await identity.client().logIn(account);
    expect(login.data?.status).toBe('authenticated');
  });

  it('sends an account with two-factor on to the code step', async () => {
    const email = `twofactor.${Date.now()}@example.org`;
    await turnOnTwoFactor((await signInWith('oidc', email)).client);
    const again = await signInWith('oidc', email);
    expect(again.landed.searchParams.get('status')).toBe('2fa_required');
    expect(await again.client.code('me')).toBe('UNAUTHENTICATED');
  });
});
