import { type PageFormat, sampleResumeData, templates } from '@vitae/schema';

import { expectedText, squash } from '../../../../web/test/artboard/resume-text';
import { loadArtboardFiles } from '../../src/chromium/artboard-files';
import { type ChromiumPool, startChromiumPool } from '../../src/chromium/chromium-pool';
import { type Printer } from '../../src/chromium/printer';
import { pngRows, pngSize, readPdf, startCountingServer, startTestPrinter } from './print-harness';

// Every test prints in real Chromium; a busy machine takes a few seconds for one.
jest.setTimeout(60_000);

/** Page sizes in PostScript points (docs/product.md#other-shapes gives them in millimetres). */
const points: Record<PageFormat, [number, number]> = {
  a4: [(210 / 25.4) * 72, (297 / 25.4) * 72],
  letter: [(216 / 25.4) * 72, (279 / 25.4) * 72],
};

let pool: ChromiumPool;
let printer: Printer;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ printer, pool, stop } = await startTestPrinter({ concurrency: 2, jobsPerContext: 100 }));
}, 120_000);

afterAll(async () => {
  await stop?.();
});

describe('printing a PDF', () => {
  it.each(templates.map((template, index) => [template, index % 2 ? 'letter' : 'a4'] as const))(
    'prints %s on %s with the resume readable, sized and titled',
    async (template, format) => {
      const data = sampleResumeData();
      data.metadata.template = template;
      data.metadata.page.format = format;
      const printed = await printer.printPdf({ title: `CV for ${template}`, data });
      const pdf = readPdf(printed.pdf);

      expect(printed.blocked).toEqual([]);
      expect(pdf.pages).toBe(printed.pageCount);
      expect(pdf.size[0]).toBeCloseTo(points[format][0], 0);
      expect(pdf.size[1]).toBeCloseTo(points[format][1], 0);
      expect(pdf.title).toBe(`CV for ${template}`);
      expect(pdf.author).toBe(data.basics.name);
      const text = squash(pdf.text);
      const missing = expectedText(data).shown.filter((entry) => !text.includes(squash(entry)));
      expect(missing).toEqual([]);
    },
  );

  it.each([
    [
      'ja-JP',
      '山田 花子',
      '東京を拠点に、決済システムの設計と運用に十年携わってきました。',
      'NotoSansJP',
    ],
    ['ar-SA', 'ليلى حداد', 'أعمل منذ ثماني سنوات على تصميم أنظمة الدفع الإلكتروني', 'Almarai'],
  ])(
    'prints a resume in %s in the web build’s faces for its script, embedded, as the preview draws it',
    async (language, name, sentence, font) => {
      const data = sampleResumeData();
      data.metadata.language = language as typeof data.metadata.language;
      data.basics.name = name;
      data.sections.summary.content = `<p>${sentence}</p>`;
      const printed = await printer.printPdf({ title: name, data });
      const pdf = readPdf(printed.pdf);

      expect(printed.blocked).toEqual([]);
      const rows = pdf.fonts
        .split('\n')
        .slice(2)
        .filter((line) => line.trim() !== '');
      expect(rows.some((row) => row.includes(`+${font}`))).toBe(true);
      // Every font embedded (the "emb" column), none of them a system font of the host.
      expect(rows.filter((row) => row.trim().split(/\s+/).at(-5) !== 'yes')).toEqual([]);
      expect(rows.filter((row) => !/\+(IBMPlex|NotoSans|Almarai)/.test(row))).toEqual([]);
      const text = lamAlefFolded(squash(pdf.text).replace(/[\u202a-\u202e]/g, ''));
      expect(text).toContain(lamAlefFolded(squash(name)));
      expect(text).toContain(lamAlefFolded(squash(sentence)));
    },
  );

  it('names any author in the metadata, whatever the title holds', async () => {
    const data = sampleResumeData();
    data.basics.name = 'José Núñez 山田';

    const printed = await printer.printPdf({ title: 'CV (final) >> v2', data });
    const pdf = readPdf(printed.pdf);

    expect(pdf.author).toBe('José Núñez 山田');
    expect(pdf.title).toBe('CV (final) >> v2');
    expect(pdf.pages).toBe(printed.pageCount);
    expect(squash(pdf.text)).toContain(squash('José Núñez'));
  });

  it('refuses data that is not a resume with ResumePrinterError', async () => {
    await expect(printer.printPdf({ title: 'x', data: { basics: 42 } })).rejects.toMatchObject({
      code: 'ResumePrinterError',
    });
  });

  it('refuses a resume the artboard refuses with the ResumePrinterError message, the wrong field named only in its cause, and prints the next one', async () => {
    const wrong = sampleResumeData() as unknown as { metadata: { page: { format: unknown } } };
    wrong.metadata.page.format = 'napkin';

    const refused = await printer.printPdf({ title: 'Wrong', data: wrong }).catch((e: Error) => e);

    expect(refused).toMatchObject({
      code: 'ResumePrinterError',
      message: 'Printing failed, try later.',
    });
    // What the page said is for the log (the logger writes the cause), never for the caller.
    expect(String((refused as Error).cause)).toMatch(/metadata\.page\.format/);
    const next = await printer.printPdf({ title: 'Right', data: sampleResumeData() });
    expect(readPdf(next.pdf).pages).toBeGreaterThan(0);
  });
});

describe('printing many at once', () => {
  it("gives each resume its own PDF, never another's", async () => {
    const names = ['Ada Concurrent', 'Brook Concurrent', 'Cyd Concurrent', 'Dee Concurrent'];
    const printed = await Promise.all(
      names.map((name) => {
        const data = sampleResumeData();
        data.basics.name = name;
        return printer.printPdf({ title: name, data });
      }),
    );
    printed.forEach(({ pdf }, index) => {
      const { text, title } = readPdf(pdf);
      expect(title).toBe(names[index]);
      expect(names.filter((name) => text.includes(name))).toEqual([names[index]]);
    });
  });
});

describe('printing a thumbnail', () => {
  it('pictures the whole first sheet of the resume as a PNG, far below the viewport too', async () => {
    const data = sampleResumeData();
    data.metadata.page.format = 'a4';
    const { png, blocked } = await printer.printThumbnail({ title: 'Thumb', data });
    const { width, height } = pngSize(png);

    expect(blocked).toEqual([]);
    // One A4 sheet at 96 CSS px per inch: 794 x 1123.
    expect(width).toBeCloseTo(794, -1);
    expect(height / width).toBeCloseTo(297 / 210, 1);
    // The sample resume fills the sheet: text (dark pixels) at its head, in the
    // strip the page's viewport shows, and at its foot, a thousand pixels below it.
    const rows = await pngRows(png);
    const darkPixels = (from: number, to: number) =>
      rows
        .slice(from, to)
        .flat()
        .filter(([r, g, b]) => r + g + b < 200).length;
    expect(darkPixels(0, 64)).toBeGreaterThan(100);
    expect(darkPixels(height - 250, height)).toBeGreaterThan(100);
  });

  it('makes two at once from pages left unpainted before and after', async () => {
    // A job's page is a tab behind a blank one, which Chromium does not paint;
    // a screenshot brings it to the front and puts it back.
    const visibility = () =>
      Promise.all([0, 1].map(() => pool.run((page) => page.evaluate('document.visibilityState'))));
    expect(await visibility()).toEqual(['hidden', 'hidden']);

    const made = await Promise.all(
      ['Ada Thumbnail', 'Brook Thumbnail'].map((name) => {
        const data = sampleResumeData();
        data.basics.name = name;
        return printer.printThumbnail({ title: name, data });
      }),
    );

    expect(made.map(({ png }) => pngSize(png).width)).toEqual([794, 794]);
    expect(Buffer.from(made[0].png).equals(Buffer.from(made[1].png))).toBe(false);
    expect(await visibility()).toEqual(['hidden', 'hidden']);
  });
});

describe('isolation from the network', () => {
  it('prints a resume pointing at a loopback address without any request reaching it', async () => {
    const target = await startCountingServer();
    try {
      const data = sampleResumeData();
      data.basics.name = 'Loopback Lover';
      data.basics.picture.url = `${target.url}/picture.png`;
      data.sections.summary.content = `<p>See <img src="${target.url}/rich.png"> me</p>`;
      data.metadata.css = {
        visible: true,
        value: `.name { background: url(${target.url}/css.png); }`,
      };
      const pdf = await printer.printPdf({ title: 'Loopback', data });
      const thumbnail = await printer.printThumbnail({ title: 'Loopback', data });

      expect(target.hits()).toBe(0);
      // Anything the page tried was refused inside Chromium, never sent.
      for (const url of [...pdf.blocked, ...thumbnail.blocked]) {
        expect(url.startsWith(target.url)).toBe(true);
      }
      expect(readPdf(pdf.pdf).text).toContain('Loopback Lover');
    } finally {
      await target.close();
    }
  });
});

describe('the browser', () => {
  it('is started again after Chromium dies, and the next print succeeds', async () => {
    const pid = await pool.run(async (page) => page.browser().process()!.pid!);
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid);

    const data = sampleResumeData();
    data.basics.name = 'After The Crash';
    const printed = await printer.printPdf({ title: 'Again', data });

    expect(readPdf(printed.pdf).text).toContain('After The Crash');
    const next = await pool.run(async (page) => page.browser().process()!.pid!);
    expect(next).not.toBe(pid);
  });

  it('answers InvalidBrowserConnection when there is no browser to start, the path only in its cause', async () => {
    const refused = startChromiumPool({
      chromePath: '/nonexistent/chromium',
      concurrency: 1,
      jobTimeoutMs: 1000,
    });

    await expect(refused).rejects.toMatchObject({
      code: 'InvalidBrowserConnection',
      message: 'Error connecting to the browser; make sure it is running and reachable.',
    });
    await expect(refused.catch((error: Error) => String(error.cause))).resolves.toContain(
      'CHROME_PATH=/nonexistent/chromium',
    );
  });

  it('names the missing web build clearly', () => {
    expect(() => loadArtboardFiles('/nonexistent/web-dist')).toThrow(/build the web app first/);
  });
});

/** Resolves once `pid` no longer exists (the kernel reaped it). */
async function waitForExit(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * poppler writes the two letters of a lam-alef ligature in reverse order
 * (docs/ats.md#known-gaps), so a run of lams and alefs is compared as its
 * letters, whatever their order.
 */
function lamAlefFolded(text: string): string {
  return text.replace(/[\u0622\u0623\u0625\u0627\u0644]{2,}/gu, (run) => [...run].sort().join(''));
}
