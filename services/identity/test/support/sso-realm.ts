import { createHash, randomBytes } from 'node:crypto';

import { startFixtureIssuer } from './fixture-servers';
import { Navigator } from './navigator';

/** Where the realm sends the code; the tests read it from the redirect and never load the page. */
const realmRedirectUri = 'http://127.0.0.1:9/sso-landing';

/** A running test realm (`fixtures/sso-realm-server.mjs`) and what the tests ask of it. */
export type TestRealm = {
  issuer: string;
  /** Signs in at the realm's login form as `accountId` with `clientId` (PKCE S256); its access token. */
  accessToken(clientId: string, accountId: string): Promise<string>;
  /** Signs `payload` with the realm's key, another key under the same kid, or HS256. */
  sign(payload: Record<string, unknown>, signer: 'realm' | 'stranger' | 'hmac'): Promise<string>;
  stop(): void;
};

/** A public client of the realm, as keycloak-js would use it. */
function publicClient(clientId: string) {
  return {
    client_id: clientId,
    redirect_uris: [realmRedirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/** Starts the realm with these client ids. */
export async function startTestRealm(clientIds: string[]): Promise<TestRealm> {
  const { issuer, stop } = await startFixtureIssuer(
    'sso-realm-server.mjs',
    clientIds.map(publicClient),
  );

  async function accessToken(clientId: string, accountId: string): Promise<string> {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: realmRedirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const navigator = new Navigator({ stopAt: realmRedirectUri });
    const landed = await navigator.signIn(await navigator.go(authorize), accountId);
    const code = landed.url.searchParams.get('code');
    if (!code) {
      throw new Error(`the realm answered ${landed.url.toString()}`);
    }
    const tokens = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        code,
        redirect_uri: realmRedirectUri,
        code_verifier: verifier,
      }),
    });
    const body = (await tokens.json()) as { access_token?: string };
    if (!body.access_token) {
      throw new Error(`the realm gave no access token: ${JSON.stringify(body)}`);
    }
    return body.access_token;
  }

  return {
    issuer,
    accessToken,
    async sign(payload, signer) {
      const response = await fetch(`${issuer}/test/sign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload, signer }),
      });
      return response.text();
    },
    stop,
  };
}

/** The claims of a JWT, read without checking it (to alter and sign again). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<
    string,
    unknown
  >;
}
