import { createJwtVerifier, InvalidAccessTokenError } from '@vitae/service-kit';
import { serviceCallHeaders, startTestTokenIssuer } from '@vitae/service-kit/testing';

import { Browser, type IdentityStack, newAccount, startIdentityStack } from './identity-harness';

type User = Record<string, unknown> & { id: string; email: string | null; username: string };
type ErrorBody = { statusCode: number; code: string; message: string };

// Real servers on a shared two-core machine: argon2 and startups can take a while.
jest.setTimeout(30_000);

describe('identity through the gateway: accounts and sessions', () => {
  let stack: IdentityStack;

  beforeAll(async () => {
    stack = await startIdentityStack();
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  });

  async function registered(overrides: Record<string, string> = {}) {
    const browser = new Browser(stack.url);
    const account = newAccount(overrides);
    const response = await browser.call<User>('POST', '/api/auth/register', account);
    expect(response.status).toBe(201);
    return { browser, account, user: response.body };
  }

  describe('register', () => {
    it('creates the account, answers with the user and signs it in', async () => {
      const { browser, account, user } = await registered();
      expect(user).toMatchObject({
        name: account.name,
        username: account.username,
        email: account.email,
        locale: 'en-US',
        emailVerified: false,
        twoFactorEnabled: false,
        provider: 'email',
        picture: null,
      });
      expect(new Date(String(user.createdAt)).getTime()).not.toBeNaN();
      expect(Object.keys(user).sort()).toEqual([
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
      ]);
      const me = await browser.call<User>('GET', '/api/user/me');
      expect(me).toMatchObject({ status: 200, body: { id: user.id, email: account.email } });
    });

    it('defaults the locale to en-US and refuses one that is not supported', async () => {
      const browser = new Browser(stack.url);
      const { locale: _locale, ...withoutLocale } = newAccount();
      expect(
        (await browser.call<User>('POST', '/api/auth/register', withoutLocale)).body.locale,
      ).toBe('en-US');
      const bad = await browser.call<ErrorBody>(
        'POST',
        '/api/auth/register',
        newAccount({ locale: 'xx-XX' }),
      );
      expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    });

    it('refuses a taken email (in any case) or username with UserAlreadyExists', async () => {
      const { account } = await registered();
      const browser = new Browser(stack.url);
      const sameEmail = await browser.call<ErrorBody>(
        'POST',
        '/api/auth/register',
        newAccount({ email: account.email.toUpperCase() }),
      );
      expect(sameEmail).toEqual({
        status: 409,
        body: {
          statusCode: 409,
          code: 'UserAlreadyExists',
          message: 'A user with this email and/or username already exists.',
        },
      });
      const sameUsername = await browser.call<ErrorBody>(
        'POST',
        '/api/auth/register',
        newAccount({ username: account.username }),
      );
      expect(sameUsername.body.code).toBe('UserAlreadyExists');
    });

    it.each([
      [
        'a username with capitals',
        { username: 'Ada' },
        'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
      ],
      [
        'a username with a space',
        { username: 'ada lovelace' },
        'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
      ],
      ['a two-letter username', { username: 'ab' }, 'Username must be at least 3 characters long.'],
      ['a two-letter name', { name: 'Al' }, 'Name must be at least 3 characters long.'],
      ['an invalid email', { email: 'ada-at-example.org' }, 'Email must be a valid address.'],
      [
        'a five-character password',
        { password: '12345' },
        'Password must be at least 6 characters long.',
      ],
    ])('refuses %s with the SPEC §5 message', async (_case, overrides, message) => {
      const response = await new Browser(stack.url).call<ErrorBody>(
        'POST',
        '/api/auth/register',
        newAccount(overrides),
      );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', message });
    });

    it('answers 400 when a field is missing', async () => {
      const { password: _password, ...withoutPassword } = newAccount();
      const response = await new Browser(stack.url).call<ErrorBody>(
        'POST',
        '/api/auth/register',
        withoutPassword,
      );
      expect(response.status).toBe(400);
    });
  });

  describe('login', () => {
    it('signs in by email (any case) or by username', async () => {
      const { account, user } = await registered();
      const byEmail = await new Browser(stack.url).call('POST', '/api/auth/login', {
        identifier: account.email.toUpperCase(),
        password: account.password,
      });
      expect(byEmail).toMatchObject({
        status: 200,
        body: { status: 'authenticated', user: { id: user.id } },
      });
      const browser = new Browser(stack.url);
      const byUsername = await browser.call('POST', '/api/auth/login', {
        identifier: account.username,
        password: account.password,
      });
      expect(byUsername).toMatchObject({
        status: 200,
        body: { status: 'authenticated', user: { id: user.id, email: account.email } },
      });
      expect((await browser.call('GET', '/api/user/me')).status).toBe(200);
    });

    it('refuses a wrong password, an unknown account and a malformed username alike with InvalidCredentials', async () => {
      const { account } = await registered();
      const attempts = [
        { identifier: account.email, password: 'wrong password' },
        { identifier: 'nobody@example.org', password: account.password },
        { identifier: 'no-such-user', password: account.password },
        { identifier: 'Not A Username', password: account.password },
      ];
      for (const attempt of attempts) {
        const response = await new Browser(stack.url).call<ErrorBody>(
          'POST',
          '/api/auth/login',
          attempt,
        );
        expect(response).toEqual({
          status: 401,
          body: {
            statusCode: 401,
            code: 'InvalidCredentials',
            message: 'No user exists with the credentials provided.',
          },
        });
      }
    });
  });

  describe('cookies (QUALITY 20)', () => {
    it('are httpOnly and SameSite=Lax, not Secure over plain HTTP, the refresh cookie scoped to /api/auth', async () => {
      const { browser } = await registered();
      const access = browser.setCookieHeaders.find((header) => header.startsWith('vitae_access='))!;
      const refresh = browser.setCookieHeaders.find((header) =>
        header.startsWith('vitae_refresh='),
      )!;
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
      const browser = new Browser(stack.url, { 'x-forwarded-proto': 'https' });
      await browser.call('POST', '/api/auth/register', newAccount());
      expect(browser.setCookieHeaders).toHaveLength(2);
      for (const header of browser.setCookieHeaders) {
        expect(header).toMatch(/; Secure/);
      }
    });
  });

  describe('quality: state-changing requests from another site (QUALITY 20)', () => {
    it("are refused with FORBIDDEN, while the app's own origin and reads pass", async () => {
      const { browser, account } = await registered();
      const evil = { origin: 'https://evil.example' };
      const login = await new Browser(stack.url).call<ErrorBody>(
        'POST',
        '/api/auth/login',
        { identifier: account.email, password: account.password },
        evil,
      );
      expect(login).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(
        (await browser.call<ErrorBody>('DELETE', '/api/user/me', undefined, evil)).status,
      ).toBe(403);
      expect(
        (
          await browser.call<ErrorBody>(
            'PATCH',
            '/api/auth/password',
            { password: 'hijacked!' },
            evil,
          )
        ).status,
      ).toBe(403);
      expect((await browser.call('GET', '/api/user/me', undefined, evil)).status).toBe(200);
      const own = await new Browser(stack.url).call(
        'POST',
        '/api/auth/login',
        { identifier: account.email, password: account.password },
        { origin: 'http://localhost:3000' },
      );
      expect(own.status).toBe(200);
    });
  });

  describe('logout and refresh', () => {
    it('logout clears both cookies and the refresh token stops working', async () => {
      const { browser } = await registered();
      const stolen = browser.clone();
      const response = await browser.call('POST', '/api/auth/logout');
      expect(response.status).toBe(200);
      expect(browser.cookies.size).toBe(0);
      expect((await browser.call<ErrorBody>('GET', '/api/user/me')).status).toBe(401);
      const refresh = await stolen.call<ErrorBody>('POST', '/api/auth/refresh');
      expect(refresh).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    });

    it('refresh rotates the refresh token and renews the access token', async () => {
      const { browser, user } = await registered();
      const before = {
        ...Object.fromEntries([...browser.cookies].map(([name, cookie]) => [name, cookie.value])),
      };
      const refreshed = await browser.call<User>('POST', '/api/auth/refresh');
      expect(refreshed).toMatchObject({ status: 200, body: { id: user.id } });
      expect(browser.cookies.get('vitae_refresh')!.value).not.toBe(before.vitae_refresh);
      expect(browser.cookies.get('vitae_access')!.value).not.toBe(before.vitae_access);
      expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(200);
      expect((await browser.call('GET', '/api/user/me')).status).toBe(200);
    });

    it('quality: a refresh token used after rotation revokes the whole session family (QUALITY 16)', async () => {
      const { browser } = await registered();
      const attacker = browser.clone();
      expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(200);
      // The old token comes back: someone kept a copy. The family is revoked.
      const replay = await attacker.call<ErrorBody>('POST', '/api/auth/refresh');
      expect(replay).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      // ...so the legitimate holder of the newest token is signed out too.
      const victim = await browser.call<ErrorBody>('POST', '/api/auth/refresh');
      expect(victim.status).toBe(401);
    });

    it('refuses refresh without a refresh cookie', async () => {
      const response = await new Browser(stack.url).call<ErrorBody>('POST', '/api/auth/refresh');
      expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    });

    it('refuses an expired access token, then an expired refresh token', async () => {
      const short = await startIdentityStack({
        ACCESS_TOKEN_TTL_SECONDS: '1',
        REFRESH_TOKEN_TTL_SECONDS: '3',
      });
      try {
        const browser = new Browser(short.url);
        await browser.call('POST', '/api/auth/register', newAccount());
        const access = browser.cookies.get('vitae_access')!.value;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const stale = await browser.call<ErrorBody>('GET', '/api/user/me', undefined, {
          authorization: `Bearer ${access}`,
        });
        expect(stale).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
        expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 3500));
        expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(401);
      } finally {
        await short.close();
      }
    });
  });

  describe('the user', () => {
    it('GET /user/me without a session is UNAUTHENTICATED', async () => {
      const response = await new Browser(stack.url).call<ErrorBody>('GET', '/api/user/me');
      expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    });

    it('PATCH /user/me changes name, username, picture and locale', async () => {
      const { browser, user } = await registered();
      const username = `${user.username}-new`;
      const response = await browser.call<User>('PATCH', '/api/user/me', {
        name: 'Augusta Ada King',
        username,
        picture: 'https://example.org/ada.png',
        locale: 'fr-FR',
      });
      expect(response).toMatchObject({
        status: 200,
        body: {
          name: 'Augusta Ada King',
          username,
          picture: 'https://example.org/ada.png',
          locale: 'fr-FR',
        },
      });
      const cleared = await browser.call<User>('PATCH', '/api/user/me', { picture: null });
      expect(cleared.body.picture).toBeNull();
    });

    it('PATCH /user/me with a new email resets verification; a taken one is UserAlreadyExists', async () => {
      const { account: other } = await registered();
      const { browser, user } = await registered();
      await stack.identity.deps.database!.dataSource.query(
        'UPDATE users SET email_verified = true WHERE id = $1',
        [user.id],
      );
      const changed = await browser.call<User>('PATCH', '/api/user/me', {
        email: `new.${user.email}`,
      });
      expect(changed.body).toMatchObject({ email: `new.${user.email}`, emailVerified: false });
      const taken = await browser.call<ErrorBody>('PATCH', '/api/user/me', { email: other.email });
      expect(taken).toMatchObject({ status: 409, body: { code: 'UserAlreadyExists' } });
      const badName = await browser.call<ErrorBody>('PATCH', '/api/user/me', {
        username: 'Bad Name',
      });
      expect(badName).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    });

    it('PATCH /auth/password changes the password and ends the other sessions', async () => {
      const { browser, account } = await registered();
      const elsewhere = new Browser(stack.url);
      await elsewhere.call('POST', '/api/auth/login', {
        identifier: account.username,
        password: account.password,
      });
      const response = await browser.call('PATCH', '/api/auth/password', {
        password: 'a new password',
      });
      expect(response).toMatchObject({ status: 200, body: { message: expect.any(String) } });
      expect((await elsewhere.call('POST', '/api/auth/refresh')).status).toBe(401);
      expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(200);
      const old = await new Browser(stack.url).call('POST', '/api/auth/login', {
        identifier: account.username,
        password: account.password,
      });
      expect(old.status).toBe(401);
      const fresh = await new Browser(stack.url).call('POST', '/api/auth/login', {
        identifier: account.username,
        password: 'a new password',
      });
      expect(fresh.status).toBe(200);
      const short = await browser.call<ErrorBody>('PATCH', '/api/auth/password', {
        password: '123',
      });
      expect(short).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    });

    it('answers SecretsNotFound when an account has lost its secrets record', async () => {
      const { browser, user, account } = await registered();
      await stack.identity.deps.database!.dataSource.query(
        'DELETE FROM secrets WHERE user_id = $1',
        [user.id],
      );
      const login = await new Browser(stack.url).call<ErrorBody>('POST', '/api/auth/login', {
        identifier: account.email,
        password: account.password,
      });
      expect(login).toMatchObject({ status: 500, body: { code: 'SecretsNotFound' } });
      const change = await browser.call<ErrorBody>('PATCH', '/api/auth/password', {
        password: 'a new password',
      });
      expect(change.body.code).toBe('SecretsNotFound');
    });

    it('stores the password as argon2id, never as given (QUALITY 13)', async () => {
      const { user, account } = await registered();
      const [row] = (await stack.identity.deps.database!.dataSource.query(
        'SELECT password FROM secrets WHERE user_id = $1',
        [user.id],
      )) as { password: string }[];
      expect(row.password).toMatch(/^\$argon2id\$/);
      expect(row.password).not.toContain(account.password);
    });
  });

  describe('tokens other services accept', () => {
    it('publishes its keys at /.well-known/jwks.json, and the kit verifier accepts its access tokens', async () => {
      const { browser, user } = await registered();
      const jwks = await fetch(`${stack.identity.url}/.well-known/jwks.json`).then(
        (r) => r.json() as Promise<{ keys: Record<string, unknown>[] }>,
      );
      expect(jwks.keys.length).toBeGreaterThan(0);
      for (const key of jwks.keys) {
        expect(key).not.toHaveProperty('d');
        expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      }
      const verifier = createJwtVerifier({
        jwksUrl: `${stack.identity.url}/.well-known/jwks.json`,
        issuer: 'vitae',
        audience: 'vitae',
      });
      const claims = await verifier.verify(browser.cookies.get('vitae_access')!.value);
      expect(claims).toMatchObject({ sub: user.id, scopes: [], sid: expect.any(String) });
    });

    it('keeps its keys across a restart, and still publishes a rotated-away key while its tokens live', async () => {
      const db = { url: stack.databaseUrl, drop: async () => undefined };
      const first = await startIdentityStack({}, db);
      const browser = new Browser(first.url);
      await browser.call('POST', '/api/auth/register', newAccount());
      const kidsBefore = (await first.identity.identity.keys.jwks()).keys.map((key) => key.kid);
      await first.stop();
      const second = await startIdentityStack({}, db);
      try {
        const jwksUrl = `${second.identity.url}/.well-known/jwks.json`;
        const verifier = createJwtVerifier({ jwksUrl, issuer: 'vitae', audience: 'vitae' });
        const token = browser.cookies.get('vitae_access')!.value;
        await expect(verifier.verify(token)).resolves.toMatchObject({ scopes: [] });
        const kidAfterRotation = await second.identity.identity.keys.rotate();
        const published = (
          await fetch(jwksUrl).then((r) => r.json() as Promise<{ keys: { kid: string }[] }>)
        ).keys.map((k) => k.kid);
        expect(published).toEqual(expect.arrayContaining([...kidsBefore, kidAfterRotation]));
        await expect(verifier.verify(token)).resolves.toMatchObject({ scopes: [] });
      } finally {
        await second.stop();
      }
    });
  });

  describe('federation', () => {
    async function graphql(
      browser: Browser,
      query: string,
      variables: Record<string, unknown> = {},
    ) {
      return browser.call<{
        data?: Record<string, unknown>;
        errors?: { extensions: { code: string } }[];
      }>('POST', '/graphql', {
        query,
        variables,
      });
    }

    it('publicUser shows only id, name, username and picture to others (QUALITY 12), null when unknown', async () => {
      const { user } = await registered();
      const fields =
        'id name username picture email locale emailVerified twoFactorEnabled provider createdAt';
      const anonymous = await graphql(
        new Browser(stack.url),
        `query ($u: String!) { publicUser(username: $u) { ${fields} } }`,
        {
          u: user.username,
        },
      );
      expect(anonymous.body.data!.publicUser).toEqual({
        id: user.id,
        name: user.name,
        username: user.username,
        picture: null,
        email: null,
        locale: null,
        emailVerified: null,
        twoFactorEnabled: null,
        provider: null,
        createdAt: null,
      });
      const missing = await graphql(
        new Browser(stack.url),
        'query { publicUser(username: "no-such-user") { id } }',
      );
      expect(missing.body.data!.publicUser).toBeNull();
    });

    it('resolves User references through _entities, with the private fields only for that user', async () => {
      const { browser, user } = await registered();
      const { user: other } = await registered();
      const query = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id username email } } }`;
      const call = (as: Browser) =>
        fetch(`${stack.identity.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: as.cookieHeader('/'),
            ...serviceCallHeaders(),
          },
          body: JSON.stringify({
            query,
            variables: {
              r: [
                { __typename: 'User', id: user.id },
                { __typename: 'User', id: other.id },
              ],
            },
          }),
        }).then((r) => r.json() as Promise<{ data: { _entities: Record<string, unknown>[] } }>);
      const asUser = await call(browser);
      expect(asUser.data._entities).toEqual([
        { id: user.id, username: user.username, email: user.email },
        { id: other.id, username: other.username, email: null },
      ]);
      const anonymous = await call(new Browser(stack.url));
      expect(anonymous.data._entities.map((entity) => entity.email)).toEqual([null, null]);
    });

    it('me is refused without a session', async () => {
      const response = await graphql(new Browser(stack.url), '{ me { id } }');
      expect(response.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('signups disabled', () => {
    it('refuses registration with a clear message while login still works', async () => {
      const { account } = await registered();
      const closed = await startIdentityStack(
        { SIGNUPS_DISABLED: 'true' },
        { url: stack.databaseUrl, drop: async () => undefined },
      );
      try {
        const refused = await new Browser(closed.url).call<ErrorBody>(
          'POST',
          '/api/auth/register',
          newAccount(),
        );
        expect(refused).toMatchObject({
          status: 403,
          body: {
            code: 'FORBIDDEN',
            message: 'Signups are currently disabled by the administrator.',
          },
        });
        const login = await new Browser(closed.url).call('POST', '/api/auth/login', {
          identifier: account.email,
          password: account.password,
        });
        expect(login.status).toBe(200);
      } finally {
        await closed.stop();
      }
    });
  });

  describe('email sign-in disabled', () => {
    it('is not offered, and register and password login are refused', async () => {
      const { account } = await registered();
      const closed = await startIdentityStack(
        { EMAIL_AUTH_DISABLED: 'true' },
        { url: stack.databaseUrl, drop: async () => undefined },
      );
      try {
        expect((await new Browser(closed.url).call('GET', '/api/auth/providers')).body).toEqual([]);
        const login = await new Browser(closed.url).call<ErrorBody>('POST', '/api/auth/login', {
          identifier: account.email,
          password: account.password,
        });
        expect(login).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
        expect(
          (await new Browser(closed.url).call('POST', '/api/auth/register', newAccount())).status,
        ).toBe(403);
      } finally {
        await closed.stop();
      }
    });
  });

  it('treats a token signed by any other key as no token at all', async () => {
    const foreign = await startTestTokenIssuer();
    try {
      const { user } = await registered();
      const forged = await foreign.sign(user.id);
      const response = await new Browser(stack.url).call<ErrorBody>(
        'GET',
        '/api/user/me',
        undefined,
        {
          authorization: `Bearer ${forged}`,
        },
      );
      expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    } finally {
      await foreign.close();
    }
  });

  it('keeps InvalidAccessTokenError the refusal other services see for a garbage token', async () => {
    const verifier = createJwtVerifier({
      jwksUrl: `${stack.identity.url}/.well-known/jwks.json`,
      issuer: 'vitae',
      audience: 'vitae',
    });
    await expect(verifier.verify('not-a-token')).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });
});
