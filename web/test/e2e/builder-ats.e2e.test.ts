// The builder's ATS check (docs/ats.md#in-the-builder): the resume's PDF, printed by render,
// read in the browser's worker as an applicant tracking system reads it; findings marked on
// the preview; checked again after an edit; a locked resume checked too.
import { type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  fillByLabel,
  lockResume,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitForText,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** Opens the builder at the ATS check and waits for its first findings. */
async function openCheck(page: Page, id: string): Promise<void> {
  await page.goto(`${suite.app.url}/builder/${id}`);
  await builderFrameText(page);
  await scrollToSection(page, 'ats');
  // The first check prints the PDF on demand (the harness prints ahead only public resumes).
  await byRole(page, 'button', 'Passed: Your name is found').setTimeout(90_000).wait();
}

async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await element!.contentFrame())!;
}

/** The text of the ATS section's "What an ATS reads" row for a field. */
async function readingRow(page: Page, label: string): Promise<string> {
  return page.$$eval(
    '#section-ats li[data-status]',
    (rows, wanted) =>
      rows
        .map((row) => `${row.getAttribute('data-status')}: ${row.textContent ?? ''}`)
        .find((text) => text.split(': ')[1]?.startsWith(wanted as string)) ?? '',
    label,
  );
}

describe('the ATS check in the builder', () => {
  it('reads the real PDF: the name recovered, a missing email found after it is removed, the place marked', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await openCheck(page, id);
      expect(await readingRow(page, 'Name')).toMatch(/^found: Name.*Ingrid Castellanos/);
      await byRole(page, 'button', 'Passed: Your email address is found').wait();
      const counts = await page.$$eval('#section-ats dl dd', (cells) =>
        cells.map((cell) => Number(cell.textContent)),
      );
      expect(counts).toHaveLength(3);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
      await expectAccessible(page, 'builder ATS check');

      // A finding with a place marks it on the preview; closed, the mark goes.
      await byRole(page, 'button', 'Passed: Your name is found').click();
      const frame = await previewFrame(page);
      await frame.waitForSelector('#ats-highlight[data-page="1"]', { timeout: 10_000 });
      const mark = await frame.$eval('#ats-highlight', (element) => {
        const box = element.getBoundingClientRect();
        const page1 = document.querySelector('.page')!.getBoundingClientRect();
        return { top: box.top - page1.top, height: box.height, inside: box.left >= page1.left - 1 };
      });
      // The name is near the top of the first sheet.
      expect(mark.inside).toBe(true);
      expect(mark.top).toBeGreaterThanOrEqual(0);
      expect(mark.top).toBeLessThan(250);
      await byRole(page, 'button', 'Passed: Your name is found').click();
      await frame.waitForSelector('#ats-highlight', { hidden: true, timeout: 10_000 });

      // The email removed: after the next print the check runs again and misses it.
      await fillByLabel(page, 'Email', '');
      await byRole(page, 'button', 'Problem: No email address found').setTimeout(90_000).wait();
      await waitForText(page, 'No email address found');
      expect(await readingRow(page, 'Email')).toBe('');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('checks a locked resume without changing it', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await lockResume(page, id);
      await openCheck(page, id);
      await waitForText(page, 'This resume is locked');
      const stored = await page.evaluate(async (resumeId) => {
        const response = await fetch(`/api/resume/${resumeId}`);
        return (await response.json()) as { locked: boolean };
      }, id);
      expect(stored.locked).toBe(true);
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-ats', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          if ((shot.viewport()?.width ?? 1440) < 1024) {
            await byRole(shot, 'button', 'Design').click();
          }
          await scrollToSection(shot, 'ats');
          await byRole(shot, 'button', 'Passed: Your name is found').setTimeout(90_000).wait();
          await byRole(shot, 'button', 'Passed: Your name is found').click();
          const frame = await previewFrame(shot);
          await frame.waitForSelector('#ats-highlight', { timeout: 10_000 });
        },
      });
    } finally {
      await closePage(page);
    }
  });
});
