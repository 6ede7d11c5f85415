// The builder's right pane, in Chromium against the app as `make run` starts it:
// Sharing (the Public switch, the link only when public, Copy link's toast, the
// link opened by a stranger), Statistics (that stranger's view counted),
// Export (JSON named after the resume id, equal to the saved data; Word,
// Markdown and plain text from the export route) and Notes
// (typed, saved, back after a reload, never on the resume).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import mammoth from 'mammoth';
import { type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byLabel,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  openPage,
  pageErrors,
  personWithResume,
  phoneWidth,
  scrollToSection,
  waitForText,
  waitUntilSaved,
} from './harness';
import { waitForPicturesOnScreen, waitUntilStill } from './harness/settle';

jest.setTimeout(240_000);

const suite = appForTests();

type Stored = {
  visibility: string;
  data: { metadata: { notes: string } } & Record<string, unknown>;
};

/** The resume as the server has it, asked from the page with its session. */
async function stored(page: Page, id: string): Promise<Stored> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch(`/api/resume/${resumeId}`, { credentials: 'include' });
    return (await response.json()) as Stored;
  }, id);
}

/** Opens the builder on the resume and, given a tool, scrolls the right pane to it. */
async function openBuilder(page: Page, id: string, tool?: string): Promise<void> {
  await page.goto(`${suite.app.url}/builder/${id}`);
  await builderFrameText(page);
  await byRole(page, 'heading', 'Sharing').wait();
  if (tool) {
    await scrollToSection(page, tool);
  }
}

/** Turns a switch over from the keyboard (its input is visually hidden behind the drawn control). */
async function toggleSwitch(page: Page, name: string): Promise<void> {
  const input = await byRole(page, 'switch', name).setVisibility(null).waitHandle();
  await input.focus();
  await page.keyboard.press('Space');
}

/** The value of the read-only share link field, or null when it is not shown. */
async function shownLink(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const label = [...document.querySelectorAll('label')].find(
      (element) => element.textContent === 'Link to your resume',
    );
    const input = label?.htmlFor
      ? (document.getElementById(label.htmlFor) as HTMLInputElement | null)
      : null;
    return input ? input.value : null;
  });
}

async function waitForStatistics(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('#section-statistics dl:not([aria-busy])') !== null,
    { timeout: 30_000, polling: 100 },
  );
}

/** The numbers the Statistics section shows, by their label. */
async function statistics(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const section = document.getElementById('section-statistics');
    const counts: Record<string, string> = {};
    section?.querySelectorAll('dl > div').forEach((entry) => {
      const label = entry.querySelector('dt')?.textContent?.trim() ?? '';
      counts[label] = entry.querySelector('dd')?.textContent?.trim() ?? '';
    });
    return counts;
  });
}

describe('the right pane', () => {
  it('shares the resume: Public shows the link, Copy link says so, a stranger opens it, private hides it again', async () => {
    const { page, id, username } = await personWithResume(suite.browser, suite.app);
    try {
      await page
        .browserContext()
        .overridePermissions(suite.app.url, [
          'clipboard-read',
          'clipboard-write',
          'clipboard-sanitized-write',
        ]);
      await openBuilder(page, id, 'statistics');
      const link = `${suite.app.url}/${username}/navy`;

      // Private at first: no link to see, nothing counted.
      expect(await shownLink(page)).toBeNull();
      await waitForStatistics(page);
      expect(await statistics(page)).toEqual({ Views: '0', Downloads: '0' });
      await toggleSwitch(page, 'Public');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('label')].some(
            (label) => label.textContent === 'Link to your resume',
          ),
        { timeout: 30_000, polling: 100 },
      );
      expect(await shownLink(page)).toBe(link);
      expect((await stored(page, id)).visibility).toBe('public');

      await byRole(page, 'button', 'Copy link').click();
      await waitForText(page, 'A link has been copied to your clipboard.');
      await waitForText(
        page,
        'Anyone with this link can view and download the resume. Share it on your profile or with recruiters.',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expectAccessible(page, 'the builder with the resume public');

      // A stranger (a fresh incognito context, no session) opens the link and sees the resume.
      const stranger = await openPage(await suite.browser.createBrowserContext(), link);
      try {
        await stranger.locator('[data-state="rendered"]').wait();
        const frame = stranger
          .frames()
          .find((candidate) => candidate.url().endsWith('/artboard/preview'));
        expect(await frame!.evaluate(() => document.body.innerText)).toContain(
          'Ingrid Castellanos',
        );
      } finally {
        await closePage(stranger);
      }

      // Statistics counted that view (never the owner's own looks).
      await page.reload();
      await byRole(page, 'heading', 'Statistics').wait();
      await scrollToSection(page, 'statistics');
      await waitForStatistics(page);
      const counted = await statistics(page);
      expect(Number(counted.Views)).toBeGreaterThanOrEqual(1);
      expect(counted.Downloads).toBe('0');
      await waitForText(page, 'Views and downloads are counted only while the resume is public');

      // Private again: the link goes, and the stranger finds nothing.
      await toggleSwitch(page, 'Public');
      await page.waitForFunction(
        () =>
          ![...document.querySelectorAll('label')].some(
            (label) => label.textContent === 'Link to your resume',
          ),
        { timeout: 30_000, polling: 100 },
      );
      expect((await stored(page, id)).visibility).toBe('private');
      await waitForText(page, 'This resume is private, so nothing is being counted.');
      const late = await fetch(`${suite.app.url}/api/resume/public/${username}/navy`);
      expect(late.status).toBe(404);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('exports the resume as {id}.json, pretty-printed, equal to the saved data, and as Word, Markdown and text', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    const downloads = mkdtempSync(join(tmpdir(), 'vitae-export-'));
    try {
      await openBuilder(page, id, 'export');
      const session = await page.createCDPSession();
      await session.send('Browser.setDownloadBehavior', {
        behavior: 'allow',
        downloadPath: downloads,
        browserContextId: page.browserContext().id,
        eventsEnabled: true,
      });
      await byRole(page, 'button', 'JSON').click();
      const file = join(downloads, `${id}.json`);
      const deadline = Date.now() + 30_000;
      while (!readdirSync(downloads).includes(`${id}.json`) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(readdirSync(downloads)).toEqual([`${id}.json`]);
      const text = readFileSync(file, 'utf8');
      const saved = (await stored(page, id)).data;
      expect(JSON.parse(text)).toEqual(saved);
      expect(text.trimEnd()).toBe(JSON.stringify(saved, null, 2));

      // Word, Markdown and plain text come from the export route, named after the title.
      const read = async (extension: string): Promise<Buffer> => {
        const until = Date.now() + 30_000;
        let name: string | undefined;
        while (!name && Date.now() < until) {
          name = readdirSync(downloads).find((entry) => entry.endsWith(`.${extension}`));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(name).toBeDefined();
        return readFileSync(join(downloads, name!));
      };
      const { name } = (saved as unknown as { basics: { name: string } }).basics;
      await byRole(page, 'button', 'Word (DOCX)').click();
      const docx = await read('docx');
      expect((await mammoth.extractRawText({ buffer: docx })).value).toContain(name);
      await byRole(page, 'button', 'Markdown').click();
      expect((await read('md')).toString('utf8')).toContain(`# ${name}`);
      await byRole(page, 'button', 'Plain text').click();
      expect((await read('txt')).toString('utf8').startsWith(name)).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
      rmSync(downloads, { recursive: true, force: true });
    }
  });

  it('keeps private notes: typed, saved, back after a reload, never on the resume', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await openBuilder(page, id, 'notes');
      const notes = await byLabel(page, 'Notes').waitHandle();
      await notes.click();
      await page.keyboard.type('Sent to Acme on Monday; follow up Friday.');
      await waitUntilSaved(page);
      expect((await stored(page, id)).data.metadata.notes).toContain(
        'Sent to Acme on Monday; follow up Friday.',
      );
      expect(await builderFrameText(page)).not.toContain('Sent to Acme');

      await page.reload();
      // Opened again as at first: the preview drawn and the pane in place before it is scrolled.
      // Waited for in the page's DOM: its accessibility tree is built only as the page
      // is drawn, which a tab in the background never is (the pane's sections are
      // drawn only as they come into view, so the tab is brought to the front).
      await page.bringToFront();
      await builderFrameText(page);
      await page.waitForSelector('[id="section-sharing-heading"]');
      await scrollToSection(page, 'notes');
      // Read until the note is there, bringing the tab to the front and the section into view
      // each time (another file's tab in the shared browser may have come to the front, and a
      // tab in the background is not drawn); a note that never comes back fails with what the
      // field held instead.
      const note = 'Sent to Acme on Monday; follow up Friday.';
      let shown = '';
      for (const until = Date.now() + 30_000; !shown.includes(note) && Date.now() < until;) {
        await page.bringToFront();
        shown = await page.evaluate(() => {
          document.getElementById('section-notes')?.scrollIntoView({ block: 'start' });
          const field =
            document.getElementById('builder-notes') ??
            document.querySelector('[aria-label="Notes"]');
          return field instanceof HTMLTextAreaElement ? field.value : (field?.textContent ?? '');
        });
        if (!shown.includes(note)) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      expect(shown).toContain(note);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('jumps to a tool from the rail and shows the tools on a phone', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await openBuilder(page, id);
      await byRole(page, 'button', 'Information').click();
      // The Information section is the last: it comes into view and its heading takes the focus.
      await page.waitForFunction(
        () => {
          const section = document.getElementById('section-information');
          if (!section) {
            return false;
          }
          const top = section.getBoundingClientRect().top;
          return (
            top >= 0 && top < window.innerHeight / 2 && section.contains(document.activeElement)
          );
        },
        { timeout: 10_000, polling: 100 },
      );
      await expectAccessible(page, 'the builder with its design tools');
    } finally {
      await closePage(page);
    }

    const phone = await personWithResume(suite.browser, suite.app, { width: phoneWidth });
    try {
      await phone.page.goto(`${suite.app.url}/builder/${phone.id}`);
      await builderFrameText(phone.page);
      await byRole(phone.page, 'button', 'Design').click();
      await scrollToSection(phone.page, 'export');
      await byRole(phone.page, 'switch', 'Public').setVisibility(null).wait();
      await byRole(phone.page, 'button', 'JSON').wait();
      await expectAccessible(phone.page, 'the design sheet on a phone');
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await closePage(phone.page);
    }
  });

  it('is pictured light and dark, desktop and phone', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      // Public, with a note, so the pictures show what a person sees.
      await page.evaluate(async (resumeId) => {
        await fetch(`/api/resume/${resumeId}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visibility: 'public' }),
        });
      }, id);
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-tools', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          const phone = (shot.viewport()?.width ?? 1440) <= phoneWidth;
          if (phone) {
            await byRole(shot, 'button', 'Design').click();
          }
          await byRole(shot, 'heading', 'Sharing').wait();
          // The template gallery settles first (its cards load), then the rail jumps to
          // Sharing and the pane's scroll comes to rest there.
          await waitForPicturesOnScreen(shot, '#section-template');
          await waitUntilStill(shot, '#section-template');
          await byRole(shot, 'button', 'Sharing').click();
          await waitUntilStill(shot, '#section-sharing');
        },
      });
      // The Export section with its five downloads.
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-export', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          if ((shot.viewport()?.width ?? 1440) <= phoneWidth) {
            await byRole(shot, 'button', 'Design').click();
          }
          await byRole(shot, 'heading', 'Export').wait();
          await waitForPicturesOnScreen(shot, '#section-template');
          await waitUntilStill(shot, '#section-template');
          await byRole(shot, 'button', 'Export').click();
          await waitUntilStill(shot, '#section-export');
        },
      });
    } finally {
      await closePage(page);
    }
  });
});
