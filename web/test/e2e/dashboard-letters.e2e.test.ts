// The letters page and Write a letter (docs/product.md#letter-list) as a person
// uses them: a letter written from a resume's menu opens at /letters/{id} with
// the resume's name as its sender; on Letters it is renamed, duplicated,
// locked, unlocked and deleted; a person with no letter is told how to start.
import { type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  pageErrors,
  personWithResume,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

type Letter = {
  id: string;
  title: string;
  slug: string;
  locked: boolean;
  resumeId: string | null;
  data: { sender: { name: string } };
};

function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (input) => {
    const response = await fetch(input, { credentials: 'include' });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}

/** Waits until no dialog is open and its backdrop is gone (it would take the next click). */
async function dialogClosed(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[role="dialog"], [role="alertdialog"], [data-scope="dialog"][data-part="backdrop"]',
      ),
    { timeout: 30_000, polling: 100 },
  );
}

/** The letters' titles the page shows, in its order. */
function tileTitles(page: Page): Promise<string[]> {
  return page.$$eval('main [data-letter-id]', (tiles) =>
    tiles.map((tile) => tile.getAttribute('aria-label') ?? ''),
  );
}

/** Waits until the page shows exactly these letters, in this order. */
async function waitForTiles(page: Page, titles: string[]): Promise<void> {
  await page
    .waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('main [data-letter-id]')].map((tile) =>
            tile.getAttribute('aria-label'),
          ),
        ) === JSON.stringify(expected),
      { timeout: 30_000, polling: 100 },
      titles,
    )
    .catch(async (error: unknown) => {
      throw new Error(`The page shows ${JSON.stringify(await tileTitles(page))}: ${String(error)}`);
    });
}

/** Opens the "more" menu of the letter with this title and picks an action. */
async function letterAction(page: Page, title: string, action: string): Promise<void> {
  await clickByRole(page, 'button', `More actions for ${title}`);
  await clickByRole(page, 'menuitem', action);
}

function lockShown(page: Page, title: string, shown: boolean): Promise<unknown> {
  return page.waitForFunction(
    (input) =>
      Boolean(
        document.querySelector(
          `main [data-letter-id][aria-label="${input.title}"] [data-testid="lock-overlay"]`,
        ),
      ) === input.shown,
    { timeout: 30_000, polling: 100 },
    { title, shown },
  );
}

describe('the letters page', () => {
  it('writes a letter from a resume, then renames, duplicates, locks, unlocks and deletes on Letters', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, {
      title: 'Navy Engineer',
      slug: 'navy',
    });
    try {
      const resume = await api<{ data: { basics: { name: string } } }>(page, `/api/resume/${id}`);
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      await byRole(page, 'heading', 'Resumes').wait();

      // Write a letter, from the resume's menu: the letter builder opens on it.
      await clickByRole(page, 'button', 'More actions for Navy Engineer');
      await clickByRole(page, 'menuitem', 'Write a letter');
      await waitForUrl(page, /^\/letters\/[^/]+$/, { timeoutMs: 60_000 });
      const letterId = new URL(page.url()).pathname.split('/')[2]!;
      const written = await api<Letter>(page, `/api/letter/${letterId}`);
      expect(written).toMatchObject({
        title: 'Navy Engineer letter',
        slug: 'navy-engineer-letter',
        resumeId: id,
        locked: false,
      });
      expect(written.data.sender.name).toBe(resume.data.basics.name);
      expect(written.data.sender.name).not.toBe('');

      // Letters, from the side menu: the tile names the resume it goes with.
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      await byRole(page, 'heading', 'Resumes').wait();
      await clickByRole(page, 'link', 'Letters');
      await waitForUrl(page, '/dashboard/letters');
      await byRole(page, 'heading', 'Letters').wait();
      await waitForTiles(page, ['Navy Engineer letter']);
      await waitForText(page, 'Goes with Navy Engineer');
      await waitForText(page, 'Last updated');
      await expectAccessible(page, 'the letters page');

      // Rename: title and slug.
      await letterAction(page, 'Navy Engineer letter', 'Rename');
      await byRole(page, 'dialog', 'Rename a letter').wait();
      await fillByLabel(page, 'Title', 'Letter to Acme');
      await clickByRole(page, 'button', 'Save Changes');
      await dialogClosed(page);
      await waitForTiles(page, ['Letter to Acme']);
      expect(await api<Letter>(page, `/api/letter/${letterId}`)).toMatchObject({
        title: 'Letter to Acme',
        slug: 'letter-to-acme',
      });

      // Duplicate: the copy joins the list, the newest first.
      await letterAction(page, 'Letter to Acme', 'Duplicate');
      await waitForTiles(page, ['Letter to Acme (Copy)', 'Letter to Acme']);

      // Lock: the lock shows on the tile, and Rename and Delete wait for Unlock.
      await letterAction(page, 'Letter to Acme', 'Lock');
      await byRole(page, 'alertdialog', 'Lock this letter?').wait();
      await expectAccessible(page, 'the lock dialog');
      await clickByRole(page, 'button', 'Lock');
      await dialogClosed(page);
      await lockShown(page, 'Letter to Acme', true);
      expect((await api<Letter>(page, `/api/letter/${letterId}`)).locked).toBe(true);
      await clickByRole(page, 'button', 'More actions for Letter to Acme');
      await page.waitForSelector('[role="menuitem"][data-value="rename"][data-disabled]', {
        timeout: 30_000,
      });
      await clickByRole(page, 'menuitem', 'Unlock');
      await byRole(page, 'alertdialog', 'Unlock this letter?').wait();
      await clickByRole(page, 'button', 'Unlock');
      await dialogClosed(page);
      await lockShown(page, 'Letter to Acme', false);
      expect((await api<Letter>(page, `/api/letter/${letterId}`)).locked).toBe(false);

      // Delete, asked first: a letter goes for good.
      await letterAction(page, 'Letter to Acme (Copy)', 'Delete');
      await byRole(page, 'alertdialog', 'Are you sure you want to delete your letter?').wait();
      await waitForText(page, 'is deleted for good');
      await expectAccessible(page, 'the delete dialog');
      await clickByRole(page, 'button', 'Delete');
      await dialogClosed(page);
      await waitForTiles(page, ['Letter to Acme']);
      expect((await api<Letter[]>(page, '/api/letter')).map((letter) => letter.title)).toEqual([
        'Letter to Acme',
      ]);

      // The list view shows the same letters.
      await clickByRole(page, 'button', 'List view');
      await page.waitForSelector('main li[data-letter-id][aria-label="Letter to Acme"]', {
        timeout: 30_000,
      });
      await clickByRole(page, 'button', 'Grid view');
      await page.waitForSelector('main article[data-letter-id]', { timeout: 30_000 });

      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/letters`,
        'dashboard-letters',
        {
          context: page.browserContext(),
          prepare: (shot) => waitForText(shot, 'Goes with Navy Engineer'),
        },
      );
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('tells a person with no letter how to start, and writes a blank one', async () => {
    const { page } = await personWithResume(suite.browser, suite.app, {
      title: 'Pilot',
      slug: 'pilot',
    });
    try {
      await page.goto(`${suite.app.url}/dashboard/letters`, { waitUntil: 'load' });
      await byRole(page, 'heading', 'No letters yet').wait();
      await byRole(page, 'button', 'Write a letter from a resume').wait();
      await byRole(page, 'button', 'New letter').wait();
      await expectAccessible(page, 'the empty letters page');
      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/letters`,
        'dashboard-letters-empty',
        {
          context: page.browserContext(),
          prepare: (shot) =>
            byRole(shot, 'button', 'New letter')
              .wait()
              .then(() => undefined),
        },
      );

      await clickByRole(page, 'button', 'New letter');
      await waitForUrl(page, /^\/letters\/[^/]+$/, { timeoutMs: 60_000 });
      const letterId = new URL(page.url()).pathname.split('/')[2]!;
      expect(await api<Letter>(page, `/api/letter/${letterId}`)).toMatchObject({
        title: 'New letter',
        resumeId: null,
      });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
