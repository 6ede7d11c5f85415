import { randomUUID } from 'node:crypto';

import { foreignOriginMessage } from '@vitae/service-kit';

import { type IdentityClient } from '../support/identity-client';
import { runningIdentity } from '../support/identity-under-test';
import { claimsOf, startTestRealm, type TestRealm } from '../support/sso-realm';
import { turnOnTwoFactor } from '../support/two-factor';

jest.setTimeout(60_000);

const ssoClient = 'vitae-web';

describe('single sign-on: a realm access token exchanged for a session, against a real oidc-provider', () => {
  let realm: TestRealm;

  beforeAll(async () => {
    realm = await startTestRealm([ssoClient, 'another-app']);
  });
  const identity = runningIdentity(async () => ({
    OIDC_ISSUER: realm.issuer,
    OIDC_SSO_CLIENT_ID: ssoClient,
    // The real ceilings: the last test reaches the login ceiling of this address.
    RATE_LIMIT_SCALE: '1',
  }));
  afterAll(() => {
    realm?.stop();
  });

  const exchange = (
    client: IdentityClient,
    accessToken: unknown,
    headers: Record<string, string> = {},
  ) => client.call('exchangeSsoToken', { accessToken }, headers);

  /** A realm access token that only its expiry, client or signature keeps from signing in. */
  async function resigned(changes: Record<string, unknown>, signer: 'realm' | 'stranger' | 'hmac') {
    const genuine = claimsOf(await realm.accessToken(ssoClient, `re.${randomUUID()}@example.org`));
    return realm.sign({ ...genuine, jti: randomUUID(), ...changes }, signer);
  }

  const refusedAsInvalid = {
    error: { code: 'UNAUTHENTICATED', details: { reason: 'invalid_token' } },
  };

  it('tells the web app which realm and client keycloak-js signs in with', async () => {
    expect(await identity.client().ok('authConfig')).toEqual({
      providers: ['email'],
      signupsDisabled: false,
      sso: { issuer: realm.issuer, clientId: ssoClient, keycloakUrl: null, realm: null },
    });
  });

  it('signs a new person in with their realm token, sets the cookies and answers no token', async () => {
    const email = `katherine.${Date.now()}@example.org`;
    const client = identity.client();
    const answer = await exchange(client, await realm.accessToken(ssoClient, email));
    expect(answer.data?.status).toBe('authenticated');
    expect(answer.data?.user).toMatchObject({ email, emailVerified: true, provider: 'oidc' });
    expect(JSON.stringify(answer.data)).not.toMatch(/eyJ/);
    expect(client.cookies.get('vitae_access')?.attributes).toMatch(/HttpOnly/);
    expect(client.cookies.get('vitae_refresh')?.attributes).toMatch(/HttpOnly/);
    const me = await client.ok('me');
    expect(me).toMatchObject({ email, name: 'Katherine Johnson', username: email.split('@')[0] });

    const later = identity.client();
    await exchange(later, await realm.accessToken(ssoClient, email));
    expect((await later.ok('me')).id).toBe(me.id);
  });

  it('exchanges a token once: the same token again is refused', async () => {
    const token = await realm.accessToken(ssoClient, `once.${Date.now()}@example.org`);
    expect((await exchange(identity.client(), token)).error).toBeUndefined();
    const replay = identity.client();
    expect(await exchange(replay, token)).toMatchObject({
      error: { code: 'UNAUTHENTICATED', details: { reason: 'token_used' } },
    });
    expect(replay.cookies.has('vitae_access')).toBe(false);
  });

  it('refuses an expired token, and takes the same claims signed again while they are fresh', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = identity.client();
    expect(
      await exchange(expired, await resigned({ iat: now - 600, exp: now - 300 }, 'realm')),
    ).toMatchObject(refusedAsInvalid);
    expect(expired.cookies.has('vitae_access')).toBe(false);
    const fresh = await exchange(
      identity.client(),
      await resigned({ iat: now, exp: now + 300 }, 'realm'),
    );
    expect(fresh.data?.status).toBe('authenticated');
  });

  it('refuses a token the realm issued to another application', async () => {
    const token = await realm.accessToken('another-app', `other.${Date.now()}@example.org`);
    expect(claimsOf(token)).toMatchObject({ azp: 'another-app', iss: realm.issuer });
    expect(await exchange(identity.client(), token)).toMatchObject(refusedAsInvalid);
  });

  it('refuses a token signed by another key under the realm key id', async () => {
    expect(await exchange(identity.client(), await resigned({}, 'stranger'))).toMatchObject(
      refusedAsInvalid,
    );
  });

  it('refuses an HS256 token and an unsigned one', async () => {
    expect(await exchange(identity.client(), await resigned({}, 'hmac'))).toMatchObject(
      refusedAsInvalid,
    );
    const genuine = await realm.accessToken(ssoClient, `none.${Date.now()}@example.org`);
    const [, payload] = genuine.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString(
      'base64url',
    );
    expect(await exchange(identity.client(), `${header}.${payload}.`)).toMatchObject(
      refusedAsInvalid,
    );
  });

  it('refuses a Keycloak ID token and anything that is not a JWT', async () => {
    expect(await exchange(identity.client(), await resigned({ typ: 'ID' }, 'realm'))).toMatchObject(
      refusedAsInvalid,
    );
    expect(await exchange(identity.client(), 'not-a-token')).toMatchObject(refusedAsInvalid);
    expect((await exchange(identity.client(), undefined)).error?.code).toBe('BAD_USER_INPUT');
  });

  it('quality: a realm token with an unverified email cannot take over a password account', async () => {
    const { account } = await identity.signedUp();
    const intruder = identity.client();
    const answer = await exchange(
      intruder,
      await realm.accessToken(ssoClient, `unverified:${account.email}`),
    );
    expect(answer).toMatchObject({
      error: { code: 'FORBIDDEN', details: { reason: 'email_unverified' } },
    });
    expect(intruder.cookies.has('vitae_access')).toBe(false);
    const login = await identity.client().logIn(account);
    expect(login.data?.status).toBe('authenticated');
  });

  it('sends a person with two-factor on to the code step', async () => {
    const email = `twofactor.${Date.now()}@example.org`;
    const client = identity.client();
    await exchange(client, await realm.accessToken(ssoClient, email));
    await turnOnTwoFactor(client);

    const again = identity.client();
    const answer = await exchange(again, await realm.accessToken(ssoClient, email));
    expect(answer.data?.status).toBe('2fa_required');
    expect(again.cookies.has('vitae_refresh')).toBe(false);
    expect(await again.code('me')).toBe('UNAUTHENTICATED');
  });

  it('quality: refuses an exchange sent by a page of another site', async () => {
    const client = identity.client();
    const answer = await exchange(
      client,
      await realm.accessToken(ssoClient, `csrf.${Date.now()}@example.org`),
      { origin: 'https://evil.example' },
    );
    expect(answer).toEqual({ error: { code: 'FORBIDDEN', message: foreignOriginMessage } });
    expect(client.cookies.has('vitae_access')).toBe(false);
  });

  // Last: it spends what is left of this address's login ceiling.
  it('counts exchanges against the login ceiling of the address (30 in 15 minutes)', async () => {
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 31 && !codes.includes('TOO_MANY_REQUESTS'); attempt += 1) {
      codes.push((await exchange(identity.client(), `forged.${attempt}`)).error?.code);
    }
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    const valid = await exchange(
      identity.client(),
      await realm.accessToken(ssoClient, `late.${Date.now()}@example.org`),
    );
    expect(valid).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 900 } },
    });
  });
});

describe('single sign-on when the deployment has none', () => {
  const identity = runningIdentity({ SIGNUPS_DISABLED: 'true' });

  it('answers sso: null in the configuration, and refuses an exchange', async () => {
    const client = identity.client();
    expect(await client.ok('authConfig')).toEqual({
      providers: ['email'],
      signupsDisabled: true,
      sso: null,
    });
    expect(await client.code('exchangeSsoToken', { accessToken: 'anything' })).toBe('FORBIDDEN');
  });
});
