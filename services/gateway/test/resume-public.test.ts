import { startInOrder, testDatabaseUrl } from '@vitae/service-kit/testing';

import { type RunningGateway } from '../src/app';
import { Browser, newAccount } from './identity-harness';
import { startTestGateway, startTestIdentity, startTestResume } from './support/start-services';

jest.setTimeout(90_000);

type ResumeBody = {
  id: string;
  slug: string;
  data: { metadata: { notes: string } } & Record<string, unknown>;
};

/**
 * GET /api/resume/public/{username}/{slug} crosses two subgraphs: identity
 * resolves the username, resume the slug. Real tokens from identity, real
 * Postgres for both, the gateway in front.
 */
describe('GET /api/resume/public/{username}/{slug}', () => {
  let gateway: RunningGateway;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ gateway, close } = await startInOrder(async (defer) => {
      const identity = await startTestIdentity({
        DATABASE_URL: await testDatabaseUrl('public_identity', defer),
        RATE_LIMIT_SCALE: '1000',
      });
      defer(() => identity.close());
      const resume = await startTestResume({
        DATABASE_URL: await testDatabaseUrl('public_resume', defer),
        JWKS_URL: `${identity.url}/.well-known/jwks.json`,
      });
      defer(() => resume.close());
      const started = await startTestGateway({
        IDENTITY_URL: `${identity.url}/graphql`,
        RESUME_URL: `${resume.url}/graphql`,
      });
      defer(() => started.close());
      return { gateway: started };
    }));
  });

  afterAll(() => close?.());

  async function owner() {
    const browser = new Browser(gateway.url);
    const account = newAccount();
    expect((await browser.call('POST', '/api/auth/register', account)).status).toBeLessThan(300);
    return { browser, username: account.username };
  }

  async function resumeOf(browser: Browser, slug: string, visibility: 'public' | 'private') {
    const created = await browser.call<ResumeBody>('POST', '/api/resume', {
      title: slug,
      slug,
      visibility,
    });
    expect(created.status).toBe(201);
    const data = {
      ...created.body.data,
      metadata: { ...created.body.data.metadata, notes: 'private note' },
    };
    return (await browser.call<ResumeBody>('PATCH', `/api/resume/${created.body.id}`, { data }))
      .body;
  }

  it("returns a public resume to anyone, without the owner's notes, and counts the view", async () => {
    const { browser, username } = await owner();
    const shown = await resumeOf(browser, 'shown', 'public');
    const visitor = new Browser(gateway.url);
    const answer = await visitor.call<ResumeBody>('GET', `/api/resume/public/${username}/shown`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: shown.id, slug: 'shown', visibility: 'public' });
    expect(answer.body.data.metadata.notes).toBe('');
    expect(JSON.stringify(answer.body)).not.toMatch(/private note|@example\.org|userId/);
    await browser.call('GET', `/api/resume/public/${username}/shown`);
    expect((await browser.call('GET', `/api/resume/${shown.id}/statistics`)).body).toEqual({
      views: 1,
      downloads: 0,
    });
  });

  it('quality: answers a private resume, a missing slug and a missing user alike with 404 ResumeNotFound', async () => {
    const { browser, username } = await owner();
    await resumeOf(browser, 'hidden', 'private');
    const visitor = new Browser(gateway.url);
    const hidden = await visitor.call('GET', `/api/resume/public/${username}/hidden`);
    const missingSlug = await visitor.call('GET', `/api/resume/public/${username}/nothing`);
    const missingUser = await visitor.call('GET', '/api/resume/public/nobody-at-all/hidden');
    expect(hidden).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'ResumeNotFound', message: 'The resume was not found.' },
    });
    expect(missingSlug).toEqual(hidden);
    expect(missingUser).toEqual(hidden);
  });
});
