import { foreignOriginMessage } from '@vitae/service-kit';

import { captureStdout } from '../../identity/test/support/stdout-capture';
import { codeAt, freshStep } from '../../identity/test/support/two-factor';
import { Browser, type IdentityStack, newAccount, startIdentityStack } from './identity-harness';

/**
 * The REST mapping of identity (docs/product.md#calls, src/rest/identity-routes.ts and the
 * OAuth proxy): each route runs its operation and shapes its answer, with the
 * documented status, the one error body, identity's cookies and redirects
 * passed on unchanged. What identity does is tested in services/identity/test.
 */

/** The fields of every route that answers with a user. */
const userKeys = [
  'createdAt',
  'email',
  'emailVerified',
  'id',
  'locale',
  'name',
  'picture',
  'provider',
  'twoFactorEnabled',
  'updatedAt',
  'username',
];

/** A GitHub client whose authorize page is never loaded: enough for the redirects to be checked. */
const github = {
  GITHUB_CLIENT_ID: 'gh-client',
  GITHUB_CLIENT_SECRET: 'gh-secret',
  GITHUB_AUTHORIZE_URL: 'https://github.example/login/oauth/authorize',
};

type Body = Record<string, unknown>;

describe('the identity REST routes through the gateway', () => {
  let stack: IdentityStack;

  beforeAll(async () => {
    // Three times the real ceilings: room for this file's sign-ups, and still a 429 within ten mails.
    stack = await startIdentityStack({ ...github, RATE_LIMIT_SCALE: '3' });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  });

  const browser = (headers?: Record<string, string>) => new Browser(stack.url, headers);

  it('answers the public reads: providers, configuration and languages', async () => {
    expect(await browser().call('GET', '/api/auth/providers')).toEqual({
      status: 200,
      body: ['email', 'github'],
    });
    expect(await browser().call('GET', '/api/auth/config')).toEqual({
      status: 200,
      body: { providers: ['email', 'github'], signupsDisabled: false, sso: null },
    });
    const languages = await browser().call<Body[]>('GET', '/api/translation/languages');
    expect(languages.status).toBe(200);
    expect(languages.body).toContainEqual({
      id: expect.any(String),
      name: expect.stringMatching(/^Français/),
      editorCode: 'fr',
      locale: 'fr-FR',
    });
  });

  it('maps the account routes, from register (201) to delete', async () => {
    const you = browser();
    const account = newAccount();
    const registered = await you.call<Body>('POST', '/api/auth/register', account);
    expect(registered.status).toBe(201);
    expect(Object.keys(registered.body).sort()).toEqual(userKeys);
    expect(registered.body).toMatchObject({ username: account.username, email: account.email });
    const { id } = registered.body;
    expect(await you.call('GET', '/api/user/me')).toMatchObject({ status: 200, body: { id } });
    // Only the profile's string fields are passed on, and a null picture clears it.
    const changed = await you.call('PATCH', '/api/user/me', {
      name: 'Augusta Ada King',
      username: 42,
      picture: null,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { name: 'Augusta Ada King', username: account.username, picture: null },
    });
    expect(
      await you.call('PATCH', '/api/auth/password', {
        password: 'a new password',
        currentPassword: account.password,
      }),
    ).toEqual({
      status: 200,
      body: { message: 'Your password has been changed.' },
    });
    const refreshed = await you.call<Body>('POST', '/api/auth/refresh');
    expect(refreshed).toMatchObject({ status: 200, body: { id } });
    expect(Object.keys(refreshed.body).sort()).toEqual(userKeys);
    expect(await you.call('POST', '/api/auth/verify-email/resend')).toMatchObject({
      status: 200,
      body: { message: expect.any(String) },
    });
    // The token travels in the query.
    expect(await you.call('POST', '/api/auth/verify-email?token=made-up')).toMatchObject({
      status: 400,
      body: { code: 'InvalidVerificationToken' },
    });
    expect(
      await browser().call('POST', '/api/auth/forgot-password', { email: account.email }),
    ).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect(
      await browser().call('POST', '/api/auth/reset-password', {
        token: 'made-up',
        password: 'another password',
      }),
    ).toMatchObject({ status: 400, body: { code: 'InvalidResetToken' } });
    expect(await you.call('POST', '/api/auth/logout')).toEqual({
      status: 200,
      body: { message: 'You have been signed out.' },
    });
    const login = await you.call<Body>('POST', '/api/auth/login', {
      identifier: account.email,
      password: 'a new password',
    });
    expect(login).toMatchObject({ status: 200, body: { status: 'authenticated', user: { id } } });
    expect(Object.keys(login.body.user as Body).sort()).toEqual(userKeys);
    expect(await you.call('DELETE', '/api/user/me')).toEqual({
      status: 200,
      body: { message: 'Your account and all its data have been deleted.' },
    });
    expect((await you.call('GET', '/api/user/me')).status).toBe(401);
  });

  it('maps the two-factor routes: setup, enable, verify and backup on a pending login, disable', async () => {
    const you = browser();
    const account = newAccount();
    await you.call('POST', '/api/auth/register', account);
    await freshStep();
    const setup = await you.call<{ message: string }>('POST', '/api/auth/2fa/setup');
    expect(setup.status).toBe(200);
    const secret = new URL(setup.body.message).searchParams.get('secret')!;
    const enabled = await you.call<{ backupCodes: string[] }>('POST', '/api/auth/2fa/enable', {
      code: codeAt(secret, -1),
    });
    expect(enabled.status).toBe(200);
    expect(Object.keys(enabled.body)).toEqual(['backupCodes']);
    expect(enabled.body.backupCodes).toHaveLength(10);

    const pending = async () => {
      const later = browser();
      const login = await later.call('POST', '/api/auth/login', {
        identifier: account.username,
        password: account.password,
      });
      expect(login).toMatchObject({ status: 200, body: { status: '2fa_required' } });
      return later;
    };
    const byCode = await (
      await pending()
    ).call<Body>('POST', '/api/auth/2fa/verify', {
      code: codeAt(secret),
    });
    expect(byCode.status).toBe(200);
    expect(Object.keys(byCode.body).sort()).toEqual(userKeys);
    const byBackup = await (
      await pending()
    ).call<Body>('POST', '/api/auth/2fa/backup', {
      code: enabled.body.backupCodes[0],
    });
    expect(byBackup).toMatchObject({ status: 200, body: { twoFactorEnabled: true } });
    // Turning it off takes the password and a code (here a backup code).
    expect(
      await you.call('POST', '/api/auth/2fa/disable', { code: enabled.body.backupCodes[1] }),
    ).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(
      await you.call('POST', '/api/auth/2fa/disable', {
        code: enabled.body.backupCodes[1],
        currentPassword: 'not the password',
      }),
    ).toMatchObject({ status: 401, body: { code: 'InvalidCredentials' } });
    expect(
      await you.call('POST', '/api/auth/2fa/disable', {
        code: enabled.body.backupCodes[1],
        currentPassword: account.password,
      }),
    ).toMatchObject({
      status: 200,
      body: { message: expect.any(String) },
    });
  });

  it('answers every refusal with the one error body {statusCode, code, message, details?} and its status', async () => {
    const { status, body } = await browser().call('POST', '/api/auth/register', newAccount());
    expect(status).toBe(201);
    const account = { identifier: body.username, password: 'correct horse battery' };
    expect(
      await browser().call('POST', '/api/auth/login', { ...account, password: 'wrong' }),
    ).toEqual({
      status: 401,
      body: {
        statusCode: 401,
        code: 'InvalidCredentials',
        message: 'No user exists with the credentials provided.',
      },
    });
    expect(
      await browser().call('POST', '/api/auth/register', newAccount({ email: String(body.email) })),
    ).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        code: 'UserAlreadyExists',
        message: 'A user with this email and/or username already exists.',
      },
    });
    expect(await browser().call('GET', '/api/user/me')).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHENTICATED', message: expect.any(String) },
    });
    expect(
      await browser().call('POST', '/api/auth/register', newAccount({ name: 'Ada\u0000' })),
    ).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'BAD_USER_INPUT',
        message: expect.any(String),
        details: [expect.objectContaining({ path: 'name' })],
      },
    });
    // A field missing from the JSON body is a variable GraphQL names missing.
    const { password: _password, ...withoutPassword } = newAccount();
    expect(await browser().call('POST', '/api/auth/register', withoutPassword)).toMatchObject({
      status: 400,
      body: { statusCode: 400, code: 'BAD_USER_INPUT' },
    });
    expect(
      await browser().call('POST', '/api/auth/sso/exchange', { accessToken: 'anything' }),
    ).toMatchObject({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN' } });
    expect(
      await browser({ origin: 'https://evil.example' }).call('POST', '/api/auth/login', account),
    ).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: foreignOriginMessage },
    });
    await stack.identity.sql('DELETE FROM secrets WHERE user_id = $1', [body.id]);
    expect(await browser().call('POST', '/api/auth/login', account)).toMatchObject({
      status: 500,
      body: { statusCode: 500, code: 'SecretsNotFound' },
    });
  });

  it('answers TOO_MANY_REQUESTS with 429 and how long to wait', async () => {
    const email = newAccount().email;
    const answers: number[] = [];
    // Three mails an hour per address, times the scale of 3.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await browser().call('POST', '/api/auth/forgot-password', { email })).status);
    }
    expect(answers).toEqual([...Array<number>(9).fill(200), 429]);
    expect(await browser().call('POST', '/api/auth/forgot-password', { email })).toEqual({
      status: 429,
      body: {
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts. Please wait a while and try again.',
        details: { retryAfterSeconds: 3600 },
      },
    });
  });

  describe('email enumeration and mail to anyone', () => {
    it('PATCH /api/user/me with a new email answers the same 200 for a taken and a free address, needs the current password, and is limited per account with 429 and retryAfterSeconds', async () => {
      const taken = newAccount();
      await browser().call('POST', '/api/auth/register', taken);
      const you = browser();
      const account = newAccount();
      await you.call('POST', '/api/auth/register', account);
      expect(
        await you.call('PATCH', '/api/user/me', { email: taken.email, currentPassword: 'guess' }),
      ).toMatchObject({ status: 401, body: { code: 'InvalidCredentials' } });
      const change = (email: string) =>
        you.call<Body>('PATCH', '/api/user/me', { email, currentPassword: account.password });
      const answers: { status: number; body: Body }[] = [];
      // Five an hour per account, times the scale of 3.
      for (let attempt = 0; attempt < 15; attempt += 1) {
        answers.push(await change(attempt % 2 ? newAccount().email : taken.email));
      }
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 200,
          body: { ...answers[0].body, email: account.email, updatedAt: expect.any(String) },
        });
      }
      expect(await change(newAccount().email)).toEqual({
        status: 429,
        body: {
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts. Please wait a while and try again.',
          details: { retryAfterSeconds: 3600 },
        },
      });
    });

    it('POST /api/auth/verify-email/resend is limited per account (429 with retryAfterSeconds); POST /api/auth/confirm-email takes its token in the query', async () => {
      const you = browser();
      await you.call('POST', '/api/auth/register', newAccount());
      const statuses: number[] = [];
      // Three an hour per account, times the scale of 3.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        statuses.push((await you.call('POST', '/api/auth/verify-email/resend')).status);
      }
      expect(statuses).toEqual([...Array<number>(9).fill(200), 429]);
      expect(await you.call('POST', '/api/auth/verify-email/resend')).toMatchObject({
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 3600 } },
      });
      expect(await browser().call('POST', '/api/auth/confirm-email?token=made-up')).toMatchObject({
        status: 400,
        body: { code: 'InvalidVerificationToken' },
      });
    });
  });

  it("passes identity's session cookies on with their attributes, Secure behind HTTPS, cleared on logout", async () => {
    const you = browser();
    await you.call('POST', '/api/auth/register', newAccount());
    const [access, refresh] = you.setCookieHeaders;
    expect(access).toMatch(/^vitae_access=[^;]+; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax$/);
    expect(refresh).toMatch(
      /^vitae_refresh=[^;]+; Path=\/api\/auth; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    await you.call('POST', '/api/auth/logout');
    expect(you.setCookieHeaders.slice(2)).toEqual([
      expect.stringMatching(/^vitae_access=; Path=\/; Max-Age=0;/),
      expect.stringMatching(/^vitae_refresh=; Path=\/api\/auth; Max-Age=0;/),
    ]);
    expect(you.cookies.size).toBe(0);

    const overHttps = browser({ 'x-forwarded-proto': 'https' });
    await overHttps.call('POST', '/api/auth/register', newAccount());
    expect(overHttps.setCookieHeaders).toEqual([
      expect.stringMatching(/; Secure$/),
      expect.stringMatching(/; Secure$/),
    ]);
  });

  it("passes the OAuth redirects and identity's flow cookie through, and answers an unconfigured provider 404", async () => {
    const started = await fetch(`${stack.url}/api/auth/github`, { redirect: 'manual' });
    expect(started.status).toBe(302);
    const authorize = new URL(started.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(github.GITHUB_AUTHORIZE_URL);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/github/callback',
    );
    const [flow] = started.headers.getSetCookie();
    expect(flow).toMatch(
      /^vitae_oauth=[^;]+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // The cookie and the query reach identity: the state checks out, and only the code is missing.
    const back = await fetch(
      `${stack.url}/api/auth/github/callback?state=${authorize.searchParams.get('state')}`,
      { redirect: 'manual', headers: { cookie: flow.split(';')[0] } },
    );
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(
      'http://localhost:3000/auth/callback?status=error&error=missing_code',
    );
    expect(back.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^vitae_oauth=; .*Max-Age=0/),
    ]);
    expect(await browser().call('GET', '/api/auth/google')).toEqual({
      status: 404,
      body: {
        statusCode: 404,
        code: 'NotFound',
        message: 'Signing in with google is not configured.',
      },
    });
  });
});

describe("quality: no password, token or code reaches the gateway's log", () => {
  it('logs the REST requests without the secrets in their bodies, queries and cookies', async () => {
    const log = captureStdout();
    try {
      const stack = await startIdentityStack(github, { LOG_LEVEL: 'info' });
      try {
        const you = new Browser(stack.url);
        const account = newAccount({ password: 'PASSWORD-IN-THE-BODY' });
        await you.call('POST', '/api/auth/register', account);
        await you.call('POST', '/api/auth/login', {
          identifier: account.email,
          password: account.password,
        });
        await you.call('POST', '/api/auth/verify-email?token=TOKEN-IN-THE-QUERY');
        await you.call('POST', '/api/auth/reset-password', {
          token: 'TOKEN-IN-THE-BODY',
          password: 'PASSWORD-IN-THE-BODY',
        });
        await you.call('POST', '/api/auth/refresh');
        await fetch(`${stack.url}/api/auth/github/callback?code=CODE-IN-THE-QUERY&state=STATE`, {
          redirect: 'manual',
        });
      } finally {
        await stack.close();
      }
    } finally {
      log.restore();
    }
    const lines = log.text().split('\n');
    expect(
      lines.some(
        (line) => line.includes('"service":"gateway"') && line.includes('"msg":"incoming request"'),
      ),
    ).toBe(true);
    for (const secret of [
      'PASSWORD-IN-THE-BODY',
      'TOKEN-IN-THE-QUERY',
      'TOKEN-IN-THE-BODY',
      'CODE-IN-THE-QUERY',
      'vitae_refresh=',
      'vitae_access=',
    ]) {
      expect({ secret, found: log.text().includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
