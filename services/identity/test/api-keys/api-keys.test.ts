import { serviceCallHeaders } from '@vitae/service-kit/testing';

import { type IdentityClient } from '../support/identity-client';
import { runningIdentity } from '../support/identity-under-test';

const keyFields = 'id name prefix scopes createdAt expiresAt lastUsedAt revokedAt';

type Key = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

type Answer<T> = { data?: T; code?: string; message?: string; details?: unknown };

async function run<T>(
  client: IdentityClient,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const answer = await client.graphql<Record<string, T>>(query, variables, headers);
  const [error] = answer.errors ?? [];
  if (error) {
    return {
      code: error.extensions?.code,
      message: error.message,
      details: error.extensions?.details,
    };
  }
  return { data: Object.values(answer.data ?? {})[0] };
}

const createKey = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret key { ${keyFields} } }
}`;
const listKeys = `query { apiKeys { ${keyFields} } }`;
const revokeKey = `mutation ($id: ID!) { revokeApiKey(id: $id) { ${keyFields} } }`;

/** The claims of a JWT, unchecked: the test only reads what identity put there. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('personal API keys (docs/api.md)', () => {
  const identity = runningIdentity();

  /** What the gateway asks identity for a key: status and body. */
  async function authenticate(key: unknown, credential = true) {
    const response = await fetch(`${identity.url}/internal/api-keys/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(credential ? serviceCallHeaders() : {}) },
      body: JSON.stringify({ key }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function newKey(client: IdentityClient, password: string, input = {}) {
    const created = await run<{ secret: string; key: Key }>(client, createKey, {
      input: { name: 'CI', currentPassword: password, ...input },
    });
    if (!created.data) {
      throw new Error(`createApiKey was refused: ${JSON.stringify(created)}`);
    }
    return created.data;
  }

  it('makes a key only with the current password, shows the secret once and stores only its hash', async () => {
    const { client, account } = await identity.signedUp();
    const missing = await run(client, createKey, { input: { name: 'CI' } });
    expect(missing).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [{ path: 'currentPassword' }],
    });
    const wrong = await run(client, createKey, {
      input: { name: 'CI', currentPassword: 'not the password' },
    });
    expect(wrong.code).toBe('InvalidCredentials');

    const before = Date.now();
    const { secret, key } = await newKey(client, account.password);
    expect(secret).toMatch(/^vitae_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'CI',
      prefix: secret.slice(0, 12),
      scopes: ['read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    const days = (Date.parse(key.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const rows = await identity.sql<Record<string, unknown>>(
      'SELECT * FROM api_keys WHERE id = $1',
      [key.id],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(secret.slice(12));
    expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await run<Key[]>(client, listKeys);
    expect(listed.data).toEqual([key]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('refuses a bad name, scope or expiry', async () => {
    const { client, account } = await identity.signedUp();
    const currentPassword = account.password;
    for (const input of [
      { name: '  ' },
      { name: 'x'.repeat(61) },
      { name: 'CI', scopes: ['admin'] },
      { name: 'CI', scopes: [] },
      { name: 'CI', expiresInDays: 0 },
      { name: 'CI', expiresInDays: 366 },
    ]) {
      const answer = await run(client, createKey, { input: { ...input, currentPassword } });
      expect(answer.code).toBe('BAD_USER_INPUT');
    }
  });

  it('exchanges a good key for a short token of its owner and scopes, and records its use', async () => {
    const { client, account, user } = await identity.signedUp();
    const { secret, key } = await newKey(client, account.password, {
      scopes: ['print', 'read', 'write'],
      expiresInDays: 7,
    });
    expect(key.scopes).toEqual(['read', 'write', 'print']);
    const { status, body } = await authenticate(secret);
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: user.id, keyId: key.id, scopes: key.scopes });
    const claims = claimsOf(body.accessToken as string);
    expect(claims).toMatchObject({ sub: user.id, sid: key.id, scopes: key.scopes });
    expect((claims.exp as number) - (claims.iat as number)).toBe(60);
    const [listed] = (await run<Key[]>(client, listKeys)).data!;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('answers a malformed, unknown, revoked or expired key with one body', async () => {
    const { client, account } = await identity.signedUp();
    const revoked = await newKey(client, account.password);
    expect((await run<Key>(client, revokeKey, { id: revoked.key.id })).data?.revokedAt).toEqual(
      expect.any(String),
    );
    const expired = await newKey(client, account.password);
    await identity.sql(
      "UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expired.key.id],
    );
    const unknown = `vitae_${'A'.repeat(43)}`;
    const answers = await Promise.all(
      ['vitae_short', 'not a key at all', unknown, revoked.secret, expired.secret, 42].map((key) =>
        authenticate(key),
      ),
    );
    const [first] = answers;
    expect(first.status).toBe(401);
    expect(first.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'The API key is invalid, expired or revoked.',
      details: { reason: 'api_key' },
    });
    for (const answer of answers) {
      expect(answer).toEqual(first);
    }
  });

  it('answers only callers holding the service credential', async () => {
    const { client, account } = await identity.signedUp();
    const { secret } = await newKey(client, account.password);
    const { status, body } = await authenticate(secret, false);
    expect(status).toBe(401);
    expect(body).not.toHaveProperty('accessToken');
  });

  it("lets a key's token read the profile only: never keys, password, email, two-factor or the account", async () => {
    const { client, account, user } = await identity.signedUp();
    const reader = await newKey(client, account.password, { scopes: ['read', 'write'] });
    const writer = await newKey(client, account.password, { scopes: ['write'] });
    const token = async (secret: string) => (await authenticate(secret)).body.accessToken as string;
    const asKey = { authorization: `Bearer ${await token(reader.secret)}` };
    const keyClient = identity.client(asKey);

    expect((await keyClient.call('me')).data?.id).toBe(user.id);
    const refused = [
      ['apiKeys', listKeys, {}],
      ['createApiKey', createKey, { input: { name: 'x', currentPassword: account.password } }],
      ['revokeApiKey', revokeKey, { id: reader.key.id }],
      [
        'updateMe',
        'mutation ($input: UpdateUserInput!) { updateMe(input: $input) { id } }',
        { input: { email: 'new@example.org', currentPassword: account.password } },
      ],
      [
        'updatePassword',
        'mutation ($p: String!, $c: String) { updatePassword(password: $p, currentPassword: $c) { message } }',
        { p: 'another good password', c: account.password },
      ],
      ['setupTwoFactor', 'mutation { setupTwoFactor { message } }', {}],
      ['deleteMe', 'mutation { deleteMe { message } }', {}],
    ] as const;
    for (const [name, query, variables] of refused) {
      const answer = await run(keyClient, query, variables);
      expect({ name, code: answer.code }).toEqual({ name, code: 'FORBIDDEN' });
    }
    // Nothing changed: the account still has its two keys and its password.
    expect((await run<Key[]>(client, listKeys)).data).toHaveLength(2);
    expect((await identity.client().logIn(account)).error).toBeUndefined();

    const writeOnly = identity.client({
      authorization: `Bearer ${await token(writer.secret)}`,
    });
    const me = await writeOnly.call('me');
    expect(me.error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This API key lacks the read scope.',
      details: { scope: 'read' },
    });
  });

  it("revokes at once: the key is refused and its tokens' session ends everywhere", async () => {
    const { client, account } = await identity.signedUp();
    const { secret, key } = await newKey(client, account.password);
    const accessToken = (await authenticate(secret)).body.accessToken as string;
    const keyClient = identity.client({ authorization: `Bearer ${accessToken}` });
    expect((await keyClient.call('me')).error).toBeUndefined();

    const revoked = await run<Key>(client, revokeKey, { id: key.id });
    expect(revoked.data?.revokedAt).toEqual(expect.any(String));
    expect((await authenticate(secret)).status).toBe(401);
    // The token handed out before is refused once the SessionsRevoked event arrives.
    await until(async () => (await keyClient.code('me')) === 'UNAUTHENTICATED', 'the revocation');
    // Revoking again changes nothing; another account's key is not found.
    expect((await run<Key>(client, revokeKey, { id: key.id })).data?.revokedAt).toBe(
      revoked.data?.revokedAt,
    );
    const other = await identity.signedUp();
    expect((await run(other.client, revokeKey, { id: key.id })).code).toBe('NotFound');
  });

  it('a deleted account takes its keys with it', async () => {
    const { client, account } = await identity.signedUp();
    const { secret } = await newKey(client, account.password);
    expect((await authenticate(secret)).status).toBe(200);
    expect((await client.call('deleteMe')).error).toBeUndefined();
    expect((await authenticate(secret)).status).toBe(401);
  });

  it('counts each use against the key: past its ceiling, 429 with retryAfterSeconds', async () => {
    await identity.secondInstance(
      { API_KEY_REQUESTS_PER_MINUTE: '3', RATE_LIMIT_SCALE: '1' },
      async (limited) => {
        const { client, account } = await limited.signedUp();
        const first = await newKey(client, account.password);
        const second = await newKey(client, account.password);
        const ask = async (key: string) => {
          const response = await fetch(`${limited.url}/internal/api-keys/authenticate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...serviceCallHeaders() },
            body: JSON.stringify({ key }),
          });
          return { status: response.status, body: (await response.json()) as unknown };
        };
        for (let use = 0; use < 3; use += 1) {
          expect((await ask(first.secret)).status).toBe(200);
        }
        expect(await ask(first.secret)).toEqual({
          status: 429,
          body: {
            statusCode: 429,
            code: 'TOO_MANY_REQUESTS',
            message: 'Too many requests with this API key.',
            details: { retryAfterSeconds: 60 },
          },
        });
        // Another key of the same account has its own ceiling.
        expect((await ask(second.secret)).status).toBe(200);
      },
    );
  });
});
