import { type RunningService } from '@vitae/service-kit';
import { serviceCallHeaders, testServiceCredential } from '@vitae/service-kit/testing';

import { PrivateNatsServer } from '../../../packages/service-kit/test/bus/private-nats-server';
import { captureStdout } from '../../identity/test/support/stdout-capture';
import { type AllInOne } from '../src/all-in-one/all-in-one';
import { Browser, newAccount } from './identity-harness';
import { startTestAllInOne } from './support/start-services';

// Every service and argon2 on a shared two-core machine.
jest.setTimeout(60_000);

/** A real 1x1 PNG: storage decodes uploads. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Answer = { status: number; body: Record<string, unknown> };

/** The one answer to any bad key (docs/api.md). */
const badKey = {
  status: 401,
  body: {
    statusCode: 401,
    code: 'UNAUTHENTICATED',
    message: 'The API key is invalid, expired or revoked.',
    details: { reason: 'api_key' },
  },
};

/** Allowed API key requests per minute in this file's identity. */
const perMinute = 25;

describe('personal API keys through the gateway (PostgreSQL and NATS JetStream)', () => {
  let nats: PrivateNatsServer;
  let vitae: AllInOne;
  let close: (() => Promise<void>) | undefined;
  let identity: RunningService;
  let resume: RunningService;
  let storage: RunningService;
  let render: RunningService;
  const log = captureStdout();
  const secrets: string[] = [];

  beforeAll(async () => {
    nats = await PrivateNatsServer.start();
    ({ vitae, close } = await startTestAllInOne(
      {
        RATE_LIMIT_SCALE: '1000',
        API_KEY_REQUESTS_PER_MINUTE: String(perMinute),
        NATS_URL: nats.url,
        INTERNAL_API_TOKEN: testServiceCredential(),
        LOG_LEVEL: 'info',
      },
      { postgres: true },
    ));
    const named = (name: string) => vitae.services.find((service) => service.service === name)!;
    identity = named('identity');
    resume = named('resume');
    storage = named('storage');
    render = named('render');
  }, 120_000);

  afterAll(async () => {
    await close?.();
    await nats?.stop();
    log.restore();
  });

  async function call(
    method: string,
    path: string,
    key: string | undefined,
    body?: unknown,
  ): Promise<Answer> {
    const response = await fetch(`${vitae.url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  }

  async function upload(key: string): Promise<number> {
    const form = new FormData();
    form.append('file', new Blob([onePixelPng], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${vitae.url}/api/storage/image`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}` },
      body: form,
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function signedUp() {
    const browser = new Browser(vitae.url);
    const account = newAccount();
    expect((await browser.call('POST', '/api/auth/register', account)).status).toBe(201);
    const makeKey = async (input: Record<string, unknown>) => {
      const made = await browser.call<{ secret: string; key: { id: string; scopes: string[] } }>(
        'POST',
        '/api/keys',
        { name: 'test', currentPassword: account.password, ...input },
      );
      expect(made.status).toBe(201);
      secrets.push(made.body.secret);
      return made.body;
    };
    return { browser, account, makeKey };
  }

  it('makes a key in a session with the current password, lists it without its secret', async () => {
    const { browser, account, makeKey } = await signedUp();
    const refused = await browser.call('POST', '/api/keys', { name: 'no password' });
    expect(refused.status).toBe(400);
    const wrong = await browser.call('POST', '/api/keys', {
      name: 'wrong',
      currentPassword: `${account.password}!`,
    });
    expect(wrong.status).toBe(401);
    const { secret, key } = await makeKey({ name: 'CI' });
    expect(key.scopes).toEqual(['read']);
    const listed = await browser.call<unknown[]>('GET', '/api/keys');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: key.id, name: 'CI' })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('acts as the owner within its scopes: 403 naming a missing scope', async () => {
    const { browser, makeKey } = await signedUp();
    const me = await browser.call<{ id: string }>('GET', '/api/user/me');
    const reader = (await makeKey({ scopes: ['read'] })).secret;
    const writer = (await makeKey({ scopes: ['read', 'write'] })).secret;

    expect(await call('GET', '/api/user/me', reader)).toMatchObject({
      status: 200,
      body: { id: me.body.id },
    });
    expect((await call('GET', '/api/resume', reader)).status).toBe(200);

    const created = await call('POST', '/api/resume', writer, { title: 'By key', slug: 'by-key' });
    expect(created).toMatchObject({ status: 201, body: { title: 'By key' } });
    expect(await call('POST', '/api/resume', reader, { title: 'Nope', slug: 'nope' })).toEqual({
      status: 403,
      body: {
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'This API key lacks the write scope.',
        details: { reason: 'api_key_scope', scope: 'write' },
      },
    });
    expect(await call('GET', `/api/resume/print/${String(created.body.id)}`, writer)).toMatchObject(
      {
        status: 403,
        body: { details: { scope: 'print' } },
      },
    );
    expect(await upload(reader)).toBe(403);
    expect(await upload(writer)).toBe(200);
    // The key acted as its owner: the resume is in the owner's list.
    const mine = await browser.call<{ title: string }[]>('GET', '/api/resume');
    expect(mine.body.map((resume) => resume.title)).toContain('By key');
  });

  it('never manages keys, password, email, two-factor or the account, nor reaches the graph', async () => {
    const { browser, account, makeKey } = await signedUp();
    const key = (await makeKey({ scopes: ['read', 'write', 'print'] })).secret;
    const keyId = (await browser.call<{ id: string }[]>('GET', '/api/keys')).body[0].id;
    for (const [method, path, body] of [
      ['GET', '/api/keys', undefined],
      ['POST', '/api/keys', { name: 'more', currentPassword: account.password }],
      ['DELETE', `/api/keys/${keyId}`, undefined],
      [
        'PATCH',
        '/api/auth/password',
        { password: 'x'.repeat(12), currentPassword: account.password },
      ],
      ['PATCH', '/api/user/me', { email: 'new@example.org', currentPassword: account.password }],
      ['POST', '/api/auth/2fa/setup', undefined],
      ['DELETE', '/api/user/me', undefined],
      ['POST', '/api/auth/logout', undefined],
      ['POST', '/graphql', { query: '{ me { id } }' }],
    ] as const) {
      const answer = await call(method, path, key, body);
      expect({ path, method, ...answer }).toEqual({
        path,
        method,
        status: 403,
        body: expect.objectContaining({
          code: 'FORBIDDEN',
          details: { reason: 'api_key_not_allowed' },
        }),
      });
    }
    // Nothing changed.
    expect((await browser.call('GET', '/api/keys')).body).toHaveLength(1);
    expect((await call('GET', '/api/user/me', key)).status).toBe(200);
  });

  it('answers a malformed, unknown, revoked or expired key with one 401 body', async () => {
    const { browser, makeKey } = await signedUp();
    const revoked = await makeKey({});
    expect((await browser.call('DELETE', `/api/keys/${revoked.key.id}`)).status).toBe(200);
    const expired = await makeKey({});
    const db = identity.deps.database!.dataSource;
    await db.query("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [
      expired.key.id,
    ]);
    for (const key of [
      'vitae_short',
      'nonsense',
      `vitae_${'B'.repeat(43)}`,
      revoked.secret,
      expired.secret,
    ]) {
      expect(await call('GET', '/api/resume', key)).toEqual(badKey);
      expect(await call('POST', '/api/resume', key, { title: 'x', slug: 'x' })).toEqual(badKey);
    }
  });

  it('quality: a revoked key is refused at once by the gateway and every service', async () => {
    const { browser, makeKey } = await signedUp();
    const { secret, key } = await makeKey({ scopes: ['read', 'write'] });
    // The short token the gateway gets for the key, as identity hands it out.
    const exchanged = await fetch(`${identity.url}/internal/api-keys/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...serviceCallHeaders() },
      body: JSON.stringify({ key: secret }),
    });
    const { accessToken } = (await exchanged.json()) as { accessToken: string };
    const made = await call('POST', '/api/resume', secret, { title: 'Revoked', slug: 'revoked' });
    expect(made.status).toBe(201);
    // Render reads the resume from the resume service as the token's holder (no Chromium for Markdown).
    const renderExport = `query ($r: [_Any!]!) { _entities(representations: $r) {
      ... on Resume { exportFile(format: md) { fileName } } } }`;
    const representations = [{ __typename: 'Resume', id: String(made.body.id) }];
    const direct = async () => {
      const ask = async (url: string, query: string, variables?: Record<string, unknown>) =>
        (
          (await (
            await fetch(`${url}/graphql`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${accessToken}`,
                ...serviceCallHeaders(),
              },
              body: JSON.stringify({ query, variables }),
            })
          ).json()) as { errors?: { extensions?: { code?: string } }[] }
        ).errors?.[0]?.extensions?.code ?? 'ok';
      const form = new FormData();
      form.append('file', new Blob([onePixelPng], { type: 'image/png' }), 'me.png');
      const stored = await fetch(`${storage.url}/api/storage/image`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${accessToken}` },
        body: form,
      });
      await stored.arrayBuffer();
      return {
        identity: await ask(identity.url, '{ me { id } }'),
        resume: await ask(resume.url, '{ resumes { id } }'),
        render: await ask(render.url, renderExport, { r: representations }),
        storage: stored.status,
      };
    };
    expect(await direct()).toEqual({ identity: 'ok', resume: 'ok', render: 'ok', storage: 200 });
    expect((await call('GET', '/api/resume', secret)).status).toBe(200);
    expect(await upload(secret)).toBe(200);

    expect((await browser.call('DELETE', `/api/keys/${key.id}`)).status).toBe(200);

    // The gateway asks identity on every request: refused from the next one.
    expect(await call('GET', '/api/user/me', secret)).toEqual(badKey);
    expect(await call('GET', '/api/resume', secret)).toEqual(badKey);
    expect(await upload(secret)).toBe(401);
    // A token already handed out for the key ends with the SessionsRevoked event.
    const refused = {
      identity: 'UNAUTHENTICATED',
      resume: 'UNAUTHENTICATED',
      // Render holds no session of its own: the resume service shows the token nothing any more.
      render: 'ResumeNotFound',
      storage: 401,
    };
    const deadline = Date.now() + 5_000;
    let answers = await direct();
    while (JSON.stringify(answers) !== JSON.stringify(refused) && Date.now() < deadline) {
      answers = await direct();
    }
    expect(answers).toEqual(refused);
  });

  it(`limits each key to ${perMinute} requests a minute: 429 with retryAfterSeconds`, async () => {
    const { makeKey } = await signedUp();
    const key = (await makeKey({})).secret;
    const other = (await makeKey({})).secret;
    for (let request = 0; request < perMinute; request += 1) {
      expect((await call('GET', '/api/resume', key)).status).toBe(200);
    }
    const limited = await fetch(`${vitae.url}/api/resume`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests with this API key.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    // Another key of the same account is not held back.
    expect((await call('GET', '/api/resume', other)).status).toBe(200);
  });

  it("quality: keys never reach the services' logs", () => {
    const text = log.text();
    expect(text).toContain('"msg":"incoming request"');
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      expect(text.includes(secret.slice(6))).toBe(false);
    }
  });
});
