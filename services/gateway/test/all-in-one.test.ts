import { locales, templates } from '@vitae/schema';

import { type AllInOne } from '../src/all-in-one/all-in-one';
import { Browser, newAccount } from './identity-harness';
import { startTestAllInOne } from './support/start-services';

const natsUrl = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';

async function getJson(url: string) {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('all-in-one mode, embedded components', () => {
  let vitae: AllInOne;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ vitae, close } = await startTestAllInOne({}));
  }, 120_000);

  afterAll(() => close?.());

  it('uses the embedded database and the in-process bus when nothing is configured', () => {
    const modes = vitae.services.map((service) => [
      service.service,
      service.deps.database?.mode,
      service.deps.bus?.kind,
    ]);
    expect(modes).toEqual([
      ['identity', 'embedded', 'memory'],
      ['resume', 'embedded', 'memory'],
      ['storage', 'embedded', 'memory'],
      ['render', undefined, 'memory'],
    ]);
  });

  it('reports every service healthy and the gateway ready', async () => {
    for (const service of vitae.services) {
      expect(await getJson(`${service.url}/healthz`)).toEqual({
        status: 200,
        body: { status: 'ok', service: service.service },
      });
    }
    const ready = await getJson(`${vitae.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      checks: { identity: 'ok', resume: 'ok', storage: 'ok', render: 'ok' },
    });
  });

  it('carries events between services: deleting an account removes its resumes', async () => {
    const browser = new Browser(vitae.url);
    const registered = await browser.call<{ id: string }>(
      'POST',
      '/api/auth/register',
      newAccount(),
    );
    expect(registered.status).toBe(201);
    const created = await browser.call('POST', '/api/resume', {
      title: 'Staff Engineer',
      slug: 'staff-engineer',
      visibility: 'private',
    });
    expect(created.status).toBe(201);
    const resumes = vitae.services.find((service) => service.service === 'resume')!.deps.database!;
    const count = async () =>
      Number(
        (
          await resumes.dataSource.query('SELECT count(*) AS n FROM resume WHERE user_id = $1', [
            registered.body.id,
          ])
        )[0].n,
      );
    expect(await count()).toBe(1);

    expect((await browser.call('DELETE', '/api/user/me')).status).toBe(200);

    // identity's UserDeleted reaches resume through the one in-process bus of this process.
    const deadline = Date.now() + 15_000;
    while ((await count()) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await count()).toBe(0);
  });

  it('prints a resume to a PDF the owner can download, each service finding the others on any port', async () => {
    const browser = new Browser(vitae.url);
    expect((await browser.call('POST', '/api/auth/register', newAccount())).status).toBe(201);
    const created = await browser.call<{ id: string }>('POST', '/api/resume', {
      title: 'Site Reliability Engineer',
      slug: 'sre',
      visibility: 'private',
    });
    expect(created.status).toBe(201);

    const printed = await browser.call<{ url: string }>(
      'GET',
      `/api/resume/print/${created.body.id}`,
    );
    expect(printed.status).toBe(200);
    const file = await fetch(new URL(printed.body.url, vitae.url), {
      headers: { cookie: browser.cookieHeader('/api/storage') },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers GET /api/auth/providers with the configured providers', async () => {
    expect(await getJson(`${vitae.url}/api/auth/providers`)).toEqual({
      status: 200,
      body: ['email'],
    });
  });

  it('answers GET /api/translation/languages with every supported locale', async () => {
    const { status, body } = await getJson(`${vitae.url}/api/translation/languages`);
    expect(status).toBe(200);
    const entries = body as { locale: string; name: string }[];
    expect(entries.map((entry) => entry.locale)).toEqual([...locales]);
    expect(entries.find((entry) => entry.locale === 'de-DE')?.name).toMatch(/^Deutsch/);
  });

  it('serves one federated graph spanning every subgraph', async () => {
    const response = await fetch(`${vitae.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ authProviders templates { name } uploadPolicy { maxImageBytes } sampleResumeData }',
      }),
    });
    const { data, errors } = (await response.json()) as {
      data: Record<string, unknown>;
      errors?: unknown;
    };
    expect(errors).toBeUndefined();
    expect(data.authProviders).toEqual(['email']);
    expect(data.templates).toEqual(templates.map((name) => ({ name })));
    expect(data.uploadPolicy).toEqual({ maxImageBytes: 4 * 1024 * 1024 });
    expect(data.sampleResumeData).toMatchObject({ metadata: { template: 'glalie' } });
  });

  it('serves the web app at / and for client-side routes, and JSON 404s under /api', async () => {
    const home = await fetch(`${vitae.url}/`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deepLink = await fetch(`${vitae.url}/dashboard/resumes`, {
      headers: { accept: 'text/html' },
    });
    expect(deepLink.status).toBe(200);
    const missing = await getJson(`${vitae.url}/api/nothing-here`);
    expect(missing).toMatchObject({ status: 404, body: { code: 'NotFound' } });
  });
});

describe('all-in-one mode, real components by configuration', () => {
  let vitae: AllInOne;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ vitae, close } = await startTestAllInOne({ NATS_URL: natsUrl }, { postgres: true }));
  }, 120_000);

  afterAll(() => close?.());

  it('gives each service its own Postgres database and connects the bus to NATS', () => {
    const modes = vitae.services.map((service) => [
      service.service,
      service.deps.database?.mode,
      service.deps.bus?.kind,
    ]);
    expect(modes).toEqual([
      ['identity', 'postgres', 'nats'],
      ['resume', 'postgres', 'nats'],
      ['storage', 'postgres', 'nats'],
      ['render', undefined, 'nats'],
    ]);
  });

  it('is ready through the gateway', async () => {
    expect((await getJson(`${vitae.url}/readyz`)).status).toBe(200);
  });
});
