import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

import {
  Browser,
  freePort,
  type IdentityStack,
  newAccount,
  startIdentityStack,
} from './identity-harness';

jest.setTimeout(60_000);

/** A browser that follows redirects across sites, keeping one cookie jar per origin. */
class Navigator {
  readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly stopAt: string) {}

  cookieFor(url: URL): string {
    return [...(this.jars.get(url.origin) ?? new Map<string, string>()).entries()]
      .map(([n, v]) => `${n}=${v}`)
      .join('; ');
  }

  /** Goes to `url` (or posts a form there) and follows redirects until a page answers or `stopAt` is reached. */
  async go(
    start: string,
    form?: Record<string, string>,
  ): Promise<{ url: URL; status: number; body: string }> {
    let url = new URL(start);
    let body: URLSearchParams | undefined = form ? new URLSearchParams(form) : undefined;
    for (let hops = 0; hops < 20; hops += 1) {
      if (url.toString().startsWith(this.stopAt)) {
        return { url, status: 0, body: '' };
      }
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          ...(this.cookieFor(url) ? { cookie: this.cookieFor(url) } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
      });
      const jar = this.jars.get(url.origin) ?? new Map<string, string>();
      this.jars.set(url.origin, jar);
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';').map((part) => part.trim());
        const [name, ...value] = pair.split('=');
        const expired = attributes.some(
          (a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a),
        );
        if (expired || value.join('=') === '') {
          jar.delete(name);
        } else {
          jar.set(name, value.join('='));
        }
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        body = undefined;
        continue;
      }
      return { url, status: response.status, body: await response.text() };
    }
    throw new Error('too many redirects');
  }
}

describe('quality: OAuth and OpenID Connect against a real oidc-provider on loopback (QUALITY 21)', () => {
  let oidc: ChildProcess;
  let issuer: string;
  let stack: IdentityStack;
  let publicUrl: string;

  beforeAll(async () => {
    const [oidcPort, gatewayPort] = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${gatewayPort}`;
    const client = {
      client_id: 'vitae',
      client_secret: 'vitae-test-secret',
      redirect_uris: [
        `${publicUrl}/api/auth/oidc/callback`,
        `${publicUrl}/api/auth/google/callback`,
      ],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    };
    oidc = spawn(
      process.execPath,
      [join(__dirname, 'fixtures', 'oidc-server.mjs'), String(oidcPort), JSON.stringify(client)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    issuer = await new Promise<string>((resolve, reject) => {
      oidc.once('exit', (code) => reject(new Error(`oidc-provider exited with ${code}`)));
      oidc.stdout!.on('data', (chunk: Buffer) => {
        const match = /ready (\S+)/.exec(chunk.toString());
        if (match) {
          resolve(match[1]);
        }
      });
    });
    stack = await startIdentityStack({
      GATEWAY_PORT: String(gatewayPort),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'vitae',
      OIDC_CLIENT_SECRET: 'vitae-test-secret',
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: 'vitae',
      GOOGLE_CLIENT_SECRET: 'vitae-test-secret',
    });
  });

  afterAll(async () => {
    await stack?.close();
    oidc?.kill('SIGTERM');
  });

  const callbackPage = () => `${publicUrl}/auth/callback`;

  /** Signs in at the provider as `accountId` and consents; returns where the browser lands and its session. */
  async function signInWith(provider: 'oidc' | 'google', accountId: string) {
    const navigator = new Navigator(callbackPage());
    const login = await navigator.go(`${publicUrl}/api/auth/${provider}`);
    expect(login.url.origin).toBe(issuer);
    expect(login.body).toContain('Sign-in');
    const consent = await navigator.go(login.url.toString(), {
      prompt: 'login',
      login: accountId,
      password: 'anything',
    });
    const landed = consent.url.toString().startsWith(callbackPage())
      ? consent
      : await navigator.go(consent.url.toString(), { prompt: 'consent' });
    const browser = new Browser(publicUrl);
    for (const [name, value] of navigator.jars.get(new URL(publicUrl).origin) ?? []) {
      browser.cookies.set(name, {
        value,
        path: name === 'vitae_access' ? '/' : '/api/auth',
        attributes: '',
      });
    }
    return { landed: landed.url, browser, navigator };
  }

  it('lists the configured providers', async () => {
    const response = await new Browser(publicUrl).call('GET', '/api/auth/providers');
    expect(response.body).toEqual(['email', 'google', 'oidc']);
  });

  it('creates an account on first sign-in and signs the same account in again later', async () => {
    const email = `grace.${Date.now()}@example.org`;
    const first = await signInWith('oidc', email);
    expect(first.landed.pathname).toBe('/auth/callback');
    expect(first.landed.searchParams.get('status')).toBe('authenticated');
    const me = await first.browser.call<Record<string, unknown>>('GET', '/api/user/me');
    expect(me).toMatchObject({
      status: 200,
      body: {
        email,
        emailVerified: true,
        provider: 'oidc',
        name: 'Grace Hopper',
        picture: 'https://example.org/grace.png',
      },
    });
    expect(me.body.username).toBe(email.split('@')[0]);
    const again = await signInWith('oidc', email);
    expect(again.landed.searchParams.get('status')).toBe('authenticated');
    expect((await again.browser.call<{ id: string }>('GET', '/api/user/me')).body.id).toBe(
      me.body.id,
    );
  });

  it('signs in with google, configured like an OIDC provider with its own issuer', async () => {
    const { landed, browser } = await signInWith('google', `g.${Date.now()}@example.org`);
    expect(landed.searchParams.get('status')).toBe('authenticated');
    expect((await browser.call<{ provider: string }>('GET', '/api/user/me')).body.provider).toBe(
      'google',
    );
  });

  it('handles a denied consent: back to /auth/callback with an error status and no session', async () => {
    const navigator = new Navigator(callbackPage());
    const login = await navigator.go(`${publicUrl}/api/auth/oidc`);
    const consent = await navigator.go(login.url.toString(), {
      prompt: 'login',
      login: `no.${Date.now()}@example.org`,
    });
    const uid = consent.url.pathname.split('/').pop();
    const landed = await navigator.go(`${issuer}/interaction/${uid}/abort`);
    expect(landed.url.pathname).toBe('/auth/callback');
    expect(Object.fromEntries(landed.url.searchParams)).toEqual({
      status: 'error',
      error: 'access_denied',
    });
    expect(navigator.jars.get(new URL(publicUrl).origin)?.has('vitae_access')).toBe(false);
  });

  it('refuses a wrong or missing state', async () => {
    const started = await fetch(`${publicUrl}/api/auth/oidc`, { redirect: 'manual' });
    expect(started.status).toBe(302);
    const flowCookie = started.headers.getSetCookie().find((c) => c.startsWith('vitae_oauth='))!;
    expect(flowCookie).toMatch(/HttpOnly/);
    expect(flowCookie).toMatch(/SameSite=Lax/);
    const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
    expect(
      new URL(started.headers.get('location')!).searchParams.get('code_challenge_method'),
    ).toBe('S256');
    const cookie = flowCookie.split(';')[0];
    const wrong = await fetch(
      `${publicUrl}/api/auth/oidc/callback?code=anything&state=not-${state}`,
      {
        redirect: 'manual',
        headers: { cookie },
      },
    );
    expect(wrong.status).toBe(302);
    expect(new URL(wrong.headers.get('location')!).search).toBe(
      '?status=error&error=invalid_state',
    );
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('vitae_access='))).toBe(false);
    const withoutCookie = await fetch(
      `${publicUrl}/api/auth/oidc/callback?code=anything&state=${state}`,
      { redirect: 'manual' },
    );
    expect(new URL(withoutCookie.headers.get('location')!).search).toBe(
      '?status=error&error=invalid_state',
    );
  });

  it('links to an existing password account when the provider verified its email', async () => {
    const account = newAccount();
    const registered = await new Browser(publicUrl).call<{ id: string }>(
      'POST',
      '/api/auth/register',
      account,
    );
    const { landed, browser } = await signInWith('oidc', account.email);
    expect(landed.searchParams.get('status')).toBe('authenticated');
    const me = await browser.call<{ id: string; emailVerified: boolean }>('GET', '/api/user/me');
    expect(me.body.id).toBe(registered.body.id);
    expect(me.body.emailVerified).toBe(true);
  });

  it('quality: an OAuth login with an unverified email cannot take over a password account (QUALITY 21)', async () => {
    const account = newAccount();
    const victim = new Browser(publicUrl);
    await victim.call('POST', '/api/auth/register', account);
    const { landed, browser } = await signInWith('oidc', `unverified:${account.email}`);
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      status: 'error',
      error: 'email_unverified',
    });
    expect((await browser.call('GET', '/api/user/me')).status).toBe(401);
    const login = await new Browser(publicUrl).call('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });

  it('sends an account with two-factor on to the code step', async () => {
    const { browser } = await signInWith('oidc', `twofactor.${Date.now()}@example.org`);
    const setup = await browser.call<{ message: string }>('POST', '/api/auth/2fa/setup');
    const { authenticator } = await import('otplib');
    const secret = new URL(setup.body.message).searchParams.get('secret')!;
    expect(
      (await browser.call('POST', '/api/auth/2fa/enable', { code: authenticator.generate(secret) }))
        .status,
    ).toBe(200);
    const me = await browser.call<{ email: string }>('GET', '/api/user/me');
    const again = await signInWith('oidc', me.body.email);
    expect(again.landed.searchParams.get('status')).toBe('2fa_required');
    expect((await again.browser.call('GET', '/api/user/me')).status).toBe(401);
  });
});
