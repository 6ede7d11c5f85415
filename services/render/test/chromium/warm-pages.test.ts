import { execFileSync } from 'node:child_process';

import { sampleResumeData } from '@vitae/schema';
import { type Page } from 'puppeteer-core';

import { type ChromiumPool, startChromiumPool } from '../../src/chromium/chromium-pool';
import { type Printer } from '../../src/chromium/printer';
import { readPdf, startCountingServer, startTestPrinter, withPdfFile } from './print-harness';

// Real Chromium: pages prepared ahead and reused for several jobs, and what
// a page may carry from one job to the next.
jest.setTimeout(90_000);

declare const window: { leftover?: string; prepared?: number };

/** What a job sees of the page it was handed. */
type Seen = { context: string; prepared?: number; leftover?: string };

function look(page: Page): Promise<Seen> {
  return page
    .evaluate(() => ({ prepared: window.prepared, leftover: window.leftover }))
    .then((seen) => ({ context: page.browserContext().id ?? 'default', ...seen }));
}

/** A pool whose pages are prepared by numbering them, one job at a time. */
async function numberedPool(jobsPerContext: number, jobTimeoutMs = 30_000) {
  let prepared = 0;
  const pool = await startChromiumPool({
    concurrency: 1,
    jobTimeoutMs,
    jobsPerContext,
    preparePage: async (page) => {
      prepared += 1;
      await page.setContent('<p>prepared</p>');
      await page.evaluate((n) => {
        window.prepared = n;
      }, prepared);
    },
  });
  return { pool, prepared: () => prepared };
}

describe('pages that serve several jobs', () => {
  let pool: ChromiumPool | undefined;

  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('serves N jobs from one prepared context, then a fresh prepared one', async () => {
    const numbered = await numberedPool(3);
    pool = numbered.pool;
    const seen: Seen[] = [];
    for (let i = 0; i < 7; i += 1) {
      seen.push(await pool.run(look));
    }

    const contexts = seen.map((entry) => entry.context);
    expect(new Set(contexts).size).toBe(3);
    expect(contexts.slice(0, 3).every((id) => id === contexts[0])).toBe(true);
    expect(contexts.slice(3, 6).every((id) => id === contexts[3])).toBe(true);
    expect(contexts[6]).not.toBe(contexts[3]);
    // Every job found its page already prepared.
    expect(seen.every((entry) => typeof entry.prepared === 'number')).toBe(true);
  });

  it('gives every job a fresh context when a context serves one job', async () => {
    const numbered = await numberedPool(1);
    pool = numbered.pool;
    const seen = [await pool.run(look), await pool.run(look), await pool.run(look)];

    expect(new Set(seen.map((entry) => entry.context)).size).toBe(3);
    expect(new Set(seen.map((entry) => entry.prepared)).size).toBe(3);
  });

  // The time limit leaves a busy machine time to prepare the page and look at it.
  const endings = [
    ['failed', 30_000, () => Promise.reject(new Error('the draw failed')), /the draw failed/],
    [
      'ran out of time',
      5_000,
      () => new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
      /timeout/i,
    ],
  ] as const;

  it.each(endings)(
    'ends the context of a job that %s: the next job sees nothing it left',
    async (_, timeoutMs, ending, error) => {
      const numbered = await numberedPool(100, timeoutMs);
      pool = numbered.pool;
      let endedIn = '';
      await expect(
        pool.run(async (page) => {
          endedIn = (await look(page)).context;
          await page.evaluate(() => {
            window.leftover = 'from the job before';
          });
          await ending();
        }),
      ).rejects.toThrow(error);

      const next = await pool.run(look);
      expect(next.context).not.toBe(endedIn);
      expect(next.leftover).toBeUndefined();
    },
  );
});

/** The images a PDF embeds, as poppler's pdfimages lists them. */
function imageCount(pdf: Uint8Array): number {
  const listing = withPdfFile(pdf, (file) =>
    execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }),
  );
  // Two header lines, then one line per image.
  return listing.trim().split('\n').length - 2;
}

/** Pixels of the first sheet, drawn by poppler at 30 dpi, within a small distance of `rgb`. */
function pixelsOf(pdf: Uint8Array, [r, g, b]: [number, number, number]): number {
  // PPM: a text header ("P6", width, height, 255), then raw RGB bytes.
  const ppm = withPdfFile(pdf, (file) =>
    execFileSync('pdftoppm', ['-r', '30', '-f', '1', '-l', '1', file]),
  );
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!header) {
    throw new Error('pdftoppm did not answer a PPM');
  }
  let count = 0;
  for (let at = header[0].length; at + 2 < ppm.length; at += 3) {
    const distance = Math.abs(ppm[at] - r) + Math.abs(ppm[at + 1] - g) + Math.abs(ppm[at + 2] - b);
    count += distance < 30 ? 1 : 0;
  }
  return count;
}

describe('resumes printed one after another in the same page', () => {
  let printer: Printer;
  let stop: () => Promise<void>;

  // One page serving every print, as the service's pages do between fresh contexts.
  beforeAll(async () => {
    ({ printer, stop } = await startTestPrinter({ concurrency: 1, jobsPerContext: 100 }));
  }, 120_000);

  afterAll(async () => {
    await stop?.();
  });

  it('shows nothing of the resume before: no text, picture, style, title or refused request', async () => {
    const target = await startCountingServer();
    try {
      const first = sampleResumeData();
      first.basics.name = 'Alpha Former';
      first.sections.summary.content = `<p>Alpha only summary <img src="${target.url}/alpha.png"></p>`;
      // A picture that is already a data: URL is drawn as it is.
      const { png } = await printer.printThumbnail({ title: 'Picture', data: sampleResumeData() });
      first.basics.picture.url = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
      first.metadata.css = { visible: true, value: '.page { border-top: 40px solid #123456; }' };
      const second = sampleResumeData();
      second.basics.name = 'Beta Latter';
      second.sections.summary.content = '<p>Beta summary</p>';

      const alpha = await printer.printPdf({ title: 'Alpha CV', data: first });
      const beta = await printer.printPdf({ title: 'Beta CV', data: second });
      const alphaPdf = readPdf(alpha.pdf);
      const betaPdf = readPdf(beta.pdf);

      expect(alphaPdf.text).toContain('Alpha only summary');
      expect(imageCount(alpha.pdf)).toBeGreaterThan(0);
      expect(pixelsOf(alpha.pdf, [0x12, 0x34, 0x56])).toBeGreaterThan(0);
      expect(alpha.blocked).toEqual([`${target.url}/alpha.png`]);

      expect(betaPdf.title).toBe('Beta CV');
      expect(betaPdf.author).toBe('Beta Latter');
      expect(betaPdf.text).toContain('Beta summary');
      expect(betaPdf.text).not.toMatch(/Alpha/);
      expect(imageCount(beta.pdf)).toBe(0);
      expect(pixelsOf(beta.pdf, [0x12, 0x34, 0x56])).toBe(0);
      expect(beta.blocked).toEqual([]);
      expect(target.hits()).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('keeps printing correctly after a resume that could not be drawn', async () => {
    await expect(printer.printPdf({ title: 'Broken', data: { basics: 42 } })).rejects.toMatchObject(
      { code: 'ResumePrinterError' },
    );
    const data = sampleResumeData();
    data.basics.name = 'Gamma After';
    const printed = await printer.printPdf({ title: 'Gamma', data });

    expect(readPdf(printed.pdf).text).toContain('Gamma After');
  });
});
