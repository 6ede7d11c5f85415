// The builder's page (docs/web.md#the-builder): /builder/{id} loads the resume first, shows it
// drawn by the artboard with its title, opens a locked resume read-only with
// Unlock, prints what is on screen, and draws the template chosen.
import { execFileSync } from 'node:child_process';

import { type Page } from 'puppeteer-core';

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
  phoneWidth,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();

const personWithSample = (width?: number) => personWithResume(suite.browser, suite.app, { width });
const frameText = builderFrameText;

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

describe('builder page (/builder/{id})', () => {
  it('loads the resume, titles the page with it and draws it in the preview', async () => {
    const { page, id } = await personWithSample();
    await page.goto(`${suite.app.url}/builder/${id}`);
    await page.waitForFunction(() => document.title === 'Navy Engineer - Vitae');
    expect(await frameText(page)).toContain('Ingrid Castellanos');
    await byRole(page, 'link', 'Back to your resumes').wait();
    await expectAccessible(page, 'builder');
    expect(pageErrors(page)).toEqual([]);
    await closePage(page);
  });

  it('goes to the dashboard when the resume cannot be loaded', async () => {
    const { page } = await personWithSample();
    await page.goto(`${suite.app.url}/builder/00000000-0000-4000-8000-000000000000`);
    await waitForUrl(page, '/dashboard/resumes');
    await closePage(page);
  });

  it('shows a locked resume with the lock and its explanation', async () => {
    const { page, id } = await personWithSample();
    await lockResume(page, id);
    await page.goto(`${suite.app.url}/builder/${id}`);
    await byRole(page, 'button', 'This resume is locked. Unlock it to make changes.').wait();
    await waitForText(page, 'This resume is locked');
    // Read-only: the fields show the resume but take no typing.
    expect(
      await byLabel(page, 'Full name')
        .map(
          (element) =>
            (element as HTMLInputElement).readOnly || (element as HTMLInputElement).disabled,
        )
        .wait(),
    ).toBe(true);
    await expectAccessible(page, 'builder locked');
    await clickByRole(page, 'button', 'Unlock');
    await page.waitForFunction(() => !document.body.innerText.includes('This resume is locked'), {
      polling: 100,
      timeout: 30_000,
    });
    await fillByLabel(page, 'Full name', 'Unlocked Name');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
      { polling: 100, timeout: 30_000 },
    );
    const stored = await page.evaluate(async (resumeId) => {
      const response = await fetch(`/api/resume/${resumeId}`);
      return (await response.json()) as { locked: boolean; data: { basics: { name: string } } };
    }, id);
    expect(stored.locked).toBe(false);
    expect(stored.data.basics.name).toBe('Unlocked Name');
    await closePage(page);
  });

  it('downloads the PDF of what is on screen, the last edit included', async () => {
    const { page, id } = await personWithSample();
    await page.goto(`${suite.app.url}/builder/${id}`);
    await frameText(page);
    await fillByLabel(page, 'Headline', 'Compiler pioneer and rear admiral');
    const opened = new Promise<Page | null>((resolve) =>
      suite.browser.once('targetcreated', (target) => resolve(target.page())),
    );
    await byRole(page, 'button', 'Download PDF').click();
    const tab = await opened;
    expect(tab).not.toBeNull();
    await tab!.waitForFunction(() => window.location.href !== 'about:blank', { timeout: 60_000 });
    const pdfUrl = tab!.url();
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    }, pdfUrl);
    const pdf = Buffer.from(bytes);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Compiler pioneer and rear admiral');
    expect(text).toContain('Ingrid Castellanos');
    await closePage(page);
  });

  it('fits the sheet to a phone', async () => {
    const { page, id } = await personWithSample(phoneWidth);
    await page.goto(`${suite.app.url}/builder/${id}`);
    await frameText(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder', {
      context: page.browserContext(),
      prepare: async (shot) => void (await frameText(shot)),
    });
    await closePage(page);
  });

  it('draws the resume in the template chosen in the gallery (screenshots of three)', async () => {
    const { page, id } = await personWithSample();
    await page.goto(`${suite.app.url}/builder/${id}`);
    await frameText(page);
    for (const template of ['onyx', 'pikachu', 'gengar']) {
      const name = template[0].toUpperCase() + template.slice(1);
      await byRole(page, 'radio', name).click();
      const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
      const frame = await frameElement!.contentFrame();
      await frame.waitForSelector(`.template-${template}`, { timeout: 30_000 });
      await page.waitForFunction(
        () =>
          document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
        { polling: 100, timeout: 30_000 },
      );
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, `builder-${template}`, {
        context: page.browserContext(),
        prepare: async (shot) => {
          const shotFrame = await (await shot.waitForSelector(
            'iframe[src="/artboard/builder"]',
          ))!.contentFrame();
          await shotFrame.waitForSelector(`.template-${template}`, { timeout: 60_000 });
        },
      });
    }
    await closePage(page);
  });
});
