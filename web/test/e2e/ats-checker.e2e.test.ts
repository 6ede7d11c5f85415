import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PDFDocument } from 'pdf-lib';
import { type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  catalogue,
  closePage,
  expectAccessible,
  openPage,
  pageErrors,
  phoneWidth,
  waitForText,
  waitForUrl,
} from './harness';
import { repoRoot } from './harness/app';

jest.setTimeout(180_000);

// The public ATS checker (docs/ats.md#the-ats-checker-page): a guest's PDF is
// checked in their browser's worker and never sent anywhere.
const suite = appForTests();

/** The sample resume printed by Vitae in the Onyx template: two pages. */
const printed = readFileSync(join(repoRoot, 'web/public/templates/pdf/onyx.pdf'));
const word = readFileSync(join(__dirname, 'fixtures/import/resume.docx'));

const prompt = 'Choose a PDF resume or drop it here';
const another = 'Choose another PDF or drop it here';

/**
 * The drop zone's file control, by the name it is labelled with (the prompt
 * changes once a file was chosen). The native input lies transparent over the
 * zone it covers, so it is found by its label, not as a visible control.
 */
async function dropZone(
  page: Page,
  labels: string[] = [prompt, another],
): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page
    .waitForFunction(
      (names) =>
        [...document.querySelectorAll('input[type="file"]')].find((input) =>
          names.includes(input.getAttribute('aria-label') ?? ''),
        ),
      { polling: 100, timeout: 30_000 },
      labels,
    )
    .catch(async (error: unknown) => {
      const present = await page.$$eval('input[type="file"]', (inputs) =>
        inputs.map((input) => input.getAttribute('aria-label')),
      );
      throw new Error(
        `No drop zone labelled ${labels.join(' or ')}; file inputs: ${JSON.stringify(present)} (${String(error)})`,
      );
    });
  return handle as ElementHandle<HTMLInputElement>;
}

/**
 * Drops a file on the zone as the browser delivers a dragged file: a `drop`
 * event whose DataTransfer holds it.
 */
async function dropFile(
  page: Page,
  name: string,
  bytes: Buffer,
  { type = 'application/pdf', labels }: { type?: string; labels?: string[] } = {},
) {
  const zone = await dropZone(page, labels);
  await zone.evaluate(
    (target, fileName, base64, mime) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: mime }));
      for (const kind of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(
          new DragEvent(kind, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
      }
    },
    name,
    bytes.toString('base64'),
    type,
  );
  await zone.dispose();
}

/** Every request the page (and its workers) makes from now on. */
function recordRequests(page: Page): HTTPRequest[] {
  const requests: HTTPRequest[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * Opens the checker as a guest does: from the landing's header menu on a wide
 * screen, from its footer on a phone (the header shows no menu there).
 */
async function openFromLanding(width?: number): Promise<Page> {
  const page = await openPage(suite.browser, `${suite.app.url}/`, { width });
  const place = width === phoneWidth ? 'footer' : 'header nav';
  await page.locator(`${place} ::-p-aria([name="ATS checker"][role="link"])`).click();
  await waitForUrl(page, '/ats-checker');
  await byRole(page, 'heading', 'See your resume as an applicant tracking system reads it').wait();
  return page;
}

/** A PDF of one blank page: no text at all, as a scan without its text layer reads. */
async function blankPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  return Buffer.from(await document.save());
}

describe('the ATS checker', () => {
  it('checks a PDF printed by Vitae in the browser: findings, and the name and email an ATS reads', async () => {
    const page = await openFromLanding();
    try {
      expect(await page.title()).toBe('ATS resume checker - Vitae');
      await waitForText(
        page,
        'Your file never leaves your computer: the check runs in your browser and nothing is uploaded.',
      );
      const requests = recordRequests(page);
      const name = 'ingrid-castellanos-cv-7f3a.pdf';
      await dropFile(page, name, printed);
      await byRole(page, 'heading', `Results for ${name}`).wait();

      // The findings, grouped: the sample passes its contact checks, and warns of its columns.
      await byRole(page, 'heading', 'Passed').wait();
      await byRole(page, 'heading', 'Worth a look').wait();
      expect(await page.$('::-p-aria([name="To fix"][role="heading"])')).toBeNull();
      await waitForText(page, 'Your email address is found');
      await waitForText(page, 'Columns: a parser reading across the page mixes lines');
      await waitForText(page, 'Use a single-column template, or keep side columns to short lists.');
      // The columns' finding concerns page 2.
      const columns = await page.evaluate(
        () =>
          [...document.querySelectorAll('li')].find((item) =>
            item.textContent?.startsWith('Columns:'),
          )?.textContent ?? '',
      );
      expect(columns).toContain('Page 2');

      // What an ATS reads, and the file's figures.
      const reading = await byRole(page, 'region', 'What an ATS reads').waitHandle();
      const read = await reading.evaluate((section) => {
        const fields: Record<string, string> = {};
        for (const term of section.querySelectorAll('dt')) {
          fields[term.textContent ?? ''] = (term.nextElementSibling as HTMLElement).innerText;
        }
        return fields;
      });
      expect(read).toMatchObject({
        Name: 'Ingrid Castellanos',
        Email: 'ingrid.castellanos@example.com',
        Phone: '+34 612 345 678',
      });
      expect(read.Experience).toMatch(
        /Staff Platform Engineer\W+Tidewater Logistics\W+March 2021 - Present/,
      );
      expect(read.Education).toContain('Universidad de Granada');
      const results = await byRole(page, 'region', `Results for ${name}`).waitHandle();
      const figures = await results.evaluate((section) => (section as HTMLElement).innerText);
      expect(figures).toMatch(/Pages\s+2\s+Words\s+390\s+File size\s+[\d.]+ kB/);
      await expectAccessible(page, 'the ATS checker with results');

      // Nothing carried the file: every request is a GET or HEAD without a body,
      // none names the file, none holds a piece of its bytes.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const piece = printed.subarray(2_000, 2_040).toString('latin1');
      const carrying = requests.filter((request) => {
        const body = request.postData() ?? '';
        return (
          !['GET', 'HEAD'].includes(request.method()) ||
          body !== '' ||
          request.hasPostData() ||
          decodeURIComponent(request.url()).includes(name) ||
          body.includes(piece)
        );
      });
      expect(carrying.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
      // The recording sees the worker's own requests: its script and pdf.js's, loaded for the check.
      const urls = requests.map((request) => request.url());
      expect(urls.some((url) => /\/assets\/ats-worker-[\w-]+\.js$/.test(url))).toBe(true);
      expect(urls.some((url) => /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(url))).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('says plainly why a damaged, encrypted, scanned, oversized or non-PDF file cannot be checked', async () => {
    const page = await openFromLanding(phoneWidth);
    try {
      const requests = recordRequests(page);
      await dropFile(page, 'broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Cat'));
      await waitForText(
        page,
        'broken.pdf is damaged and cannot be opened as a PDF. Export it again.',
      );
      await waitForText(page, 'This file cannot be checked');

      await dropFile(page, 'resume.docx', word, {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      await waitForText(
        page,
        'resume.docx is not a PDF. Export your resume as a PDF and choose that file.',
      );
      await expectAccessible(page, 'the ATS checker with a refused file');

      // Picked with the chooser this time, as a person clicking the zone does.
      const zone = await dropZone(page);
      const [chooser] = await Promise.all([page.waitForFileChooser(), zone.click()]);
      await chooser.accept([join(__dirname, 'fixtures/import/encrypted.pdf')]);
      await zone.dispose();
      await waitForText(
        page,
        'encrypted.pdf is protected by a password, which applicant tracking systems cannot open. Export it without one.',
      );

      await dropFile(page, 'scan.pdf', await blankPdf());
      await waitForText(
        page,
        'scan.pdf has no text (a scan or pictures of text), so an applicant tracking system reads nothing from it.',
      );

      // Over 20 MB: refused before it is read.
      const zoneAgain = await dropZone(page);
      await zoneAgain.evaluate((target) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(21 * 1024 * 1024)], 'huge.pdf'));
        target.dispatchEvent(
          new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
      });
      await waitForText(page, 'huge.pdf is larger than 20 MB, the most the check reads.');

      // And a good file after them is checked as usual.
      await dropFile(page, 'again.pdf', printed);
      await byRole(page, 'heading', 'Results for again.pdf').wait();
      expect(await page.$('[role="alert"]')).toBeNull();
      // No horizontal scrolling on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(requests.filter((request) => !['GET', 'HEAD'].includes(request.method())).length).toBe(
        0,
      );
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('reads right to left in Arabic, results and all', async () => {
    const words = catalogue('ar-SA');
    const page = await openPage(suite.browser, `${suite.app.url}/`, { width: phoneWidth });
    try {
      await page.evaluate(() => localStorage.setItem('vitae-locale', 'ar-SA'));
      await page.goto(`${suite.app.url}/ats-checker`, { waitUntil: 'load' });
      await byRole(page, 'heading', words['ats.page.heading']).wait();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await waitForText(page, words['ats.page.privacy']);
      await dropFile(page, 'cv.pdf', printed, {
        labels: [words['ats.drop.label'], words['ats.drop.another']],
      });
      await byRole(
        page,
        'heading',
        words['ats.results.heading'].replace('{name}', 'cv.pdf'),
      ).wait();
      await byRole(page, 'heading', words['ats.group.pass']).wait();
      await waitForText(page, words['ats.finding.email.pass']);
      await waitForText(page, 'ingrid.castellanos@example.com');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectAccessible(page, 'the ATS checker in Arabic');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('is pictured light and dark, wide and on a phone, with a PDF checked, and in Arabic', async () => {
    const check = async (shot: Page) => {
      await dropFile(shot, 'ingrid-castellanos.pdf', printed);
      await byRole(shot, 'heading', 'Results for ingrid-castellanos.pdf').wait();
    };
    await captureScreen(suite.browser, `${suite.app.url}/ats-checker`, 'ats-checker', {
      prepare: check,
    });
    await captureScreen(suite.browser, `${suite.app.url}/ats-checker`, 'ats-checker-empty', {
      prepare: async (shot) => {
        await byRole(
          shot,
          'heading',
          'See your resume as an applicant tracking system reads it',
        ).wait();
      },
    });
    await captureScreen(suite.browser, `${suite.app.url}/ats-checker`, 'ats-checker-ar-SA', {
      prepare: async (shot) => {
        await shot.evaluate(() => localStorage.setItem('vitae-locale', 'ar-SA'));
        await shot.reload({ waitUntil: 'networkidle0' });
        const words = catalogue('ar-SA');
        await dropFile(shot, 'cv.pdf', printed, {
          labels: [words['ats.drop.label'], words['ats.drop.another']],
        });
        await byRole(
          shot,
          'heading',
          words['ats.results.heading'].replace('{name}', 'cv.pdf'),
        ).wait();
      },
    });
  });
});
