import { type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  catalogue,
  closePage,
  expectAccessible,
  openPage,
  originPage,
  pageErrors,
  personWithResume,
  phoneWidth,
  waitForText,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();

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
  const page = await openPage(suite.browser, originPage(suite.app.url), { width });
  await page.evaluate((chosen) => localStorage.setItem('vitae-locale', chosen), locale);
  const asked = catalogueRequests(page);
  await page.goto(`${suite.app.url}${path}`, { waitUntil: 'load' });
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
    const owner = await personWithResume(suite.browser, suite.app);
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
      // Its words are drawn in the app's own Japanese face (this machine has no CJK font).
      await page.waitForFunction(
        () =>
          [...document.fonts].some(
            (face) => face.family.includes('Noto Sans JP') && face.status === 'loaded',
          ),
        { polling: 100, timeout: 15_000 },
      );
    } finally {
      await closePage(page);
    }
  });

  it('lets a reader of the landing page search the languages and switch to theirs', async () => {
    const page = await openPage(suite.browser, `${suite.app.url}/`);
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

  it('runs the landing’s template row right to left in Arabic, the arrows moving the way they point', async () => {
    const { page } = await openIn('ar-SA', '/');
    try {
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      const row = '[aria-roledescription="carousel"]';
      await page.waitForSelector(row);
      const offset = () => page.$eval(row, (element) => element.scrollLeft);
      /** Waits until the row's scroll offset satisfies `holds` (it scrolls smoothly). */
      const scrolled = (holds: string) =>
        page.waitForFunction(
          `(() => { const element = document.querySelector('${row}'); const at = element.scrollLeft; const end = element.scrollWidth - element.clientWidth; return ${holds}; })()`,
          { polling: 50, timeout: 10_000 },
        );
      // The first template sits at the right edge; the next ones are to the left.
      expect(await offset()).toBe(0);
      await page.focus(row);
      await page.keyboard.press('ArrowLeft');
      await scrolled('at < -1');
      await page.keyboard.press('End');
      await scrolled('Math.abs(at) >= end - 1');
      await page.keyboard.press('ArrowRight');
      await scrolled('Math.abs(at) < end - 1');
      await page.keyboard.press('Home');
      await scrolled('at === 0');
      // "Next" points the way the row moves: to the left.
      const next = catalogue('ar-SA')['landing.templates.next'];
      const transform = await byRole(page, 'button', next)
        .map((button) => getComputedStyle(button.querySelector('svg')!).transform)
        .wait();
      expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('is pictured: sign-in in Japanese and Arabic, the landing’s language list open', async () => {
    // Japanese draws with the self-hosted Noto face: this machine has no CJK font of its own.
    for (const locale of ['ja-JP', 'ar-SA']) {
      const heading = catalogue(locale)['auth.login.title'];
      await captureScreen(suite.browser, `${suite.app.url}/auth/login`, `auth-login-${locale}`, {
        prepare: async (shot) => {
          await shot.evaluate((chosen) => localStorage.setItem('vitae-locale', chosen), locale);
          await shot.reload({ waitUntil: 'networkidle0' });
          await byRole(shot, 'heading', heading).wait();
        },
      });
    }
    await captureScreen(suite.browser, `${suite.app.url}/`, 'landing-language-list', {
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
