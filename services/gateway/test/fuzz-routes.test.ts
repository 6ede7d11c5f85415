import { type AllInOne } from '../src/all-in-one/all-in-one';
import { restRoutes } from '../src/rest/routes';
import { Browser, newAccount } from './identity-harness';
import { startTestAllInOne } from './support/start-services';

jest.setTimeout(600_000);

/**
 * Bad input is never a 500 (docs/quality.md#case-34): malformed values sent to
 * every documented REST route (docs/product.md#calls, the gateway's REST mapping, the OAuth
 * and storage proxies) and to a set of GraphQL operations, signed out and
 * signed in, against the all-in-one mode on PostgreSQL. No answer is a 5xx;
 * every refusal is a JSON body with a code.
 */

/** Nested `depth` levels deep, built as text: JSON.stringify of such a value would overflow the stack. */
function nestedText(depth: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** Raw JSON text for each malformed value, so values too deep for JSON.stringify can be sent. */
const malformedValues: [label: string, json: string][] = [
  ['null', 'null'],
  ['a number', '42'],
  ['a negative fraction', '-1.5e300'],
  ['a boolean', 'true'],
  ['a number as a string', '"42"'],
  ['a boolean as a string', '"true"'],
  ['an empty string', '""'],
  ['an array', '["a", 1, null]'],
  ['an object', '{"a": {"b": []}}'],
  ['a control character', JSON.stringify('a\u0000b\u0007c\u001b[31m')],
  ['a newline and a tab', JSON.stringify('a\nb\tc\r\n')],
  ['a bidi override', JSON.stringify('cv\u202egnp.exe\u2066x\u2069')],
  ['a lone surrogate', '"\\ud800x"'],
  ['a huge string', JSON.stringify('x'.repeat(500_000))],
  ['an object 10,000 deep', nestedText(10_000, '{"a":', '}')],
  ['an array 10,000 deep', nestedText(10_000, '[', ']')],
  ['a prototype key', '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'],
];

/** Whole bodies that are not the JSON object a route expects. */
const malformedBodies: [label: string, contentType: string, body: string][] = [
  ['invalid JSON', 'application/json', '{"title": '],
  ['JSON with a trailing comma', 'application/json', '{"title": "x",}'],
  ['a JSON string', 'application/json', '"just text"'],
  ['a JSON array', 'application/json', '[1, 2, 3]'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON number', 'application/json', '12'],
  ['an empty JSON body', 'application/json', ''],
  ['an object 10,000 deep', 'application/json', nestedText(10_000, '{"data":', '}')],
  ['an array 10,000 deep', 'application/json', nestedText(10_000, '[', ']')],
  ['plain text', 'text/plain', 'title=x'],
  ['a form', 'application/x-www-form-urlencoded', 'title=x&data=y'],
  ['XML', 'application/xml', '<title>x</title>'],
  ['a bogus content type', 'application/json; charset=utf-7', '{"title":"x"}'],
  ['multipart without a boundary', 'multipart/form-data', 'x'],
];

/** Path parameter values (already percent-encoded) for `:id`, `:username` and `:slug`. */
const malformedParams: [label: string, value: string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['a number', '42'],
  ['a negative number', '-1'],
  ['a NUL', 'a%00b'],
  ['a control character', '%07'],
  ['an escape sequence', '%1B%5B31m'],
  ['a bidi override', 'cv%E2%80%AEfdp'],
  ['a bad percent-encoding', '%E0%A4%A'],
  ['an overlong value', 'x'.repeat(99)],
  ['a path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['a null word', 'null'],
  ['a uuid no one has', '00000000-0000-0000-0000-000000000000'],
];

const password = 'correct horse battery';

/**
 * The JSON body each route reads (docs/product.md#calls), by `METHOD path`, with well-formed
 * values: each probe makes one field malformed and keeps the others, so it
 * gets past the checks of the fields before it.
 */
const wellFormedBodies: Record<string, Record<string, unknown>> = {
  'POST /api/auth/sso/exchange': { accessToken: 'not.a.token' },
  'POST /api/auth/register': {
    name: 'Ada Lovelace',
    username: 'fuzzed.user',
    email: 'fuzzed.user@example.org',
    password,
    locale: 'en-US',
  },
  'POST /api/auth/login': { identifier: 'fuzzed.user', password },
  'PATCH /api/auth/password': { password, currentPassword: password },
  'POST /api/auth/forgot-password': { email: 'fuzzed.user@example.org' },
  'POST /api/auth/reset-password': { token: 'not-a-token', password },
  'POST /api/auth/2fa/enable': { code: '123456' },
  'POST /api/auth/2fa/verify': { code: '123456' },
  'POST /api/auth/2fa/backup': { code: 'abcdefghij' },
  'PATCH /api/user/me': {
    name: 'Ada Lovelace',
    username: 'fuzzed.other',
    email: 'fuzzed.other@example.org',
    picture: 'https://example.org/a.png',
    locale: 'en-US',
    currentPassword: password,
  },
  'POST /api/auth/2fa/disable': { code: '123456', currentPassword: password },
  'POST /api/resume': { title: 'Fuzzed', slug: 'fuzzed', visibility: 'private', sample: false },
  'POST /api/resume/import': { title: 'Imported', slug: 'imported', data: {} },
  'PATCH /api/resume/:id': {
    title: 'Fuzzed',
    slug: 'fuzzed-2',
    visibility: 'private',
    data: {},
    baseVersion: 1,
  },
  'PATCH /api/resume/:id/lock': { set: false },
};

/** `body` as JSON text with `field` replaced by the raw JSON `json` (which may be too deep to parse). */
function withField(body: Record<string, unknown>, field: string, json: string): string {
  const others = Object.fromEntries(Object.entries(body).filter(([name]) => name !== field));
  const rest = JSON.stringify(others).slice(1);
  return `{"${field}": ${json}${rest === '}' ? '' : ','}${rest}`;
}

/** Routes that end the session or the account: sent last, each by its own fresh account. */
const ending = new Set([
  'POST /api/auth/logout',
  'DELETE /api/user/me',
  'PATCH /api/auth/password',
]);

type Probe = { method: string; path: string; contentType?: string; body?: string; label: string };

type GraphQLBody = { errors?: { extensions?: { code?: unknown } }[] };

/** Codes that say the server failed rather than the request. */
const serverFailures = new Set(['SomethingWentWrong', 'INTERNAL_SERVER_ERROR']);

type Finding = { probe: string; status: number; body: string };

/** The routes the gateway serves besides the GraphQL-backed ones (OAuth redirects, storage proxy). */
const proxiedRoutes: { method: string; path: string }[] = [
  { method: 'GET', path: '/api/auth/github' },
  { method: 'GET', path: '/api/auth/github/callback' },
  { method: 'GET', path: '/api/auth/google' },
  { method: 'GET', path: '/api/auth/google/callback' },
  { method: 'PUT', path: '/api/storage/image' },
  { method: 'GET', path: '/api/storage/files/:id' },
];

/** Every probe for one route: its path with each malformed parameter, and each malformed body. */
function probesFor(method: string, path: string): Probe[] {
  const probes: Probe[] = [];
  const withParams = (value: string) => path.replace(/:[a-z]+/gi, value);
  const wellFormed = wellFormedBodies[`${method} ${path}`] ?? {};
  const usual = withParams('00000000-0000-0000-0000-000000000000');
  if (path.includes(':')) {
    for (const [label, value] of malformedParams) {
      probes.push({ method, path: withParams(value), label: `path ${label}` });
    }
  }
  if (method === 'GET') {
    for (const [label, value] of malformedParams.slice(0, 8)) {
      probes.push({
        method,
        path: `${usual}?token=${value}&code=${value}&state[]=${value}`,
        label: `query ${label}`,
      });
    }
    return probes;
  }
  for (const [label, contentType, body] of malformedBodies) {
    probes.push({ method, path: usual, contentType, body, label: `body ${label}` });
  }
  for (const field of Object.keys(wellFormed)) {
    for (const [label, json] of malformedValues) {
      probes.push({
        method,
        path: usual,
        contentType: 'application/json',
        body: withField(wellFormed, field, json),
        label: `${field} ${label}`,
      });
    }
  }
  if (path === '/api/auth/verify-email') {
    for (const [label, value] of malformedParams.slice(0, 8)) {
      probes.push({
        method,
        path: `${path}?token=${value}&token=${value}`,
        label: `token ${label}`,
      });
    }
  }
  return probes;
}

/** Runs `work` on the items a few at a time, each few a batch. */
async function inBatches<T>(
  items: T[],
  work: (batch: T[]) => Promise<void>,
  size = 8,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await work(items.slice(start, start + size));
  }
}

/** GraphQL requests, as raw bodies: malformed documents, variables and operations. */
const graphqlBodies: [label: string, body: string][] = [
  [
    'variables as a string',
    '{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":"{\\"u\\":\\"x\\"}"}',
  ],
  [
    'variables as an array',
    '{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":["x"]}',
  ],
  [
    'variables as a number',
    '{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":7}',
  ],
  [
    'a variable of the wrong type',
    '{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":{"u":{"a":1}}}',
  ],
  [
    'a missing variable',
    '{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":{}}',
  ],
  [
    'a NUL username',
    '{"query":"query($u: String!) { publicUser(username: $u) { id username } }","variables":{"u":"\\u0000"}}',
  ],
  ['a NUL username inline', '{"query":"{ publicUser(username: \\"a\\\\u0000\\") { id } }"}'],
  [
    'a bidi username',
    '{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":{"u":"a\\u202eb"}}',
  ],
  [
    'a huge username',
    `{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":{"u":"${'x'.repeat(200_000)}"}}`,
  ],
  [
    'a NUL slug',
    '{"query":"query($u: String!, $s: String!) { publicUser(username: $u) { publicResume(slug: $s) { id } } }","variables":{"u":"someone","s":"a\\u0000"}}',
  ],
  ['a query that is not a string', '{"query":42}'],
  ['no query', '{"variables":{}}'],
  ['an unparseable query', '{"query":"{ publicUser(username: "}'],
  ['an operationName of the wrong type', '{"query":"{ authProviders }","operationName":["x"]}'],
  ['an unknown operationName', '{"query":"{ authProviders }","operationName":"Nope"}'],
  [
    'two operations and no operationName',
    '{"query":"query A { authProviders } query B { authProviders }"}',
  ],
  ['extensions of the wrong type', '{"query":"{ authProviders }","extensions":"x"}'],
  ['a persisted query hash', '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}'],
  ['a batch', '[{"query":"{ authProviders }"},{"query":"{ authProviders }"}]'],
  [
    'variables 10,000 deep',
    `{"query":"query($u: String!) { publicUser(username: $u) { id } }","variables":{"u":${nestedText(10_000, '[', ']')}}}`,
  ],
  [
    'createResume with wrong types',
    '{"query":"mutation($i: CreateResumeInput!) { createResume(input: $i) { id } }","variables":{"i":{"title":7,"slug":[],"visibility":"everyone"}}}',
  ],
  [
    'createResume with a control-character title',
    '{"query":"mutation($i: CreateResumeInput!) { createResume(input: $i) { id } }","variables":{"i":{"title":"a\\u0000","slug":"s"}}}',
  ],
  [
    'updateResume with data as a string',
    '{"query":"mutation($id: ID!, $i: UpdateResumeInput!) { updateResume(id: $id, input: $i) { id } }","variables":{"id":"RESUME","i":{"data":"not a resume"}}}',
  ],
  [
    'updateResume with data as an array',
    '{"query":"mutation($id: ID!, $i: UpdateResumeInput!) { updateResume(id: $id, input: $i) { id } }","variables":{"id":"RESUME","i":{"data":[1,2]}}}',
  ],
  [
    'updateResume with a string version',
    '{"query":"mutation($id: ID!, $i: UpdateResumeInput!) { updateResume(id: $id, input: $i) { id } }","variables":{"id":"RESUME","i":{"baseVersion":"seven"}}}',
  ],
  [
    'updateResume with a huge version',
    '{"query":"mutation($id: ID!, $i: UpdateResumeInput!) { updateResume(id: $id, input: $i) { id } }","variables":{"id":"RESUME","i":{"baseVersion":1e300}}}',
  ],
  [
    'importResume with a huge title',
    `{"query":"mutation($i: ImportResumeInput!) { importResume(input: $i) { id } }","variables":{"i":{"title":"${'t'.repeat(300_000)}","data":{}}}}`,
  ],
  [
    'importResume with data as a string',
    '{"query":"mutation($i: ImportResumeInput!) { importResume(input: $i) { id } }","variables":{"i":{"data":"x"}}}',
  ],
  [
    'resume with a NUL id',
    '{"query":"query($id: ID!) { resume(id: $id) { id } }","variables":{"id":"\\u0000"}}',
  ],
  [
    'resume with a numeric id',
    '{"query":"query($id: ID!) { resume(id: $id) { id } }","variables":{"id":1e300}}',
  ],
  [
    'resume with a bidi id',
    '{"query":"query($id: ID!) { resume(id: $id) { id } }","variables":{"id":"\\u202e"}}',
  ],
  [
    'lockResume with a string set',
    '{"query":"mutation($id: ID!) { lockResume(id: $id, set: \\"yes\\") { id } }","variables":{"id":"RESUME"}}',
  ],
  [
    'updateMe with wrong types',
    '{"query":"mutation($i: UpdateUserInput!) { updateMe(input: $i) { id } }","variables":{"i":{"name":1,"picture":{}}}}',
  ],
  [
    'updateMe with a NUL username',
    '{"query":"mutation($i: UpdateUserInput!) { updateMe(input: $i) { id } }","variables":{"i":{"username":"a\\u0000","name":"a\\u202eb"}}}',
  ],
  [
    'login with a huge password',
    `{"query":"mutation($i: String!, $p: String!) { login(identifier: $i, password: $p) { status } }","variables":{"i":"a\\u0000","p":"${'p'.repeat(300_000)}"}}`,
  ],
];

describe('malformed input to every route', () => {
  let vitae: AllInOne;
  let close: () => Promise<void>;
  let findings: Finding[] = [];

  beforeEach(() => {
    findings = [];
  });

  beforeAll(async () => {
    ({ vitae, close } = await startTestAllInOne(
      {
        LOG_LEVEL: 'fatal',
        // Every probe comes from 127.0.0.1; a refusal by rate limit is a 429, yet
        // the probes should reach the code behind it.
        RATE_LIMIT_SCALE: '1000',
        // Thousands of probes hash or check a password: at the production cost
        // they waited minutes on argon2 (docs/testing.md#the-whole-run).
        PASSWORD_HASH_COST: 'light',
      },
      { postgres: true },
    ));
  }, 120_000);

  afterAll(() => close?.());

  /**
   * A signed-in person with one resume of its own, and `session()`: a new
   * sign-in of theirs. The edge slows a session refused more than 10 times in
   * 10 s (docs/architecture.md#refusal-memory), as it should a flood; each
   * batch of probes signs in afresh so every probe reaches the route at once.
   */
  async function signedIn(): Promise<{
    browser: Browser;
    resumeId: string;
    session(): Promise<Browser>;
  }> {
    const account = newAccount();
    const browser = new Browser(vitae.url);
    const registered = await browser.call('POST', '/api/auth/register', account);
    expect(registered.status).toBe(201);
    const created = await browser.call<{ id: string }>('POST', '/api/resume', {
      title: 'Fuzzed',
      slug: `fuzzed-${Date.now()}`,
      visibility: 'public',
    });
    expect(created.status).toBe(201);
    const session = async () => {
      const fresh = new Browser(vitae.url);
      const login = await fresh.call('POST', '/api/auth/login', {
        identifier: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
      return fresh;
    };
    return { browser, resumeId: created.body.id, session };
  }

  /** Sends one probe and records it when it is a 5xx, or a refusal that is not JSON with a code. */
  async function send(probe: Probe, cookie: string | undefined, resumeId?: string) {
    // The signed-in probes aim at the person's own resume, except prints:
    // printing a real resume is no malformed input, only a slow request.
    const path =
      resumeId && !probe.path.includes('/print')
        ? probe.path.replaceAll('00000000-0000-0000-0000-000000000000', resumeId)
        : probe.path;
    const response = await fetch(`${vitae.url}${path}`, {
      method: probe.method,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        'apollo-require-preflight': 'true',
        ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: probe.body,
    });
    const text = await response.text();
    const where = `${probe.method} ${path.slice(0, 120)} (${probe.label}, ${cookie ? 'signed in' : 'signed out'})`;
    if (response.status >= 500) {
      findings.push({ probe: where, status: response.status, body: text.slice(0, 300) });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (path.startsWith('/graphql')) {
      // GraphQL answers a refusal as errors, each with a code, and never as the server's failure.
      const codes = ((body as GraphQLBody | undefined)?.errors ?? []).map(
        (error) => error.extensions?.code,
      );
      // A body refused before GraphQL reads it (invalid JSON, too deep) has the REST shape.
      const edgeCode = (body as { code?: unknown } | undefined)?.code;
      const failed = response.status >= 400 && codes.length === 0 && typeof edgeCode !== 'string';
      if (failed || codes.some((code) => typeof code !== 'string' || serverFailures.has(code))) {
        findings.push({ probe: where, status: response.status, body: text.slice(0, 300) });
      }
    } else if (
      response.status >= 400 &&
      typeof (body as { code?: unknown } | undefined)?.code !== 'string'
    ) {
      findings.push({ probe: where, status: response.status, body: text.slice(0, 300) });
    }
  }

  const allRoutes = [...restRoutes.map(({ method, path }) => ({ method, path })), ...proxiedRoutes];

  it('covers every route of the REST mapping', () => {
    expect(restRoutes.length).toBeGreaterThanOrEqual(33);
    for (const key of Object.keys(wellFormedBodies)) {
      expect(allRoutes.map(({ method, path }) => `${method} ${path}`)).toContain(key);
    }
  });

  it('answers no malformed REST request with a 5xx, signed out or signed in', async () => {
    const { resumeId, session } = await signedIn();
    for (const { method, path } of allRoutes) {
      const key = `${method} ${path}`;
      await inBatches(probesFor(method, path), async (batch) => {
        const cookie = ending.has(key) ? undefined : (await session()).cookieHeader('/api/');
        await Promise.all(
          batch.map(async (probe) => {
            await send(probe, undefined);
            if (cookie) {
              await send(probe, cookie, resumeId);
            }
          }),
        );
      });
    }
    // The routes that end the session or the account, each by an account of its own.
    for (const key of ending) {
      const [method, path] = key.split(' ');
      await inBatches(probesFor(method, path), (batch) =>
        Promise.all(
          batch.map(async (probe) => {
            const own = await signedIn();
            await send(probe, own.browser.cookieHeader('/api/'), own.resumeId);
          }),
        ).then(() => undefined),
      );
    }
    expect(findings).toEqual([]);
  });

  it('answers no malformed GraphQL request with a 5xx, signed out or signed in', async () => {
    const { resumeId, session } = await signedIn();
    // A sign-in for every 8 probes, as the REST probes' batches have.
    let sent = 0;
    let current = '';
    const cookie = async () => {
      if (sent++ % 8 === 0) {
        current = (await session()).cookieHeader('/graphql');
      }
      return current;
    };
    for (const [label, body] of graphqlBodies) {
      for (const signedInNow of [false, true]) {
        await send(
          {
            method: 'POST',
            path: '/graphql',
            contentType: 'application/json',
            body: body.replaceAll('RESUME', resumeId),
            label,
          },
          signedInNow ? await cookie() : undefined,
        );
      }
    }
    for (const [label, contentType, body] of malformedBodies) {
      await send({ method: 'POST', path: '/graphql', contentType, body, label }, await cookie());
    }
    for (const [label, value] of malformedParams) {
      await send(
        {
          method: 'GET',
          path: `/graphql?query=${value}&variables=${value}`,
          label: `GET ${label}`,
        },
        await cookie(),
      );
    }
    expect(findings).toEqual([]);
  });
});
