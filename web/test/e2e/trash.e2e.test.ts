// The Trash view (docs/web.md#the-trash-view, docs/resume.md#trash) as a person
// uses it: a deleted resume waits there with its dates, comes back with its
// public link, goes for good one by one or all at once, each asked first.
import { type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  pageErrors,
  personWithResume,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

type Listed = { id: string; title: string; slug: string };

function api<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async (input) => {
      const response = await fetch(input.path, {
        method: input.method,
        credentials: 'include',
        // An empty body with a JSON type is refused: the type goes only with a body.
        ...(input.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(input.body) }),
      });
      return (await response.json()) as unknown;
    },
    { path, method, body },
  ) as Promise<T>;
}

/** Waits until no dialog is open and its backdrop is gone (it would take the next click). */
async function dialogClosed(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[role="dialog"], [role="alertdialog"], [data-scope="dialog"][data-part="backdrop"]',
      ),
    { timeout: 15_000 },
  );
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The titles the Trash view lists, in its order. */
function trashTitles(page: Page): Promise<string[]> {
  return page.$$eval('main li[aria-label]', (items) =>
    items.map((item) => item.getAttribute('aria-label') ?? ''),
  );
}

async function waitForTrash(page: Page, titles: string[]): Promise<void> {
  await page
    .waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('main li[aria-label]')].map((item) =>
            item.getAttribute('aria-label'),
          ),
        ) === JSON.stringify(expected),
      { timeout: 15_000 },
      titles,
    )
    .catch(async (error: unknown) => {
      throw new Error(
        `The trash lists ${JSON.stringify(await trashTitles(page))}: ${String(error)}`,
      );
    });
}

describe('the Trash view', () => {
  it('deletes to the trash, restores with the slug, deletes forever and empties it, each asked first', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, {
      title: 'Navy Engineer',
      slug: 'navy',
    });
    try {
      for (const [title, slug] of [
        ['Pilot', 'pilot'],
        ['Teacher', 'teacher'],
      ]) {
        await api(page, '/api/resume', 'POST', { title, slug });
      }
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      await byRole(page, 'heading', 'Resumes').wait();

      // Deleting from the resumes page says where it goes.
      await clickByRole(page, 'button', 'More actions for Navy Engineer');
      await clickByRole(page, 'menuitem', 'Delete');
      await waitForText(page, 'moves to the Trash for 30 days');
      await clickByRole(page, 'button', 'Delete');
      await dialogClosed(page);
      for (const title of ['Pilot', 'Teacher']) {
        const trashed = (await api<Listed[]>(page, '/api/resume')).find(
          (resume) => resume.title === title,
        );
        await api(page, `/api/resume/${trashed!.id}`, 'DELETE');
      }

      await clickByRole(page, 'link', 'Trash');
      await waitForUrl(page, '/dashboard/trash');
      await byRole(page, 'heading', 'Trash').wait();
      await waitForTrash(page, ['Teacher', 'Pilot', 'Navy Engineer']);
      await waitForText(page, 'A restored resume keeps its public link');
      await waitForText(page, /Deleted for good on \w+ \d+, \d{4}/);
      await expectAccessible(page, 'the Trash view');

      // Restore: back in the list with its slug.
      const navy = await page.waitForSelector('main li[aria-label="Navy Engineer"]');
      const restore = await navy!.$('::-p-aria([name="Restore"][role="button"])');
      await restore!.click();
      await waitForText(page, '“Navy Engineer” is back in your resumes.');
      await waitForTrash(page, ['Teacher', 'Pilot']);
      const back = await api<Listed>(page, `/api/resume/${id}`);
      expect(back).toMatchObject({ title: 'Navy Engineer', slug: 'navy' });

      // Delete forever, asked first; Cancel keeps it.
      const pilot = await page.waitForSelector('main li[aria-label="Pilot"]');
      await (await pilot!.$('::-p-aria([name="Delete forever"][role="button"])'))!.click();
      await byRole(page, 'alertdialog', 'Delete this resume forever?').wait();
      await waitForText(page, '“Pilot”, its versions and its files will be deleted.');
      await settled(page);
      await expectAccessible(page, 'the delete forever dialog');
      await clickByRole(page, 'button', 'Cancel');
      await dialogClosed(page);
      await waitForTrash(page, ['Teacher', 'Pilot']);
      await (await pilot!.$('::-p-aria([name="Delete forever"][role="button"])'))!.click();
      await byRole(page, 'alertdialog', 'Delete this resume forever?').wait();
      await clickByRole(page, 'button', 'Delete forever');
      await dialogClosed(page);
      await waitForTrash(page, ['Teacher']);

      // Empty trash, asked with the count.
      await clickByRole(page, 'button', 'Empty trash');
      await byRole(page, 'alertdialog', 'Empty the trash?').wait();
      await waitForText(page, '1 resume, its versions and its files will be deleted.');
      await clickByRole(page, 'button', 'Empty trash');
      await dialogClosed(page);
      await waitForText(page, 'The trash is empty');
      expect(await api<Listed[]>(page, '/api/resume/trash')).toEqual([]);
      expect((await api<Listed[]>(page, '/api/resume')).map((resume) => resume.title)).toEqual([
        'Navy Engineer',
      ]);
      await expectAccessible(page, 'the empty Trash view');

      // Screenshots: two resumes in the trash.
      for (const [title, slug] of [
        ['Staff Engineer', 'staff'],
        ['Product Designer', 'designer'],
      ]) {
        const made = await api<Listed>(page, '/api/resume', 'POST', { title, slug });
        await api(page, `/api/resume/${made.id}`, 'DELETE');
      }
      await captureScreen(suite.browser, `${suite.app.url}/dashboard/trash`, 'dashboard-trash', {
        context: page.browserContext(),
        prepare: (shot) => waitForText(shot, 'Product Designer'),
      });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
