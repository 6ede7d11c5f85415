import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** Where the realm sends the code; the tests read it from the redirect and never load the page. */
export const realmRedirectUri = 'http://127.0.0.1:9/sso-landing';

/** A running test realm (`fixtures/sso-realm-server.mjs`) and what the tests ask of it. */
export type TestRealm = {
  issuer: string;
  /** Signs in at the realm's login form as `accountId` with `clientId` (PKCE S256); its access token. */
  accessToken(clientId: string, accountId: string): Promise<string>;
  /** Signs `payload` with the realm's key, another key under the same kid, or HS256. */
  sign(payload: Record<string, unknown>, signer: 'realm' | 'stranger' | 'hmac'): Promise<string>;
  stop(): void;
};

/** Public clients of the realm, as keycloak-js would use them. */
export function publicClient(clientId: string) {
  return {
    client_id: clientId,
    redirect_uris: [realmRedirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/** Starts the realm on `port` with these client ids. */
export async function startTestRealm(port: number, clientIds: string[]): Promise<TestRealm> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(__dirname, 'fixtures', 'sso-realm-server.mjs'),
      String(port),
      JSON.stringify(clientIds.map(publicClient)),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the test realm exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /ready (\S+)/.exec(chunk.toString());
      if (match) {
        resolve(match[1]);
      }
    });
  });

  async function accessToken(clientId: string, accountId: string): Promise<string> {
    const jar = new Map<string, string>();
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
    let url = authorize.toString();
    let form: URLSearchParams | undefined;
    for (let step = 0; step < 20; step += 1) {
      if (url.startsWith(realmRedirectUri)) {
        const code = new URL(url).searchParams.get('code');
        if (!code) {
          throw new Error(`the realm answered ${url}`);
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
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form,
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const separator = pair.indexOf('=');
        jar.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).toString();
        form = undefined;
        continue;
      }
      // The dev interaction pages: a login form, then a consent form.
      const page = await response.text();
      form = page.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'anything' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('the realm kept redirecting');
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
    stop: () => child.kill('SIGTERM'),
  };
}

/** The claims of a JWT, read without checking it (to alter and sign again). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<
    string,
    unknown
  >;
}
