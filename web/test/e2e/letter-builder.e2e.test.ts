// The letter builder (docs/letters.md#the-letter-builder) in Chromium against
// the app as `make run` starts it: a letter written from the person's resume is
// edited, saved, reloaded and printed; its font size and primary colour are
// changed, drawn, kept over a reload and exported as its JSON file; a locked
// letter is read-only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ElementHandle, type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

/** A letter written from the person's resume through REST (docs/api.md#cover-letters); its id. */
async function letterFromResume(page: Page, resumeId: string, lock = false): Promise<string> {
  return page.evaluate(
    async (input) => {
      const headers = { 'content-type': 'application/json' };
      const created = await fetch('/api/letter', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: 'Letter to Initech',
          slug: 'initech',
          fromResumeId: input.resumeId,
        }),
      });
      if (created.status !== 201) {
        throw new Error(`POST /api/letter answered ${created.status}: ${await created.text()}`);
      }
      const { id } = (await created.json()) as { id: string };
      if (input.lock) {
        const locked = await fetch(`/api/letter/${id}/lock`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ set: true }),
        });
        if (locked.status !== 200) {
          throw new Error(`locking the letter answered ${locked.status}`);
        }
      }
      return id;
    },
    { resumeId, lock },
  );
}

/** Opens the builder and waits for the letter's fields and its first draw. */
async function openLetter(page: Page, id: string): Promise<void> {
  await page.goto(`${suite.app.url}/letters/${id}`);
  await page
    .waitForSelector('[name="subject"]', { timeout: 60_000 })
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => document.body.innerText.slice(0, 500));
      throw new Error(`${page.url()}: ${seen} ${JSON.stringify(pageErrors(page))}`, {
        cause: error,
      });
    });
  await previewText(page, () => true);
}

/** The preview frame's text once `holds` is true of it (polled by time). */
async function previewText(page: Page, holds: (text: string) => boolean): Promise<string> {
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]', {
    timeout: 60_000,
  });
  const frame = await frameElement!.contentFrame();
  await frame.waitForSelector('.artboard', { timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const text = await frame.$eval('.artboard', (element) => element.textContent ?? '');
    if (holds(text)) {
      return text;
    }
    if (Date.now() > deadline) {
      throw new Error(`the preview never showed what was typed: ${text.slice(0, 400)}`);
    }
    await frame.waitForFunction(
      (before) => (document.querySelector('.artboard')?.textContent ?? '') !== before,
      { polling: 200, timeout: 60_000 },
      text,
    );
  }
}

/** Types into the field with this id (its text replaced). */
async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  const field = await page.waitForSelector(selector, { timeout: 60_000 });
  await field!.click();
  await field!.evaluate((element) => {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.select();
    }
  });
  await page.keyboard.type(value);
  await field!.dispose();
}

const valueOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element as HTMLInputElement).value);

/** The preview frame, once it has drawn the letter. */
async function letterFrame(page: Page): Promise<Frame> {
  await previewText(page, () => true);
  const element = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await element!.contentFrame())!;
}

/** A CSS variable of the drawn letter (`--font-size`, `--color-primary`) once it is `value`. */
async function frameVariableIs(frame: Frame, name: string, value: string): Promise<void> {
  await frame.waitForFunction(
    (variable, wanted) =>
      getComputedStyle(document.querySelector('.artboard')!).getPropertyValue(variable).trim() ===
      wanted,
    { polling: 100, timeout: 30_000 },
    name,
    value,
  );
}

/** Clicks a radio button where a person does: on its label (the input is visually hidden). */
async function chooseRadio(page: Page, name: string): Promise<void> {
  const input = await byRole(page, 'radio', name)
    .setEnsureElementIsInTheViewport(false)
    .setVisibility(null)
    .waitHandle();
  const label = await input.evaluateHandle((element) => element.closest('label') ?? element);
  await (label as ElementHandle<Element>).click();
  await input.dispose();
}

type StoredLetter = {
  title: string;
  data: {
    metadata: {
      followResume: boolean;
      typography: { font: { size: number } };
      theme: { primary: string };
    };
  };
};

function storedLetter(page: Page, id: string): Promise<StoredLetter> {
  return page.evaluate(async (letterId) => {
    const response = await fetch(`/api/letter/${letterId}`);
    return (await response.json()) as StoredLetter;
  }, id);
}

const followingNote = 'This letter follows its resume’s design.';

describe('letter builder (/letters/{id})', () => {
  it('edits a letter written from a resume, saves it, keeps it over a reload and prints it', async () => {
    const { page, id: resumeId } = await personWithResume(suite.browser, suite.app);
    try {
      const id = await letterFromResume(page, resumeId);
      await openLetter(page, id);

      await typeInto(page, '[name="recipient.name"]', 'Bill Lumbergh');
      await typeInto(page, '[name="subject"]', 'Application for the TPS role');
      const body = await page.waitForSelector('#letter-body', { timeout: 60_000 });
      await body!.click();
      await page.keyboard.type('I would love to write your reports.');
      await body!.dispose();

      await previewText(
        page,
        (text) =>
          text.includes('Bill Lumbergh') &&
          text.includes('Application for the TPS role') &&
          text.includes('I would love to write your reports.'),
      );
      await waitUntilSaved(page);

      await page.reload();
      await page.waitForSelector('[name="subject"]', { timeout: 60_000 });
      await page.waitForFunction(
        () =>
          (document.querySelector('[name="subject"]') as HTMLInputElement | null)?.value ===
          'Application for the TPS role',
        { polling: 200, timeout: 60_000 },
      );
      expect(await valueOf(page, '[name="recipient.name"]')).toBe('Bill Lumbergh');
      const body2 = await page.$eval('#letter-body', (element) => element.textContent ?? '');
      expect(body2).toContain('I would love to write your reports.');
      await previewText(
        page,
        (text) =>
          text.includes('Bill Lumbergh') && text.includes('I would love to write your reports.'),
      );

      await expectAccessible(page, 'the letter builder');

      const opened = new Promise<Page | null>((resolve) =>
        suite.browser.once('targetcreated', (target) => resolve(target.page())),
      );
      await byRole(page, 'button', 'Download PDF').click();
      const tab = await opened;
      expect(tab).not.toBeNull();
      await tab!.waitForFunction(() => window.location.href !== 'about:blank', {
        polling: 200,
        timeout: 90_000,
      });
      const pdfUrl = tab!.url();
      const bytes = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return Array.from(new Uint8Array(await response.arrayBuffer()));
      }, pdfUrl);
      const pdf = Buffer.from(bytes);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('Application for the TPS role');
      await closePage(tab!);

      await captureScreen(suite.browser, `${suite.app.url}/letters/${id}`, 'letter-builder', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await shot.waitForSelector('[name="subject"], [aria-label="Letter"]', {
            timeout: 60_000,
          });
          await previewText(shot, (text) => text.includes('Bill Lumbergh'));
        },
      });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('changes the font size and primary colour, draws them, keeps them over a reload and exports the JSON file', async () => {
    const { page, id: resumeId } = await personWithResume(suite.browser, suite.app);
    const downloads = mkdtempSync(join(tmpdir(), 'vitae-letter-export-'));
    try {
      const id = await letterFromResume(page, resumeId);
      await openLetter(page, id);
      let frame = await letterFrame(page);
      await waitForText(page, followingNote);

      await scrollToSection(page, 'typography');
      const size = await byRole(page, 'slider', 'Font size').waitHandle();
      await size.evaluate((element) => (element as HTMLElement).focus());
      await size.dispose();
      await page.keyboard.press('End');
      await frameVariableIs(frame, '--font-size', '18px');

      await scrollToSection(page, 'theme');
      await chooseRadio(page, 'Teal');
      await frameVariableIs(frame, '--color-primary', '#0d9488');
      // The letter has a design of its own now: the note is gone.
      await page.waitForFunction(
        (note) => !document.body.textContent?.includes(note),
        { polling: 100, timeout: 30_000 },
        followingNote,
      );
      await waitUntilSaved(page);
      const stored = await storedLetter(page, id);
      expect(stored.data.metadata.typography.font.size).toBe(18);
      expect(stored.data.metadata.theme.primary).toBe('#0d9488');
      expect(stored.data.metadata.followResume).toBe(false);

      await page.reload();
      await openLetter(page, id);
      frame = await letterFrame(page);
      await frameVariableIs(frame, '--font-size', '18px');
      await frameVariableIs(frame, '--color-primary', '#0d9488');
      await scrollToSection(page, 'theme');
      expect(
        await byRole(page, 'radio', 'Teal')
          .setEnsureElementIsInTheViewport(false)
          .setVisibility(null)
          .map((input) => (input as HTMLInputElement).checked)
          .wait(),
      ).toBe(true);
      expect(
        await page.evaluate((note) => document.body.textContent?.includes(note), followingNote),
      ).toBe(false);

      // The design pane at its Theme, in a sheet below 1024 px.
      await captureScreen(
        suite.browser,
        `${suite.app.url}/letters/${id}`,
        'letter-builder-design',
        {
          context: page.browserContext(),
          prepare: async (shot) => {
            await previewText(shot, () => true);
            if (await shot.evaluate(() => window.innerWidth < 1024)) {
              await byRole(shot, 'button', 'Design').click();
            }
            await scrollToSection(shot, 'theme');
          },
        },
      );

      // Export JSON: the letter's file as the server writes it, named after its title.
      const session = await page.createCDPSession();
      await session.send('Browser.setDownloadBehavior', {
        behavior: 'allow',
        downloadPath: downloads,
        browserContextId: page.browserContext().id,
        eventsEnabled: true,
      });
      await scrollToSection(page, 'export');
      await byRole(page, 'button', 'Export JSON').click();
      const fileName = 'Letter to Initech.json';
      const deadline = Date.now() + 30_000;
      while (!readdirSync(downloads).includes(fileName) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(readdirSync(downloads)).toEqual([fileName]);
      const text = readFileSync(join(downloads, fileName), 'utf8');
      const file = JSON.parse(text) as { vitaeLetter: number } & StoredLetter['data'];
      expect(file).toEqual({ vitaeLetter: 1, ...(await storedLetter(page, id)).data });
      expect(text.startsWith('{\n  "vitaeLetter": 1,')).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
      rmSync(downloads, { recursive: true, force: true });
    }
  });

  it('shows a locked letter read-only under its banner', async () => {
    const { page, id: resumeId } = await personWithResume(suite.browser, suite.app);
    try {
      const id = await letterFromResume(page, resumeId, true);
      await openLetter(page, id);
      await page.waitForFunction(
        () => document.body.textContent?.includes('This letter is locked') === true,
        { polling: 200, timeout: 60_000 },
      );
      const readOnly = await page.$eval(
        '[name="subject"]',
        (element) => (element as HTMLInputElement).readOnly,
      );
      expect(readOnly).toBe(true);
      await typeInto(page, '[name="subject"]', 'Typed while locked');
      expect(await valueOf(page, '[name="subject"]')).not.toContain('Typed while locked');
      await expectAccessible(page, 'a locked letter');
    } finally {
      await closePage(page);
    }
  });
});
