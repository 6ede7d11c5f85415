// Reloading never signs anyone out (docs/web.md#the-session): a second reload
// that cuts off the first load's `/user/me` (or its refresh) leaves the person
// signed in, the browser's hint kept.
import { type HTTPRequest, type Page } from 'puppeteer-core';

import { appForTests, closePage, personWithResume } from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** The gaps between the two reloads, around the ~400 ms of the report. */
const gapsMs = [400, 150, 400, 50, 250, 400];

type Landing = 'page' | 'login';

/** Waits until the page shows what `shown` looks for, or the app sent the person to log in. */
async function landing(page: Page, shown: string): Promise<Landing> {
  const handle = await page.waitForFunction(
    (selector) => {
      if (location.pathname.startsWith('/auth/login')) {
        return 'login';
      }
      return document.querySelector(selector) ? 'page' : false;
    },
    // Polled by time: a page in the background gets no animation frames.
    { polling: 100, timeout: 60_000 },
    shown,
  );
  return (await handle.jsonValue()) as Landing;
}

function hint(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('vitae-session'));
}

/** Reloads, and reloads again `gapMs` later without waiting for the first load. */
async function reloadTwice(page: Page, gapMs: number, until?: Promise<unknown>): Promise<void> {
  const cdp = await page.createCDPSession();
  try {
    // As a person presses reload: the reload starts, and nothing waits for its load.
    await cdp.send('Page.reload');
    await until;
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  } finally {
    await cdp.detach().catch(() => undefined);
  }
  // The first load may be swapping the page's target just now: then try again a moment later.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.reload({ waitUntil: 'load' });
      return;
    } catch (error) {
      if (attempt === 6 || !String(error).includes('Not attached to an active page')) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

/**
 * Reloads, and reloads again while the first load's `/user/me` is surely on its way: its answer is
 * held back 1.5 s, so the second reload cuts it off, as a slow network does.
 */
async function reloadDuringSessionLook(page: Page): Promise<void> {
  const isSessionLook = (request: HTTPRequest) =>
    new URL(request.url()).pathname === '/api/user/me';
  let held = false;
  const hold = (request: HTTPRequest) => {
    if (isSessionLook(request) && !held) {
      held = true;
      setTimeout(() => void request.continue().catch(() => undefined), 1500);
    } else {
      void request.continue().catch(() => undefined);
    }
  };
  await page.setRequestInterception(true);
  page.on('request', hold);
  try {
    const asked = page.waitForRequest(isSessionLook, { timeout: 30_000 });
    await reloadTwice(page, 0, asked);
  } finally {
    page.off('request', hold);
    await page.setRequestInterception(false);
  }
}

type Outcome = { gapMs: number; where: Landing; path: string; hint: string | null };

/** Where each double reload left the person; stops at the first that sent them to log in. */
async function doubleReloads(page: Page, shown: string, before?: () => Promise<void>) {
  const outcomes: Outcome[] = [];
  for (const gapMs of gapsMs) {
    await before?.();
    await reloadTwice(page, gapMs);
    const where = await landing(page, shown);
    outcomes.push({ gapMs, where, path: new URL(page.url()).pathname, hint: await hint(page) });
    if (where === 'login') {
      break;
    }
  }
  return outcomes;
}

function signedInEveryTime(path: RegExp) {
  return gapsMs.map((gapMs) => ({
    gapMs,
    where: 'page',
    path: expect.stringMatching(path),
    hint: '1',
  }));
}

/** Closes the page's browser context, without hiding the test's own failure behind a slow close. */
async function closeSoon(page: Page): Promise<void> {
  await Promise.race([
    closePage(page).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 15_000)),
  ]);
}

/** The dashboard's resumes page has drawn its heading. */
const dashboardShown = 'h1';
/** The builder has loaded the resume (its save status is on screen). */
const builderShown = '[data-save-state]';

describe('reloading twice in quick succession', () => {
  it('keeps the person signed in on the dashboard', async () => {
    const { page } = await personWithResume(suite.browser, suite.app);
    try {
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      expect(await landing(page, dashboardShown)).toBe('page');
      expect(await doubleReloads(page, dashboardShown)).toEqual(
        signedInEveryTime(/^\/dashboard\/resumes$/),
      );
    } finally {
      await closeSoon(page);
    }
  });

  it('keeps the person signed in in the builder', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await page.goto(`${suite.app.url}/builder/${id}`, { waitUntil: 'load' });
      expect(await landing(page, builderShown)).toBe('page');
      expect(await doubleReloads(page, builderShown)).toEqual(
        signedInEveryTime(new RegExp(`^/builder/${id}$`)),
      );
    } finally {
      await closeSoon(page);
    }
  });

  it('keeps the person signed in when the reloads cut off a refresh (the access token expired)', async () => {
    const { page } = await personWithResume(suite.browser, suite.app);
    try {
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      expect(await landing(page, dashboardShown)).toBe('page');
      // As when the 15-minute access token has run out: each load asks for a refresh.
      const expire = () => page.deleteCookie({ name: 'vitae_access', url: suite.app.url });
      expect(await doubleReloads(page, dashboardShown, expire)).toEqual(
        signedInEveryTime(/^\/dashboard\/resumes$/),
      );
    } finally {
      await closeSoon(page);
    }
  });

  it('keeps the person signed in when the second reload cuts off the first load’s /user/me', async () => {
    const { page } = await personWithResume(suite.browser, suite.app);
    try {
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      expect(await landing(page, dashboardShown)).toBe('page');
      await reloadDuringSessionLook(page);
      expect({
        where: await landing(page, dashboardShown),
        path: new URL(page.url()).pathname,
        hint: await hint(page),
      }).toEqual({ where: 'page', path: '/dashboard/resumes', hint: '1' });
    } finally {
      await closeSoon(page);
    }
  });
});
