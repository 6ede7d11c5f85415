// A public letter (docs/letters.md#the-public-page) as a person and a reader
// meet it: a letter written from a resume on the dashboard is typed into,
// made public in the builder's Sharing section and printed; a guest opens its
// link /{username}/{slug}, reads it and downloads its PDF; the owner sees both counted.
import { execFileSync } from 'node:child_process';

import { type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  openPage,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitForUrl,
  waitUntilSaved,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

const recipient = 'Bill Lumbergh';
const subject = 'Application for the TPS role';
const body = 'I would love to write your reports.';

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

/** Types into the field (its text replaced). */
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

/** A frame's artboard text once `holds` is true of it (polled by time). */
async function artboardText(frame: Frame, holds: (text: string) => boolean): Promise<string> {
  await frame.waitForSelector('.artboard', { timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const text = await frame.$eval('.artboard', (element) => element.textContent ?? '');
    if (holds(text)) {
      return text;
    }
    if (Date.now() > deadline) {
      throw new Error(`the artboard never showed the letter: ${text.slice(0, 400)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function frameOf(page: Page, src: string): Promise<Frame> {
  const element = await page.waitForSelector(`iframe[src="${src}"]`, { timeout: 60_000 });
  const frame = await element!.contentFrame();
  await element!.dispose();
  return frame;
}

const holdsAll = (text: string) =>
  text.includes(recipient) && text.includes(subject) && text.includes(body);

/** The Sharing section's counters once loaded, by their label. */
async function statistics(page: Page): Promise<Record<string, string>> {
  await page.waitForFunction(
    () => document.querySelector('#section-sharing dl:not([aria-busy])') !== null,
    { timeout: 30_000, polling: 100 },
  );
  return page.$eval('#section-sharing dl', (list) => {
    const counts: Record<string, string> = {};
    list.querySelectorAll('dt').forEach((term) => {
      counts[term.textContent?.trim() ?? ''] = term.nextElementSibling?.textContent?.trim() ?? '';
    });
    return counts;
  });
}

/** The read-only share link field's value, once shown. */
async function shownLink(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const label = [...document.querySelectorAll('label')].find(
        (element) => element.textContent === 'Link to your letter',
      );
      const input = label?.htmlFor
        ? (document.getElementById(label.htmlFor) as HTMLInputElement | null)
        : null;
      return input?.value || null;
    },
    { timeout: 30_000, polling: 100 },
  );
  return (await handle.jsonValue()) as string;
}

describe('a public letter at /{username}/{slug}', () => {
  it('is written from a resume, made public and printed; a guest reads and downloads it; the owner sees both counted', async () => {
    const { page, username } = await personWithResume(suite.browser, suite.app, {
      title: 'Navy Engineer',
      slug: 'navy',
    });
    let guest: Page | undefined;
    try {
      // Write a letter, from the resume's menu on the dashboard.
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      // The first page of a fresh app may take longer than the locator's 30 s.
      await byRole(page, 'heading', 'Resumes').setTimeout(90_000).wait();
      await clickByRole(page, 'button', 'More actions for Navy Engineer');
      await clickByRole(page, 'menuitem', 'Write a letter');
      await waitForUrl(page, /^\/letters\/[^/]+$/, { timeoutMs: 60_000 });
      const letterId = new URL(page.url()).pathname.split('/')[2]!;
      // The builder's chunk, fetched for the first time on a fresh app, may take a while.
      await page.waitForSelector('[name="subject"]', { timeout: 120_000 });

      await typeInto(page, '[name="recipient.name"]', recipient);
      await typeInto(page, '[name="subject"]', subject);
      const editor = await page.waitForSelector('#letter-body', { timeout: 60_000 });
      await editor!.click();
      await page.keyboard.type(body);
      await editor!.dispose();
      await artboardText(await frameOf(page, '/artboard/builder'), holdsAll);
      await waitUntilSaved(page);

      // Sharing: private at first, nothing counted; Public shows the link.
      expect(await statistics(page)).toEqual({ Views: '0', Downloads: '0' });
      const publicSwitch = await byRole(page, 'switch', 'Public').setVisibility(null).waitHandle();
      await publicSwitch.focus();
      await page.keyboard.press('Space');
      await publicSwitch.dispose();
      const link = await shownLink(page);
      expect(link).toBe(`${suite.app.url}/${username}/navy-engineer-letter`);
      const stored = await page.evaluate(async (id) => {
        const response = await fetch(`/api/letter/${id}`);
        return (await response.json()) as { visibility: string; version: number };
      }, letterId);
      expect(stored.visibility).toBe('public');

      // An edit after the switch is saved on the version the switch made, not refused.
      await typeInto(page, '[name="recipient.title"]', 'Vice President');
      await waitUntilSaved(page);
      const edited = await page.evaluate(async (id) => {
        const response = await fetch(`/api/letter/${id}`);
        return (await response.json()) as {
          data: { recipient: { title: string }; sender: { name: string } };
        };
      }, letterId);
      expect(edited.data.recipient.title).toBe('Vice President');
      expect(edited.data.sender.name).not.toBe('');
      await expectAccessible(page, 'the letter builder with the letter public');

      // Download PDF: its text holds the recipient, the subject and the body.
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
      const bytes = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return Array.from(new Uint8Array(await response.arrayBuffer()));
      }, tab!.url());
      await closePage(tab!);
      const text = pdfText(Buffer.from(bytes)).replace(/\s+/g, ' ');
      expect(text).toContain(recipient);
      expect(text).toContain(subject);
      expect(text).toContain(body);

      // A guest, in a fresh incognito context, opens the link and reads the letter.
      guest = await openPage(suite.browser, link);
      await byRole(guest, 'heading', edited.data.sender.name).wait();
      const shown = await artboardText(await frameOf(guest, '/artboard/preview'), holdsAll);
      expect(shown).toContain('Vice President');
      expect(await guest.title()).toBe('Navy Engineer letter - Vitae');
      // The guest's Download PDF: the public letter's PDF, through a signed link.
      const guestTab = new Promise<Page | null>((resolve) =>
        suite.browser.once('targetcreated', (target) => resolve(target.page())),
      );
      await byRole(guest, 'button', 'Download PDF').click();
      const readerTab = await guestTab;
      expect(readerTab).not.toBeNull();
      await readerTab!.waitForFunction(() => window.location.href !== 'about:blank', {
        polling: 200,
        timeout: 90_000,
      });
      const guestBytes = await guest.evaluate(async (url) => {
        const response = await fetch(url);
        return Array.from(new Uint8Array(await response.arrayBuffer()));
      }, readerTab!.url());
      await closePage(readerTab!);
      const guestPdf = Buffer.from(guestBytes);
      expect(guestPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(guestPdf).replace(/\s+/g, ' ')).toContain(subject);
      await expectAccessible(guest, 'the public letter page');
      expect(pageErrors(guest)).toEqual([]);

      // The docs' pictures (SCREENSHOTS=1 only): the reader's page, and the owner's Sharing.
      await captureScreen(suite.browser, link, 'letter-public', {
        prepare: async (shot) => {
          await artboardText(await frameOf(shot, '/artboard/preview'), holdsAll);
        },
      });
      await captureScreen(
        suite.browser,
        `${suite.app.url}/letters/${letterId}`,
        'letter-builder-sharing',
        {
          context: page.browserContext(),
          prepare: async (shot) => {
            await artboardText(await frameOf(shot, '/artboard/builder'), holdsAll);
            if (await shot.evaluate(() => window.innerWidth < 1024)) {
              await byRole(shot, 'button', 'Design').click();
            }
            await scrollToSection(shot, 'sharing');
            await shownLink(shot);
          },
        },
      );

      // A private letter's address is the page of a missing one: the reader goes home.
      await page.evaluate(async (id) => {
        await fetch(`/api/letter/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visibility: 'private' }),
        });
      }, letterId);

      // The owner sees the guest's view (the page reported it once) and download counted.
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('[name="subject"]', { timeout: 60_000 });
      expect(await statistics(page)).toEqual({ Views: '1', Downloads: '1' });

      await guest.goto(link, { waitUntil: 'load' });
      await waitForUrl(guest, '/', { timeoutMs: 60_000 });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      if (guest) {
        await closePage(guest);
      }
      await closePage(page);
    }
  });
});
