import { randomUUID } from 'node:crypto';

import { type LetterData, sampleLetterData } from '@vitae/schema';
import { startInOrder, testDatabaseUrl } from '@vitae/service-kit/testing';

import { type RunningGateway } from '../src/app';
import { Browser } from './identity-harness';
import {
  embeddedIn,
  htmlPage,
  plainWebDist,
  registeredOwner,
  silentRender,
} from './support/public-page';
import { startTestGateway, startTestIdentity, startTestResume } from './support/start-services';

jest.setTimeout(90_000);

type LetterBody = { id: string; slug: string; version: number; data: LetterData };

const notFound = {
  status: 404,
  body: { statusCode: 404, code: 'LetterNotFound', message: 'The letter was not found.' },
};

/**
 * A public letter at /{username}/{slug} (docs/letters.md#the-public-page):
 * identity resolves the username, resume the slug; real tokens, real Postgres,
 * the gateway in front. Render is a server that writes requests down and never
 * answers: nothing here may wait on a print.
 */
describe('a public letter: GET /api/letter/public/{username}/{slug}, its page and its statistics', () => {
  let gateway: RunningGateway;
  let close: () => Promise<void>;
  let renderCalls: string[];

  beforeAll(async () => {
    ({ gateway, close } = await startInOrder(async (defer) => {
      const identity = await startTestIdentity({
        DATABASE_URL: await testDatabaseUrl('letter_public_identity', defer),
        RATE_LIMIT_SCALE: '1000',
      });
      defer(() => identity.close());
      const resume = await startTestResume({
        DATABASE_URL: await testDatabaseUrl('letter_public_resume', defer),
        JWKS_URL: `${identity.url}/.well-known/jwks.json`,
      });
      defer(() => resume.close());
      const render = await silentRender(defer);
      renderCalls = render.seen;
      const webDist = plainWebDist('vitae-letter-web-', defer);
      const started = await startTestGateway({
        IDENTITY_URL: `${identity.url}/graphql`,
        RESUME_URL: `${resume.url}/graphql`,
        RENDER_URL: `${render.url}/graphql`,
        WEB_DIST: webDist,
        PUBLIC_PAGE_CACHE_MS: '0',
      });
      defer(() => started.close());
      return { gateway: started };
    }));
  });

  afterAll(() => close?.());

  const owner = () => registeredOwner(gateway.url);

  /** A filled letter with private notes, at `slug`. */
  async function letterOf(browser: Browser, slug: string, visibility: 'public' | 'private') {
    const created = await browser.call<LetterBody>('POST', '/api/letter', {
      title: `Letter ${slug}`,
      slug,
      visibility,
    });
    expect(created.status).toBe(201);
    const data = sampleLetterData();
    data.metadata.notes = 'private note';
    const saved = await browser.call<LetterBody>('PUT', `/api/letter/${created.body.id}/data`, {
      data,
      baseVersion: created.body.version,
    });
    expect(saved.status).toBe(200);
    return saved.body;
  }

  const statistics = async (browser: Browser, id: string) =>
    (await browser.call('GET', `/api/letter/${id}/statistics`)).body;

  it("answers a public letter to anyone, without notes, owner id or resume link, and counts the reader's view", async () => {
    const { browser, username } = await owner();
    const shown = await letterOf(browser, 'shown', 'public');
    const reader = new Browser(gateway.url);
    const answer = await reader.call<LetterBody & Record<string, unknown>>(
      'GET',
      `/api/letter/public/${username}/shown`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: shown.id, slug: 'shown', visibility: 'public' });
    expect(answer.body.data.subject).toBe(sampleLetterData().subject);
    expect(answer.body.data.metadata.notes).toBe('');
    expect(answer.body).not.toHaveProperty('userId');
    expect(answer.body).not.toHaveProperty('resumeId');
    expect(JSON.stringify(answer.body)).not.toContain('private note');
    // The owner's own look counts nothing.
    await browser.call('GET', `/api/letter/public/${username}/shown`);
    expect(await statistics(browser, shown.id)).toEqual({ views: 1, downloads: 0 });
  });

  it('quality: answers a private letter, a missing slug and a missing user alike with 404 LetterNotFound', async () => {
    const { browser, username } = await owner();
    await letterOf(browser, 'hidden', 'private');
    const reader = new Browser(gateway.url);
    const hidden = await reader.call('GET', `/api/letter/public/${username}/hidden`);
    expect(hidden).toEqual(notFound);
    expect(await reader.call('GET', `/api/letter/public/${username}/nothing`)).toEqual(notFound);
    expect(await reader.call('GET', '/api/letter/public/nobody-at-all/hidden')).toEqual(notFound);
    // The PDF route too, and render is never asked.
    renderCalls.length = 0;
    expect(await reader.call('GET', `/api/letter/public/${username}/hidden/pdf`)).toEqual(notFound);
    expect(await reader.call('GET', `/api/letter/public/${username}/nothing/pdf`)).toEqual(
      notFound,
    );
    expect(renderCalls).toEqual([]);
  });

  it("answers the statistics to the owner alone: another person's letter is 404 LetterNotFound", async () => {
    const { browser } = await owner();
    const letter = await letterOf(browser, 'mine', 'public');
    const { browser: other } = await owner();
    expect(await other.call('GET', `/api/letter/${letter.id}/statistics`)).toEqual(notFound);
    expect(
      (await new Browser(gateway.url).call('GET', `/api/letter/${letter.id}/statistics`)).status,
    ).toBe(401);
  });

  describe("the page's HTML and its view", () => {
    const html = (browser: Browser, path: string) => htmlPage(browser, gateway.url, path);
    const embedded = (page: string) => embeddedIn<Record<string, unknown>>(page);
    const view = (browser: Browser, id: string) =>
      browser.call('POST', `/api/letter/public/${id}/view`);

    it('carries the letter and its link preview, counting no view; the view the page reports counts once', async () => {
      const { browser, username } = await owner();
      const { id } = await letterOf(browser, 'previewed', 'public');

      const page = await html(new Browser(gateway.url), `/${username}/previewed`);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('<meta property="og:title" content="Letter previewed" />');
      const { name, headline } = sampleLetterData().sender;
      expect(text).toContain(`content="${name} · ${headline}"`);
      const carried = embedded(text);
      expect(carried).toMatchObject({ username, slug: 'previewed' });
      expect(carried).not.toHaveProperty('resume');
      const api = await new Browser(gateway.url).call(
        'GET',
        `/api/letter/public/${username}/previewed`,
      );
      expect(carried?.letter).toEqual(api.body);
      expect(await statistics(browser, id)).toEqual({ views: 1, downloads: 0 });

      const reader = new Browser(gateway.url);
      for (let time = 0; time < 3; time += 1) {
        expect(await view(reader, id)).toEqual({ status: 202, body: { accepted: true } });
      }
      expect(await view(browser, id)).toEqual({ status: 202, body: { accepted: true } });
      // The API call above was the reader's address too: one visitor, one view a day.
      expect(await statistics(browser, id)).toEqual({ views: 1, downloads: 0 });
      expect(renderCalls).toEqual([]);
    });

    it('accepts a view report for a private, missing or malformed id alike, counting nothing', async () => {
      const { browser } = await owner();
      const hidden = await letterOf(browser, 'hidden-view', 'private');
      const reader = new Browser(gateway.url);
      for (const id of [hidden.id, randomUUID(), 'not-an-id']) {
        expect(await view(reader, id)).toEqual({ status: 202, body: { accepted: true } });
      }
      expect(await statistics(browser, hidden.id)).toEqual({ views: 0, downloads: 0 });
    });

    it('sends the plain page, with nothing in it, for a private letter', async () => {
      const { browser, username } = await owner();
      const { id } = await letterOf(browser, 'gone', 'public');
      await browser.call('PATCH', `/api/letter/${id}`, { visibility: 'private' });
      const text = await (await html(new Browser(gateway.url), `/${username}/gone`)).text();
      expect(embedded(text)).toBeNull();
      expect(text).not.toContain('og:title');
    });
  });
});
