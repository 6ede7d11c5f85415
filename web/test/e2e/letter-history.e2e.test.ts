// The letter builder's History section (docs/letters.md#the-letter-builder,
// docs/letters.md#history) in Chromium against the app as `make run` starts
// it: a letter typed into and saved, its version named, more typed, the named
// version viewed and restored, the field and the preview back as they were,
// and still so after a reload.
import { type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** A letter written from the person's resume through REST (docs/api.md#cover-letters); its id. */
async function letterFromResume(page: Page, resumeId: string): Promise<string> {
  return page.evaluate(async (fromResumeId) => {
    const created = await fetch('/api/letter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Letter to Initech', slug: 'initech', fromResumeId }),
    });
    if (created.status !== 201) {
      throw new Error(`POST /api/letter answered ${created.status}: ${await created.text()}`);
    }
    return ((await created.json()) as { id: string }).id;
  }, resumeId);
}

/** Opens the builder on the letter. */
async function openLetter(page: Page, id: string): Promise<void> {
  await page.goto(`${suite.app.url}/letters/${id}`);
  await letterDrawn(page);
}

/** Waits for the letter's fields and its first draw. */
async function letterDrawn(page: Page): Promise<void> {
  await page
    .waitForSelector('[name="subject"]', { timeout: 60_000 })
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => document.body.innerText.slice(0, 500));
      throw new Error(`${page.url()}: ${seen} ${JSON.stringify(pageErrors(page))}`, {
        cause: error,
      });
    });
  await framedText(page, 0, () => true);
}

/**
 * The text of the `index`th artboard frame on the page (0: the builder's
 * preview, 1: a version viewed in its dialog) once `holds` is true of it.
 */
async function framedText(
  page: Page,
  index: number,
  holds: (text: string) => boolean,
): Promise<string> {
  const handle = await page.waitForFunction(
    (at) => document.querySelectorAll('iframe[src="/artboard/builder"]')[at] ?? null,
    { polling: 200, timeout: 60_000 },
    index,
  );
  const frame = await (handle.asElement() as ElementHandle<HTMLIFrameElement>).contentFrame();
  await frame.waitForSelector('.artboard', { timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const text = await frame.$eval('.artboard', (element) => element.textContent ?? '');
    if (holds(text)) {
      return text;
    }
    if (Date.now() > deadline) {
      throw new Error(`the frame never showed what was expected: ${text.slice(0, 400)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Types into the field `selector`, its text replaced. */
async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  const field = await page.waitForSelector(selector, { timeout: 60_000 });
  await field!.click();
  await field!.evaluate((element) => (element as HTMLInputElement).select());
  await page.keyboard.type(value);
  await field!.dispose();
}

const subjectIs = (page: Page, value: string) =>
  page.waitForFunction(
    (wanted) =>
      (document.querySelector('[name="subject"]') as HTMLInputElement | null)?.value === wanted,
    { polling: 200, timeout: 60_000 },
    value,
  );

/** The names of the History section's versions, newest first. */
function versionLabels(page: Page): Promise<string[]> {
  return page.$$eval('#section-history li[data-version-number]', (items) =>
    items.map((item) => item.getAttribute('aria-label') ?? ''),
  );
}

/** Waits until History lists `labels`, newest first (asked again 3 s after saves settle). */
async function waitForVersions(page: Page, labels: string[]): Promise<void> {
  await page
    .waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('#section-history li[data-version-number]')].map((item) =>
            item.getAttribute('aria-label'),
          ),
        ) === JSON.stringify(expected),
      { timeout: 30_000, polling: 200 },
      labels,
    )
    .catch(async (error: unknown) => {
      throw new Error(`History lists ${JSON.stringify(await versionLabels(page))}`, {
        cause: error,
      });
    });
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function versionAction(page: Page, number: number, action: string): Promise<void> {
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

type StoredLetter = { data: { subject: string } };

function storedLetter(page: Page, id: string): Promise<StoredLetter> {
  return page.evaluate(async (letterId) => {
    const response = await fetch(`/api/letter/${letterId}`);
    return (await response.json()) as StoredLetter;
  }, id);
}

const named = 'Application for the TPS role';
const later = 'Application for the TPS role, rewritten';

describe('the letter builder’s History section', () => {
  it('names a version, restores it after more typing, in the field and the preview, and keeps it over a reload', async () => {
    const { page, id: resumeId } = await personWithResume(suite.browser, suite.app);
    try {
      const id = await letterFromResume(page, resumeId);
      await openLetter(page, id);
      await scrollToSection(page, 'history');
      await byRole(page, 'heading', 'History').wait();
      await waitForVersions(page, ['Version 1']);

      await typeInto(page, '[name="subject"]', named);
      await waitUntilSaved(page);

      await clickByRole(page, 'button', 'Save this version as…');
      await byRole(page, 'dialog', 'Save this version as…').wait();
      await fillByLabel(page, 'Name', 'Sent to Initech');
      await clickByRole(page, 'button', 'Save');
      await waitForText(page, '“Sent to Initech” is kept in the history.');
      await waitForVersions(page, ['Sent to Initech']);

      await typeInto(page, '[name="subject"]', later);
      await framedText(page, 0, (text) => text.includes(later));
      await waitUntilSaved(page);
      await waitForVersions(page, ['Version 2', 'Sent to Initech']);
      await waitForText(page, /Subject edited/);
      await expectAccessible(page, 'the letter’s History section');

      // View: the named version drawn as it was, the builder's letter untouched.
      await versionAction(page, 1, 'View in the preview');
      await byRole(page, 'dialog', 'Sent to Initech').wait();
      await waitForText(page, 'Read-only: the letter as it was then.');
      const viewed = await framedText(page, 1, (text) => text.includes(named));
      expect(viewed).not.toContain(later);
      expect(
        await page.$eval('[name="subject"]', (input) => (input as HTMLInputElement).value),
      ).toBe(later);

      // Restore, from the view: the field and the preview go back at once.
      await settled(page);
      await clickByRole(page, 'button', 'Restore');
      await waitForText(page, 'Version 1 is back.');
      await subjectIs(page, named);
      await framedText(page, 0, (text) => text.includes(named) && !text.includes(later));
      await waitUntilSaved(page);
      expect((await storedLetter(page, id)).data.subject).toBe(named);
      await waitForVersions(page, ['Version 3', 'Version 2', 'Sent to Initech']);

      // The restore is stored: the reload opens the restored letter.
      await page.reload();
      await letterDrawn(page);
      await subjectIs(page, named);
      await framedText(page, 0, (text) => text.includes(named) && !text.includes(later));

      // And it is saved on: an edit after the restore is stored, not refused as stale.
      await typeInto(page, '[name="subject"]', `${named}, once more`);
      await waitUntilSaved(page);
      expect((await storedLetter(page, id)).data.subject).toBe(`${named}, once more`);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
