import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';

import { startInOrder, testDatabaseUrl } from '@vitae/service-kit/testing';

import { type RunningGateway } from '../src/app';
import { Browser } from './identity-harness';
import {
  embeddedIn,
  htmlPage,
  type Listening,
  listening,
  plainWebDist,
  registeredOwner,
  silentRender,
} from './support/public-page';
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
/** Passes every request on to `target`, writing each down first: how often the gateway asks resume. */
function countingForwarder(target: string): Promise<Listening> {
  const seen: string[] = [];
  const server = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    const onward = httpRequest(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(onward);
  });
  return listening(server, seen);
}

describe('GET /api/resume/public/{username}/{slug}', () => {
  let gateway: RunningGateway;
  let close: () => Promise<void>;
  let resumeCalls: string[];
  let renderCalls: string[];

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
      const forwarder = await countingForwarder(resume.url);
      defer(() => new Promise((resolve) => forwarder.server.close(resolve)));
      const render = await silentRender(defer);
      resumeCalls = forwarder.seen;
      renderCalls = render.seen;
      const webDist = plainWebDist('vitae-public-web-', defer);
      const started = await startTestGateway({
        IDENTITY_URL: `${identity.url}/graphql`,
        RESUME_URL: `${forwarder.url}/graphql`,
        RENDER_URL: `${render.url}/graphql`,
        WEB_DIST: webDist,
        // Long enough that the readers below share the page's lookup however slow the machine.
        PUBLIC_PAGE_CACHE_MS: '60000',
      });
      defer(() => started.close());
      return { gateway: started };
    }));
  });

  afterAll(() => close?.());

  const owner = () => registeredOwner(gateway.url);

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

  it('quality: the public shape has no owner id, through REST and the graph alike', async () => {
    const { browser, username } = await owner();
    await resumeOf(browser, 'shaped', 'public');
    const visitor = new Browser(gateway.url);
    const rest = await visitor.call<Record<string, unknown>>(
      'GET',
      `/api/resume/public/${username}/shaped`,
    );
    const graph = await visitor.call<{
      data?: { publicUser: { publicResume: Record<string, unknown> } };
      errors?: unknown[];
    }>('POST', '/graphql', {
      query: `query($u: String!) { publicUser(username: $u) { publicResume(slug: "shaped") {
        id title slug data visibility locked createdAt updatedAt userId } } }`,
      variables: { u: username },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).not.toHaveProperty('userId');
    expect(graph.body.errors).toBeUndefined();
    const shown = graph.body.data!.publicUser.publicResume;
    expect(shown.userId).toBeNull();
    // Everything else the graph shows is what REST shows.
    const { userId: _none, ...others } = shown;
    expect(others).toEqual(rest.body);
  });

  describe("the page's HTML (its link preview and its resume) and its view", () => {
    const html = (browser: Browser, path: string) => htmlPage(browser, gateway.url, path);
    const embedded = (page: string) => embeddedIn<{ resume: Record<string, unknown> }>(page);
    const view = (browser: Browser, id: string) =>
      browser.call('POST', `/api/resume/public/${id}/view`);

    it("looks the resume up once, counts no view and never asks render; the owner's own load counts nothing", async () => {
      const { browser, username } = await owner();
      const { id } = await resumeOf(browser, 'previewed', 'public');
      resumeCalls.length = 0;
      renderCalls.length = 0;

      // A link-preview crawler: the tags and the resume, no view, one lookup.
      const anonymous = await html(new Browser(gateway.url), `/${username}/previewed`);
      expect(anonymous.status).toBe(200);
      const text = await anonymous.text();
      expect(text).toContain('<meta property="og:title" content="previewed" />');
      expect(resumeCalls).toEqual(['POST /graphql']);
      // What the page draws: the resume as the public API answers it.
      const api = await new Browser(gateway.url).call(
        'GET',
        `/api/resume/public/${username}/previewed`,
      );
      expect(embedded(text)?.resume).toEqual(api.body);
      // Further readers, together, share that lookup (docs/performance.md#public-page).
      resumeCalls.length = 0;
      const readers = await Promise.all(
        [1, 2, 3].map(async () =>
          (await html(new Browser(gateway.url), `/${username}/previewed`)).text(),
        ),
      );
      expect(readers).toEqual([text, text, text]);
      expect(resumeCalls).toEqual([]);
      expect(renderCalls).toEqual([]);

      // The owner loads their page, and it reports its view: counted nowhere.
      const own = await html(browser, `/${username}/previewed`);
      expect(own.status).toBe(200);
      await own.text();
      expect(await view(browser, id)).toEqual({ status: 202, body: { accepted: true } });
      const statistics = () => browser.call(`GET`, `/api/resume/${id}/statistics`);
      // One view: the API call above, by a reader; the HTML loads count nothing.
      expect((await statistics()).body).toEqual({ views: 1, downloads: 0 });
      expect(renderCalls).toEqual([]);
    });

    it("counts a reader's page view once a day however often it reports, and nothing for a private, trashed or unknown resume, alike", async () => {
      const { browser } = await owner();
      const shown = await resumeOf(browser, 'shown', 'public');
      const hidden = await resumeOf(browser, 'hidden', 'private');
      const trashed = await resumeOf(browser, 'trashed', 'public');
      await browser.call('DELETE', `/api/resume/${trashed.id}`);
      const reader = new Browser(gateway.url);
      resumeCalls.length = 0;

      for (let time = 0; time < 3; time += 1) {
        expect(await view(reader, shown.id)).toEqual({ status: 202, body: { accepted: true } });
      }
      // Reported by id alone: the resume is not read first.
      expect(resumeCalls).toEqual(['POST /graphql', 'POST /graphql', 'POST /graphql']);
      for (const id of [hidden.id, trashed.id, randomUUID(), 'not-an-id']) {
        expect(await view(reader, id)).toEqual({ status: 202, body: { accepted: true } });
      }
      const count = async (id: string) =>
        (await browser.call<{ views: number }>('GET', `/api/resume/${id}/statistics`)).body;
      expect(await count(shown.id)).toEqual({ views: 1, downloads: 0 });
      expect(await count(hidden.id)).toEqual({ views: 0, downloads: 0 });
    });

    it('sends the plain page, with no resume in it, once the resume is private', async () => {
      const { browser, username } = await owner();
      const { id } = await resumeOf(browser, 'gone', 'public');
      await browser.call('PATCH', `/api/resume/${id}`, { visibility: 'private' });
      const text = await (await html(new Browser(gateway.url), `/${username}/gone`)).text();
      expect(embedded(text)).toBeNull();
      expect(text).not.toContain('og:title');
    });
  });
});
