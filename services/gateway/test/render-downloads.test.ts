import { installInProcessBus } from '@vitae/service-kit';
import { startInOrder, testDatabaseUrl } from '@vitae/service-kit/testing';

import { type RunningGateway } from '../src/app';
import { Browser, newAccount } from './identity-harness';
import { startPrintServices } from './render-harness';
import { startTestIdentity } from './support/start-services';

// Identity, resume, storage and render started for real, printing in real Chromium,
// sharing one in-process bus as in the all-in-one mode (render announces
// downloads on it, resume counts them).
jest.setTimeout(90_000);

let gateway: RunningGateway;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ gateway, close } = await startInOrder(async (defer) => {
    const bus = installInProcessBus();
    defer(() => bus.close());
    const identity = await startTestIdentity({
      DATABASE_URL: await testDatabaseUrl('downloads_identity', defer),
      RATE_LIMIT_SCALE: '1000',
    });
    defer(() => identity.close());
    return startPrintServices(defer, {
      prefix: 'downloads',
      auth: { JWKS_URL: `${identity.url}/.well-known/jwks.json` },
      // The test's client stands for a trusted proxy, so each reader's address
      // is its own X-Forwarded-For (proxy/client-address.ts).
      gatewayEnv: { IDENTITY_URL: `${identity.url}/graphql`, TRUSTED_PROXIES: '127.0.0.1,::1' },
    });
  }));
}, 120_000);

afterAll(() => close?.());

async function ownerWithResume(slug: string, visibility: 'public' | 'private') {
  const browser = new Browser(gateway.url);
  const account = newAccount();
  expect((await browser.call('POST', '/api/auth/register', account)).status).toBeLessThan(300);
  const created = await browser.call<{ id: string }>('POST', '/api/resume', {
    title: slug,
    slug,
    visibility,
    sample: true,
  });
  expect(created.status).toBe(201);
  return { browser, username: account.username, id: created.body.id };
}

async function statistics(
  browser: Browser,
  id: string,
): Promise<{ views: number; downloads: number }> {
  return (
    await browser.call<{ views: number; downloads: number }>('GET', `/api/resume/${id}/statistics`)
  ).body;
}

async function downloads(browser: Browser, id: string): Promise<number> {
  return (await statistics(browser, id)).downloads;
}

/** Waits until the counters read `expected`, then a moment longer to see they stay there. */
async function settlesAt(
  browser: Browser,
  id: string,
  expected: { views: number; downloads: number },
) {
  const started = Date.now();
  while (JSON.stringify(await statistics(browser, id)) !== JSON.stringify(expected)) {
    if (Date.now() - started > 10_000) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A window in which a late, double-counted download event must not arrive (none marks its end).
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await statistics(browser, id)).toEqual(expected);
}

/** The documentation addresses readers are given, one per name. */
const addresses = new Map<string, string>();

/** A reader at an address of their own, as the trusted proxy in front of the gateway reports it. */
const reader = (name: string, userAgent = `Reader/${name}`) => {
  if (!addresses.has(name)) {
    addresses.set(name, `203.0.113.${addresses.size + 1}`);
  }
  return new Browser(gateway.url, {
    'user-agent': userAgent,
    'x-forwarded-for': addresses.get(name)!,
  });
};

describe('GET /api/resume/public/:username/:slug/print', () => {
  it("gives a reader the public resume's PDF and counts a download once per reader, never the owner's", async () => {
    const { browser, username, id } = await ownerWithResume('downloaded', 'public');
    const one = reader('one');

    const first = await one.call<{ url: string }>(
      'GET',
      `/api/resume/public/${username}/downloaded/print`,
    );
    const second = await one.call<{ url: string }>(
      'GET',
      `/api/resume/public/${username}/downloaded/print`,
    );
    const other = await reader('two').call(
      'GET',
      `/api/resume/public/${username}/downloaded/print`,
    );
    const own = await browser.call('GET', `/api/resume/public/${username}/downloaded/print`);

    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/signature=/);
    const file = await fetch(new URL(first.body.url, gateway.url));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(second.status).toBe(200);
    expect(other.status).toBe(200);
    expect(own.status).toBe(200);
    // Each print route loads the public resume too, which is a view of it.
    await settlesAt(browser, id, { views: 2, downloads: 2 });
  });

  it('quality: a changed User-Agent is not another reader: three browsers at one address add one view and one download', async () => {
    const { browser, username, id } = await ownerWithResume('one-address', 'public');
    for (const userAgent of ['Firefox/1', 'Chrome/2', 'curl/8']) {
      const answer = await reader('same-address', userAgent).call(
        'GET',
        `/api/resume/public/${username}/one-address/print`,
      );
      expect(answer.status).toBe(200);
    }
    await settlesAt(browser, id, { views: 1, downloads: 1 });
  });

  it('counts as many aliases as the gateway allows, in one request, as one view and one download', async () => {
    const { browser, username, id } = await ownerWithResume('aliased', 'public');
    const aliases = (count: number, fields: string) =>
      Array.from(
        { length: count },
        (_, index) =>
          `a${index}: publicUser(username: $username) { publicResume(slug: "aliased") { ${fields} } }`,
      ).join(' ');
    const ask = (count: number, fields: string) =>
      reader('aliases').call<{ data?: unknown; errors?: { message: string }[] }>(
        'POST',
        '/graphql',
        {
          query: `query($username: String!) { ${aliases(count, fields)} }`,
          variables: { username },
        },
      );

    // The gateway's bound (edge/graphql-limits.ts): 50 aliases pass, 51 are refused.
    const views = await ask(50, 'id');
    const prints = await ask(50, 'pdfUrl');
    const tooMany = await ask(51, 'id');

    expect(views.body.errors).toBeUndefined();
    expect(prints.body.errors).toBeUndefined();
    expect(tooMany.body.errors?.[0]?.message).toMatch(/too many aliases/);
    await settlesAt(browser, id, { views: 1, downloads: 1 });
  });

  it('answers a private resume with ResumeNotFound and counts nothing', async () => {
    const { browser, username, id } = await ownerWithResume('kept', 'private');

    const answer = await new Browser(gateway.url).call(
      'GET',
      `/api/resume/public/${username}/kept/print`,
    );

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'ResumeNotFound' });
    expect(await downloads(browser, id)).toBe(0);
  });
});
