import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser, type Page } from 'puppeteer-core';

import {
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  launchBrowser,
  openPage,
  pageErrors,
  personWithResume,
  phoneWidth,
  type RunningApp,
  startApp,
  waitForText,
} from './harness';
import { repoRoot } from './harness/app';

jest.setTimeout(180_000);

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A locale's committed catalogue: what the page must show, read rather than written again here. */
function catalogue(locale: string): Record<string, string> {
  const file = join(repoRoot, 'web', 'src', 'i18n', 'messages', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The catalogues the page asks for, by locale, as it loads (each once, however often asked). */
function catalogueRequests(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/i18n\/[^/]+\/([^/]+)\.json$/.exec(new URL(request.url()).pathname);
    if (match) {
      asked.add(match[1]);
    }
  });
  return asked;
}

/** Opens `path` with `locale` chosen in this browser, as the language picker leaves it. */
async function openIn(locale: string, path: string, width?: number) {
  const page = await openPage(browser, `${app.url}/`, { width });
  await page.evaluate((chosen) => localStorage.setItem('vitae-locale', chosen), locale);
  const asked = catalogueRequests(page);
  await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
  return { page, asked };
}

describe('the interface in the reader’s language', () => {
  it.each([
    ['de-DE', 'ltr'],
    ['ja-JP', 'ltr'],
    ['ar-SA', 'rtl'],
  ])('speaks %s on the sign-in page, downloading that catalogue alone', async (locale, dir) => {
    const words = catalogue(locale);
    const { page, asked } = await openIn(locale, '/auth/login');
    try {
      await byRole(page, 'heading', words['auth.login.title']).wait();
      await byRole(page, 'button', words['auth.login.submit']).wait();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      expect([...asked]).toEqual([locale]);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('lays the Arabic sign-in page out right to left, readable and accessible on a phone', async () => {
    const words = catalogue('ar-SA');
    const { page } = await openIn('ar-SA', '/auth/login', phoneWidth);
    try {
      const heading = byRole(page, 'heading', words['auth.login.title']);
      await heading.wait();
      // Right to left: the heading's text starts at the right edge of its box.
      const alignment = await page.evaluate(() => {
        const element = document.querySelector('h1, h2');
        return element ? getComputedStyle(element).direction : null;
      });
      expect(alignment).toBe('rtl');
      await expectAccessible(page, 'sign-in page in Arabic');
    } finally {
      await closePage(page);
    }
  });

  it('shows the public resume page’s own words in the reader’s language', async () => {
    const owner = await personWithResume(browser, app);
    try {
      const made = await owner.page.evaluate(async (resumeId) => {
        const response = await fetch(`/api/resume/${resumeId}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visibility: 'public' }),
        });
        return response.status;
      }, owner.id);
      expect(made).toBe(200);
    } finally {
      await closePage(owner.page);
    }
    const words = catalogue('ja-JP');
    const { page, asked } = await openIn('ja-JP', `/${owner.username}/navy`);
    try {
      await byRole(page, 'button', words['public.page.download']).wait();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
      expect([...asked]).toEqual(['ja-JP']);
    } finally {
      await closePage(page);
    }
  });

  it('lets a reader of the landing page search the languages and switch to theirs', async () => {
    const page = await openPage(browser, `${app.url}/`);
    try {
      const asked = catalogueRequests(page);
      // English needs no catalogue; the searchable list loads when it is used.
      // It shows the page's language by its own name ("American English" for en-US).
      const ownName = await page.evaluate(() =>
        new Intl.DisplayNames(['en-US'], { type: 'language' }).of('en-US'),
      );
      const standIn = byRole(page, 'button', `Language ${ownName}`);
      await standIn.click();
      const field = byRole(page, 'combobox', 'Language');
      await field.wait();
      await page.keyboard.type('日本');
      await waitForText(page, '日本語');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      await page.waitForFunction(() => document.documentElement.lang === 'ja-JP');
      await byRole(page, 'heading', catalogue('ja-JP')['landing.hero.title']).wait();
      expect([...asked]).toEqual(['ja-JP']);
      expect(await page.evaluate(() => localStorage.getItem('vitae-locale'))).toBe('ja-JP');
    } finally {
      await closePage(page);
    }
  });

  it('is pictured: sign-in in Arabic, the landing’s language list open', async () => {
    // Japanese waits for the self-hosted CJK fonts: this machine has none to draw it with.
    for (const locale of ['ar-SA']) {
      const heading = catalogue(locale)['auth.login.title'];
      await captureScreen(browser, `${app.url}/auth/login`, `auth-login-${locale}`, {
        prepare: async (shot) => {
          await shot.evaluate((chosen) => localStorage.setItem('vitae-locale', chosen), locale);
          await shot.reload({ waitUntil: 'networkidle0' });
          await byRole(shot, 'heading', heading).wait();
        },
      });
    }
    await captureScreen(browser, `${app.url}/`, 'landing-language-list', {
      prepare: async (shot) => {
        const ownName = await shot.evaluate(() =>
          new Intl.DisplayNames(['en-US'], { type: 'language' }).of('en-US'),
        );
        await byRole(shot, 'button', `Language ${ownName}`).click();
        await byRole(shot, 'combobox', 'Language').wait();
        await shot.keyboard.type('de');
        await waitForText(shot, 'Deutsch');
      },
    });
  });
});
