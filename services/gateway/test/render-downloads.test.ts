import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { identityConfigSchema, startIdentity } from '@vitae/identity';
import { renderConfigSchema, startRender } from '@vitae/render';
import { resumeConfigSchema, startResume } from '@vitae/resume';
import { loadConfig } from '@vitae/service-kit';
import { createTestDatabase } from '@vitae/service-kit/testing';
import { startStorage, storageConfigSchema } from '@vitae/storage';

import { type RunningGateway, startGateway } from '../src/app';
import { gatewayConfigSchema } from '../src/config';
import { Browser, newAccount } from './identity-harness';

// Identity, resume, storage and render started for real, printing in real Chromium.
jest.setTimeout(90_000);

const webDist = join(__dirname, '../../../web/dist');
const stops: (() => Promise<void>)[] = [];
let gateway: RunningGateway;

beforeAll(async () => {
  const common = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' };
  const databases = await Promise.all(
    ['downloads_identity', 'downloads_resume', 'downloads_storage'].map((name) =>
      createTestDatabase(name),
    ),
  );
  stops.push(() => Promise.all(databases.map((database) => database.drop())).then(() => undefined));
  const [identityDb, resumeDb, storageDb] = databases;
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-render-downloads-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  const identity = await startIdentity(
    loadConfig(identityConfigSchema, {
      ...common,
      DATABASE_URL: identityDb.url,
      RATE_LIMIT_SCALE: '1000',
    }),
  );
  stops.push(() => identity.close());
  const tokens = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
  const resume = await startResume(
    loadConfig(resumeConfigSchema, { ...common, ...tokens, DATABASE_URL: resumeDb.url }),
  );
  stops.push(() => resume.close());
  const storage = await startStorage(
    loadConfig(storageConfigSchema, {
      ...common,
      ...tokens,
      DATA_DIR: dataDir,
      DATABASE_URL: storageDb.url,
      FILE_URL_SECRET: 'render-downloads-secret-0123456789-0123',
    }),
  );
  stops.push(() => storage.close());
  const render = await startRender(
    loadConfig(renderConfigSchema, {
      ...common,
      ...tokens,
      STORAGE_URL: storage.url,
      RESUME_URL: `${resume.url}/graphql`,
      ARTBOARD_DIR: webDist,
    }),
  );
  stops.push(() => render.close());
  gateway = await startGateway(
    loadConfig(gatewayConfigSchema, {
      ...common,
      IDENTITY_URL: `${identity.url}/graphql`,
      RESUME_URL: `${resume.url}/graphql`,
      STORAGE_URL: `${storage.url}/graphql`,
      RENDER_URL: `${render.url}/graphql`,
      WEB_DIST: join(dataDir, 'no-web-build'),
    }),
  );
  stops.push(() => gateway.close());
}, 120_000);

afterAll(async () => {
  for (const stop of stops.reverse()) {
    await stop();
  }
});

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

async function downloads(browser: Browser, id: string): Promise<number> {
  const answer = await browser.call<{ downloads: number }>('GET', `/api/resume/${id}/statistics`);
  return answer.body.downloads;
}

describe('GET /api/resume/public/:username/:slug/print', () => {
  it("gives a reader the public resume's PDF and counts each download, never the owner's", async () => {
    const { browser, username, id } = await ownerWithResume('downloaded', 'public');
    const reader = new Browser(gateway.url);

    const first = await reader.call<{ url: string }>(
      'GET',
      `/api/resume/public/${username}/downloaded/print`,
    );
    const second = await reader.call<{ url: string }>(
      'GET',
      `/api/resume/public/${username}/downloaded/print`,
    );
    const own = await browser.call('GET', `/api/resume/public/${username}/downloaded/print`);

    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/signature=/);
    const file = await fetch(new URL(first.body.url, gateway.url));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(second.status).toBe(200);
    expect(own.status).toBe(200);
    expect(await downloads(browser, id)).toBe(2);
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
