import { randomUUID } from 'node:crypto';

import {
  Browser,
  freePort,
  type IdentityStack,
  newAccount,
  startIdentityStack,
} from './identity-harness';
import { claimsOf, startTestRealm, type TestRealm } from './identity-sso-realm';

jest.setTimeout(60_000);

type ExchangeAnswer = {
  status?: string;
  user?: Record<string, unknown>;
  code?: string;
  message?: string;
  details?: { reason?: string; retryAfterSeconds?: number };
};

const ssoClient = 'vitae-web';

describe('single sign-on: a realm access token exchanged for a session, against a real oidc-provider', () => {
  let realm: TestRealm;
  let stack: IdentityStack;
  let publicUrl: string;

  beforeAll(async () => {
    realm = await startTestRealm(await freePort(), [ssoClient, 'another-app']);
    const gatewayPort = await freePort();
    publicUrl = `http://127.0.0.1:${gatewayPort}`;
    stack = await startIdentityStack({
      GATEWAY_PORT: String(gatewayPort),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: realm.issuer,
      OIDC_SSO_CLIENT_ID: ssoClient,
      // The real ceilings: the last test reaches the login ceiling of this address.
      RATE_LIMIT_SCALE: '1',
    });
  });

  afterAll(async () => {
    await stack?.close();
    realm?.stop();
  });

  const exchange = (browser: Browser, accessToken: unknown, headers: Record<string, string> = {}) =>
    browser.call<ExchangeAnswer>('POST', '/api/auth/sso/exchange', { accessToken }, headers);

  /** A realm access token that only its expiry, client or signature keeps from signing in. */
  async function resigned(changes: Record<string, unknown>, signer: 'realm' | 'stranger' | 'hmac') {
    const genuine = claimsOf(await realm.accessToken(ssoClient, `re.${randomUUID()}@example.org`));
    return realm.sign({ ...genuine, jti: randomUUID(), ...changes }, signer);
  }

  const refusedAsInvalid = {
    status: 401,
    body: { code: 'UNAUTHENTICATED', details: { reason: 'invalid_token' } },
  };

  it('tells the web app which realm and client keycloak-js signs in with', async () => {
    const config = await new Browser(publicUrl).call('GET', '/api/auth/config');
    expect(config).toEqual({
      status: 200,
      body: {
        providers: ['email'],
        signupsDisabled: false,
        sso: { issuer: realm.issuer, clientId: ssoClient, keycloakUrl: null, realm: null },
      },
    });
  });

  it('signs a new person in with their realm token, sets the cookies and answers no token', async () => {
    const email = `katherine.${Date.now()}@example.org`;
    const browser = new Browser(publicUrl);
    const answer = await exchange(browser, await realm.accessToken(ssoClient, email));
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('authenticated');
    expect(answer.body.user).toMatchObject({ email, emailVerified: true, provider: 'oidc' });
    expect(JSON.stringify(answer.body)).not.toMatch(/eyJ/);
    expect(browser.cookies.get('vitae_access')?.attributes).toMatch(/HttpOnly/);
    expect(browser.cookies.get('vitae_refresh')?.attributes).toMatch(/HttpOnly/);
    const me = await browser.call<Record<string, unknown>>('GET', '/api/user/me');
    expect(me.body).toMatchObject({
      email,
      name: 'Katherine Johnson',
      username: email.split('@')[0],
    });

    const later = new Browser(publicUrl);
    await exchange(later, await realm.accessToken(ssoClient, email));
    expect((await later.call<{ id: string }>('GET', '/api/user/me')).body.id).toBe(me.body.id);
  });

  it('exchanges a token once: the same token again is refused', async () => {
    const token = await realm.accessToken(ssoClient, `once.${Date.now()}@example.org`);
    expect((await exchange(new Browser(publicUrl), token)).status).toBe(200);
    const replay = new Browser(publicUrl);
    expect(await exchange(replay, token)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED', details: { reason: 'token_used' } },
    });
    expect(replay.cookies.has('vitae_access')).toBe(false);
  });

  it('refuses an expired token, and takes the same claims signed again while they are fresh', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = new Browser(publicUrl);
    expect(
      await exchange(expired, await resigned({ iat: now - 600, exp: now - 300 }, 'realm')),
    ).toMatchObject(refusedAsInvalid);
    expect(expired.cookies.has('vitae_access')).toBe(false);
    const fresh = await exchange(
      new Browser(publicUrl),
      await resigned({ iat: now, exp: now + 300 }, 'realm'),
    );
    expect(fresh.body.status).toBe('authenticated');
  });

  it('refuses a token the realm issued to another application', async () => {
    const token = await realm.accessToken('another-app', `other.${Date.now()}@example.org`);
    expect(claimsOf(token)).toMatchObject({ azp: 'another-app', iss: realm.issuer });
    expect(await exchange(new Browser(publicUrl), token)).toMatchObject(refusedAsInvalid);
  });

  it('refuses a token signed by another key under the realm key id', async () => {
    expect(await exchange(new Browser(publicUrl), await resigned({}, 'stranger'))).toMatchObject(
      refusedAsInvalid,
    );
  });

  it('refuses an HS256 token and an unsigned one', async () => {
    expect(await exchange(new Browser(publicUrl), await resigned({}, 'hmac'))).toMatchObject(
      refusedAsInvalid,
    );
    const genuine = await realm.accessToken(ssoClient, `none.${Date.now()}@example.org`);
    const [, payload] = genuine.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString(
      'base64url',
    );
    expect(await exchange(new Browser(publicUrl), `${header}.${payload}.`)).toMatchObject(
      refusedAsInvalid,
    );
  });

  it('refuses a Keycloak ID token and anything that is not a JWT', async () => {
    expect(
      await exchange(new Browser(publicUrl), await resigned({ typ: 'ID' }, 'realm')),
    ).toMatchObject(refusedAsInvalid);
    expect(await exchange(new Browser(publicUrl), 'not-a-token')).toMatchObject(refusedAsInvalid);
    expect((await exchange(new Browser(publicUrl), undefined)).status).toBe(400);
  });

  it('quality: a realm token with an unverified email cannot take over a password account (QUALITY 21)', async () => {
    const account = newAccount();
    await new Browser(publicUrl).call('POST', '/api/auth/register', account);
    const intruder = new Browser(publicUrl);
    const answer = await exchange(
      intruder,
      await realm.accessToken(ssoClient, `unverified:${account.email}`),
    );
    expect(answer).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', details: { reason: 'email_unverified' } },
    });
    expect(intruder.cookies.has('vitae_access')).toBe(false);
    const login = await new Browser(publicUrl).call('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });

  it('sends a person with two-factor on to the code step', async () => {
    const email = `twofactor.${Date.now()}@example.org`;
    const browser = new Browser(publicUrl);
    await exchange(browser, await realm.accessToken(ssoClient, email));
    const setup = await browser.call<{ message: string }>('POST', '/api/auth/2fa/setup');
    const { authenticator } = await import('otplib');
    const secret = new URL(setup.body.message).searchParams.get('secret')!;
    const enabled = await browser.call('POST', '/api/auth/2fa/enable', {
      code: authenticator.generate(secret),
    });
    expect(enabled.status).toBe(200);

    const again = new Browser(publicUrl);
    const answer = await exchange(again, await realm.accessToken(ssoClient, email));
    expect(answer.body.status).toBe('2fa_required');
    expect(again.cookies.has('vitae_refresh')).toBe(false);
    expect((await again.call('GET', '/api/user/me')).status).toBe(401);
  });

  it('quality: refuses an exchange sent by a page of another site (QUALITY 20)', async () => {
    const browser = new Browser(publicUrl);
    const answer = await exchange(
      browser,
      await realm.accessToken(ssoClient, `csrf.${Date.now()}@example.org`),
      { origin: 'https://evil.example' },
    );
    expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(browser.cookies.has('vitae_access')).toBe(false);
  });

  // Last: it spends what is left of this address's login ceiling.
  it('counts exchanges against the login ceiling of the address (30 in 15 minutes)', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31 && !answers.includes(429); attempt += 1) {
      answers.push((await exchange(new Browser(publicUrl), `forged.${attempt}`)).status);
    }
    expect(answers.at(-1)).toBe(429);
    const valid = await exchange(
      new Browser(publicUrl),
      await realm.accessToken(ssoClient, `late.${Date.now()}@example.org`),
    );
    expect(valid).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 900 } },
    });
  });
});

describe('single sign-on when the deployment has none', () => {
  let stack: IdentityStack;

  beforeAll(async () => {
    stack = await startIdentityStack({ SIGNUPS_DISABLED: 'true' });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('answers sso: null in the configuration, and refuses an exchange', async () => {
    const browser = new Browser(stack.url);
    expect((await browser.call('GET', '/api/auth/config')).body).toEqual({
      providers: ['email'],
      signupsDisabled: true,
      sso: null,
    });
    expect(
      await browser.call('POST', '/api/auth/sso/exchange', { accessToken: 'anything' }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});
