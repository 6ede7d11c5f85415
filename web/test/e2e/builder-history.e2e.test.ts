// The builder's History panel (docs/web.md#the-history-panel, docs/resume.md#history)
// as a person uses it: the list of versions, a version in the preview,
// two compared side by side, a restore and its Undo, names and their refusals,
// a version's PDF downloaded, and a locked resume's restore refused in words.
import { execFileSync } from 'node:child_process';

import { type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byLabel,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  lockResume,
  pageErrors,
  personWithResume,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(300_000);

const suite = appForTests();

type Stored = { data: { basics: { name: string } } };

function stored(page: Page, id: string): Promise<Stored> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch(`/api/resume/${resumeId}`, { credentials: 'include' });
    return (await response.json()) as Stored;
  }, id);
}

/** The names of the History panel's versions, newest first. */
function versionLabels(page: Page): Promise<string[]> {
  return page.$$eval('#section-history li[data-version-number]', (items) =>
    items.map((item) => item.getAttribute('aria-label') ?? ''),
  );
}

async function waitForVersions(page: Page, count: number): Promise<void> {
  await page
    .waitForFunction(
      (expected) =>
        document.querySelectorAll('#section-history li[data-version-number]').length === expected,
      { timeout: 30_000, polling: 200 },
      count,
    )
    .catch(async (error: unknown) => {
      throw new Error(
        `History lists ${JSON.stringify(await versionLabels(page))}: ${String(error)}`,
      );
    });
}

async function versionAction(page: Page, number: number, action: string): Promise<void> {
  // The row mid-pane, so its menu opens whole inside the window.
  await page.evaluate((version) => {
    document
      .querySelector(`#section-history li[data-version-number="${version}"]`)
      ?.scrollIntoView({ block: 'center' });
  }, number);
  await clickByRole(page, 'button', `Actions for version ${number}`);
  await byRole(page, 'menuitem', action).wait();
  await settled(page);
  await clickByRole(page, 'menuitem', action);
}

async function fullName(page: Page): Promise<string> {
  const field = await byLabel(page, 'Full name').waitHandle();
  return field.evaluate((input) => (input as HTMLInputElement).value);
}

async function waitForFullName(page: Page, value: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('input')].some(
        (input) =>
          input.id &&
          document
            .querySelector(`label[for="${input.id}"]`)
            ?.textContent?.startsWith('Full name') &&
          input.value === expected,
      ),
    { timeout: 30_000, polling: 200 },
    value,
  );
}

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

/** The text of the PDF a click opens in a new tab, as poppler's pdftotext reads it. */
async function pdfOpenedBy(page: Page, click: () => Promise<void>): Promise<string> {
  const opened = new Promise<Page | null>((resolve) =>
    suite.browser.once('targetcreated', (target) => resolve(target.page())),
  );
  await click();
  const tab = await opened;
  expect(tab).not.toBeNull();
  await tab!.waitForFunction(() => window.location.href !== 'about:blank', { timeout: 60_000 });
  const url = tab!.url();
  await tab!.close();
  const bytes = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, url);
  const pdf = Buffer.from(bytes);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

describe('the History panel', () => {
  it('lists, previews, compares, restores and undoes the restore; names versions; refuses a locked restore', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await page.goto(`${suite.app.url}/builder/${id}`, { waitUntil: 'load' });
      const original = await fullName(page);
      expect(await builderFrameText(page)).toContain(original);
      await clickByRole(page, 'button', 'History');
      await byRole(page, 'heading', 'History').wait();
      await waitForVersions(page, 1);
      expect(await versionLabels(page)).toEqual(['Version 1']);

      // "Save this version as…": a name is needed, and at most 100 characters.
      await clickByRole(page, 'button', 'Save this version as…');
      await byRole(page, 'dialog', 'Save this version as…').wait();
      await clickByRole(page, 'button', 'Save');
      await waitForText(page, 'Give the version a name.');
      await fillByLabel(page, 'Name', 'x'.repeat(101));
      await waitForText(page, 'A name is at most 100 characters.');
      await settled(page);
      await expectAccessible(page, 'the name dialog with its refusal');
      await fillByLabel(page, 'Name', 'Sent to Acme');
      await clickByRole(page, 'button', 'Save');
      await dialogClosed(page);
      await waitForText(page, '“Sent to Acme” is kept in the history.');

      // An edit after it starts the next version, said by this tab.
      await fillByLabel(page, 'Full name', 'Grace Hopper Restored');
      await waitUntilSaved(page);
      await waitForVersions(page, 2);
      expect(await versionLabels(page)).toEqual(['Version 2', 'Sent to Acme']);
      await waitForText(page, /This tab/);
      await waitForText(page, /Basics edited/);
      await expectAccessible(page, 'the History panel');

      // View: the preview draws the older version, marked, until Back to current.
      await versionAction(page, 1, 'View in the preview');
      await waitForText(page, 'Viewing version 1');
      await page.waitForFunction(
        async (name) => {
          const frame = document.querySelector<HTMLIFrameElement>(
            'iframe[src="/artboard/builder"]',
          );
          return frame?.contentDocument?.querySelector('.artboard')?.textContent?.includes(name);
        },
        { polling: 200, timeout: 30_000 },
        original,
      );
      expect(await fullName(page)).toBe('Grace Hopper Restored');

      // Download PDF of the version viewed, from the banner, then from the
      // version's menu: the resume as it was, never the present state.
      const bannerDownload = async () => {
        const button = await page.waitForFunction(() =>
          [...document.querySelectorAll('button')].find(
            (candidate) =>
              candidate.textContent === 'Download PDF' &&
              candidate
                .closest('[role="status"], [role="alert"], .chakra-alert__root')
                ?.textContent?.includes('Viewing version 1'),
          ),
        );
        await (button.asElement() as ElementHandle<Element>).click();
      };
      for (const click of [bannerDownload, () => versionAction(page, 1, 'Download PDF')]) {
        const printed = await pdfOpenedBy(page, click);
        expect(printed).toContain(original);
        expect(printed).not.toContain('Grace Hopper Restored');
      }
      await captureScreen(
        suite.browser,
        `${suite.app.url}/builder/${id}`,
        'builder-history-viewing',
        {
          context: page.browserContext(),
          prepare: async (shot) => {
            await builderFrameText(shot);
            const phone = (shot.viewport()?.width ?? 1440) < 1024;
            if (phone) {
              await byRole(shot, 'button', 'Design').click();
            }
            await clickByRole(shot, 'button', 'History');
            await versionAction(shot, 1, 'View in the preview');
            await waitForText(shot, 'Viewing version 1');
            if (phone) {
              await shot.keyboard.press('Escape');
            }
          },
        },
      );
      await clickByRole(page, 'button', 'Back to current');
      await page.waitForFunction(() => !document.body.innerText.includes('Viewing version 1'));
      await page.waitForFunction(
        () =>
          document
            .querySelector<HTMLIFrameElement>('iframe[src="/artboard/builder"]')
            ?.contentDocument?.querySelector('.artboard')
            ?.textContent?.includes('Grace Hopper Restored'),
        { polling: 200, timeout: 30_000 },
      );

      // Compare: the older name taken out, the newer put in, in the Basics.
      await versionAction(page, 1, 'Compare with current');
      await byRole(page, 'dialog', 'Compare versions').wait();
      await page.waitForSelector('[role="dialog"] del');
      const marks = await page.evaluate(() => ({
        removed: [...document.querySelectorAll('[role="dialog"] del')].map((mark) =>
          mark.textContent?.trim(),
        ),
        added: [...document.querySelectorAll('[role="dialog"] ins')].map((mark) =>
          mark.textContent?.trim(),
        ),
      }));
      expect(marks.added.join(' ')).toContain('Restored');
      expect(marks.removed.join(' ')).not.toContain('Restored');
      await settled(page);
      await expectAccessible(page, 'the comparison');
      await clickByRole(page, 'button', 'Close');
      await dialogClosed(page);

      // Restore, then Undo from the toast: each time the field, the preview and the server agree.
      await versionAction(page, 1, 'Restore');
      await waitForText(page, 'Version 1 is back.');
      await waitForFullName(page, original);
      expect((await stored(page, id)).data.basics.name).toBe(original);
      await waitForVersions(page, 3);
      // The toast's Undo (the preview toolbar has an Undo of its own).
      const undo = await page.waitForSelector(
        '[data-scope="toast"][data-part="action-trigger"], [data-scope="toast"] [data-part="action-trigger"]',
      );
      expect(await undo!.evaluate((button) => button.textContent)).toBe('Undo');
      await undo!.click();
      await waitForText(page, 'The restore is undone.');
      await waitForFullName(page, 'Grace Hopper Restored');
      expect((await stored(page, id)).data.basics.name).toBe('Grace Hopper Restored');

      // Rename and delete a named version.
      await versionAction(page, 1, 'Rename');
      await byRole(page, 'dialog', 'Rename this version').wait();
      await fillByLabel(page, 'Name', 'Sent to Globex');
      await clickByRole(page, 'button', 'Save');
      await dialogClosed(page);
      await page.waitForSelector('#section-history li[aria-label="Sent to Globex"]');
      await versionAction(page, 1, 'Delete');
      await byRole(page, 'alertdialog', 'Delete this version?').wait();
      await clickByRole(page, 'button', 'Delete');
      await dialogClosed(page);
      await page.waitForFunction(
        () => !document.querySelector('#section-history li[aria-label="Sent to Globex"]'),
      );

      // Screenshots of the panel (after a first named version again).
      await clickByRole(page, 'button', 'Save this version as…');
      await fillByLabel(page, 'Name', 'Sent to Acme');
      await clickByRole(page, 'button', 'Save');
      await dialogClosed(page);
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-history', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          if ((shot.viewport()?.width ?? 1440) < 1024) {
            await byRole(shot, 'button', 'Design').click();
          }
          await byRole(shot, 'heading', 'History').wait();
          await shot.waitForSelector('#section-history li[aria-label="Sent to Acme"]');
          await shot.evaluate(() =>
            document.getElementById('section-history')?.scrollIntoView({ block: 'start' }),
          );
        },
      });

      // A locked resume: the restore is refused in words, nothing changes.
      await lockResume(page, id);
      await versionAction(page, 2, 'Restore');
      await waitForText(page, 'This resume is locked. Please unlock it to make changes.');
      expect((await stored(page, id)).data.basics.name).toBe('Grace Hopper Restored');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
