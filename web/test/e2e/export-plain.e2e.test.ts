// The Export section's plain PDF for ATS portals (docs/render.md#the-plain-version,
// docs/web.md), in Chromium against the app as `make run` starts it: one click
// beside the PDF opens the plain version of the resume in a tab, one column with
// every section (read back with pdftotext), while the PDF stays as designed; a
// locked resume downloads it too; the section is accessible and pictured.
import { execFileSync } from 'node:child_process';

import { type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  lockResume,
  personWithResume,
  phoneWidth,
  scrollToSection,
} from './harness';
import { waitForPicturesOnScreen, waitUntilStill } from './harness/settle';

jest.setTimeout(240_000);

const suite = appForTests();

const plainButton = 'Plain PDF (for ATS portals)';

type Section = { name: string; visible: boolean };
type Stored = {
  title: string;
  data: {
    basics: { name: string };
    metadata: { layout: string[][][] };
    sections: Record<string, Section>;
  };
};

/** The resume as the server has it, asked from the page with its session. */
async function stored(page: Page, id: string): Promise<Stored> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch(`/api/resume/${resumeId}`, { credentials: 'include' });
    return (await response.json()) as Stored;
  }, id);
}

/** The headings of the layout's visible built-in sections (the sample has no custom one). */
function headings(resume: Stored): string[] {
  return resume.data.metadata.layout
    .flat(2)
    .map((id) => resume.data.sections[id])
    .filter((section): section is Section => Boolean(section?.visible))
    .map((section) => section.name);
}

/**
 * The PDF a click opens in a new tab: its lines as pdftotext -layout sets
 * them (columns side by side, as on paper) and the name the file is saved as.
 */
async function pdfOpenedBy(
  page: Page,
  click: () => Promise<void>,
): Promise<{ lines: string[]; fileName: string }> {
  // The tab the click opens: a page whose opener is this one (workers are targets too).
  const opened = suite.browser.waitForTarget(
    (target) => target.type() === 'page' && target.opener() === page.target(),
    { timeout: 30_000 },
  );
  await click();
  const tab = await (await opened).page();
  expect(tab).not.toBeNull();
  await tab!.waitForFunction(() => window.location.href !== 'about:blank', { timeout: 60_000 });
  const url = tab!.url();
  await tab!.close();
  const { bytes, disposition } = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return {
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
      disposition: response.headers.get('content-disposition') ?? '',
    };
  }, url);
  const pdf = Buffer.from(bytes);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-q', '-layout', '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
  }).toString('utf8');
  return {
    lines: text.split('\n'),
    fileName: decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? ''),
  };
}

/** The lines a heading starts, whatever its case (the plain version sets headings in capitals). */
function headingLines(lines: string[], name: string): string[] {
  return lines.filter((line) => line.trim().toLowerCase().startsWith(name.toLowerCase()));
}

async function openExport(page: Page, id: string): Promise<void> {
  await page.goto(`${suite.app.url}/builder/${id}`);
  await builderFrameText(page);
  await scrollToSection(page, 'export');
  await byRole(page, 'button', plainButton).wait();
}

describe('the plain PDF for ATS portals', () => {
  it('opens the plain version in one click beside the PDF: one column, every section, named -plain', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await openExport(page, id);
      const resume = await stored(page, id);
      const names = headings(resume);
      const skills = resume.data.sections.skills.name;

      const plain = await pdfOpenedBy(page, () => byRole(page, 'button', plainButton).click());
      const designed = await pdfOpenedBy(page, () => byRole(page, 'button', 'PDF').click());

      expect(plain.lines.join('\n')).toContain(resume.data.basics.name);
      // Every section's heading on a line of its own: nothing stands beside it.
      const bare = plain.lines.map((line) => line.trim().toLowerCase());
      expect(names.filter((name) => !bare.includes(name.toLowerCase()))).toEqual([]);
      expect(plain.fileName).toBe(`${resume.title}-plain.pdf`);
      // The PDF beside it keeps the template's sidebar next to the main column.
      expect(headingLines(designed.lines, skills).some((line) => line.trim() !== skills)).toBe(
        true,
      );
      expect(designed.fileName).toBe(`${resume.title}.pdf`);
      await expectAccessible(page, 'the builder’s Export section');
    } finally {
      await closePage(page);
    }
  });

  it('downloads the plain version of a locked resume, as the PDF', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await lockResume(page, id);
      await openExport(page, id);
      const resume = await stored(page, id);

      const plain = await pdfOpenedBy(page, () => byRole(page, 'button', plainButton).click());

      expect(plain.lines.join('\n')).toContain(resume.data.basics.name);
      expect(plain.fileName).toBe(`${resume.title}-plain.pdf`);
    } finally {
      await closePage(page);
    }
  });

  it('fits a phone, accessible there too, and is pictured light and dark, desktop and phone', async () => {
    const phone = await personWithResume(suite.browser, suite.app, { width: phoneWidth });
    try {
      await phone.page.goto(`${suite.app.url}/builder/${phone.id}`);
      await builderFrameText(phone.page);
      await byRole(phone.page, 'button', 'Design').click();
      await scrollToSection(phone.page, 'export');
      await byRole(phone.page, 'button', plainButton).wait();
      await expectAccessible(phone.page, 'the Export section on a phone');
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await captureScreen(
        suite.browser,
        `${suite.app.url}/builder/${phone.id}`,
        'builder-export-plain',
        {
          context: phone.page.browserContext(),
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
            await byRole(shot, 'button', plainButton).wait();
          },
        },
      );
    } finally {
      await closePage(phone.page);
    }
  });
});
