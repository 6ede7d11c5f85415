// The builder's page as issue 14 leaves it for issue 15: /builder/{id} loads the
// resume first, shows it drawn by the artboard with its title, and prints it.
import { type Browser, type Page } from 'puppeteer-core';

import {
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  launchBrowser,
  openPage,
  pageErrors,
  phoneWidth,
  type RunningApp,
  startApp,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

let app: RunningApp;
let browser: Browser;
let people = 0;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A new person with the sample resume, signed up through the API from the page. */
async function personWithSample(width?: number): Promise<{ page: Page; id: string }> {
  const page = await openPage(browser, `${app.url}/`, { width });
  people += 1;
  const unique = `${Date.now().toString(36)}${people}`;
  const id = await page.evaluate(async (tag) => {
    const headers = { 'content-type': 'application/json' };
    const registered = await fetch('/api/auth/register', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Grace Brewster Hopper',
        username: `grace${tag}`,
        email: `grace.${tag}@example.org`,
        password: 'correct horse battery',
      }),
    });
    if (registered.status !== 201) {
      throw new Error(`register answered ${registered.status}`);
    }
    const created = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query:
          'mutation { createResume(input: { title: "Navy Engineer", slug: "navy", sample: true }) { id } }',
      }),
    });
    const answer = (await created.json()) as { data: { createResume: { id: string } } };
    // What the sign-up screen leaves in this browser: a session exists (SessionProvider).
    localStorage.setItem('vitae-session', '1');
    return answer.data.createResume.id;
  }, unique);
  return { page, id };
}

/** The text the artboard frame draws. */
async function frameText(page: Page): Promise<string> {
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  const frame = await frameElement!.contentFrame();
  await frame.waitForSelector('.artboard .name', { timeout: 60_000 });
  return frame.$eval('.artboard', (element) => element.textContent ?? '');
}

describe('builder page (issue 14: /builder/{id})', () => {
  it('loads the resume, titles the page with it and draws it in the preview', async () => {
    const { page, id } = await personWithSample();
    await page.goto(`${app.url}/builder/${id}`);
    await page.waitForFunction(() => document.title === 'Navy Engineer - Vitae');
    expect(await frameText(page)).toContain('Ingrid Castellanos');
    await byRole(page, 'link', 'Back to your resumes').wait();
    await expectAccessible(page, 'builder');
    expect(pageErrors(page)).toEqual([]);
    await closePage(page);
  });

  it('goes to the dashboard when the resume cannot be loaded', async () => {
    const { page } = await personWithSample();
    await page.goto(`${app.url}/builder/00000000-0000-4000-8000-000000000000`);
    await waitForUrl(page, '/dashboard/resumes');
    await closePage(page);
  });

  it('shows a locked resume with the lock and its explanation', async () => {
    const { page, id } = await personWithSample();
    await page.evaluate(async (resumeId) => {
      await fetch(`/api/resume/${resumeId}/lock`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ set: true }),
      });
    }, id);
    await page.goto(`${app.url}/builder/${id}`);
    await byRole(
      page,
      'button',
      'This resume is locked. Unlock it from your resumes to make changes.',
    ).wait();
    await closePage(page);
  });

  it('downloads the PDF of the resume through the print route', async () => {
    const { page, id } = await personWithSample();
    await page.goto(`${app.url}/builder/${id}`);
    await frameText(page);
    const opened = new Promise<Page | null>((resolve) =>
      browser.once('targetcreated', (target) => resolve(target.page())),
    );
    await byRole(page, 'button', 'Download PDF').click();
    const tab = await opened;
    expect(tab).not.toBeNull();
    await tab!.waitForFunction(() => window.location.href !== 'about:blank', { timeout: 60_000 });
    const pdfUrl = tab!.url();
    const head = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    }, pdfUrl);
    expect(head).toBe('%PDF-');
    await closePage(page);
  });

  it('fits the sheet to a phone', async () => {
    const { page, id } = await personWithSample(phoneWidth);
    await page.goto(`${app.url}/builder/${id}`);
    await frameText(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await captureScreen(browser, `${app.url}/builder/${id}`, 'builder', {
      context: page.browserContext(),
      prepare: async (shot) => void (await frameText(shot)),
    });
    await closePage(page);
  });
});
