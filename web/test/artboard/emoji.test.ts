/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type ResumeData, resumeDataSchema } from '@vitae/schema';
import { type Page } from 'puppeteer-core';

import {
  artboardForTests,
  type ArtboardSession,
  openArtboard,
  printPdf,
  renderResume,
  screenshotFirstPage,
} from './artboard-harness.mjs';

// Emoji are drawn, in colour, in the web build's own Noto Color Emoji, in the
// preview as in the PDF; a resume without one never fetches the font
// (docs/templates.md#emoji). This machine has no emoji font: without the
// build's, an emoji prints as an empty box or a blank. `make test` builds
// web/dist first; ARTBOARD_DIST points the test at another build.
const dist = process.env.ARTBOARD_DIST ?? join(__dirname, '../../dist');

jest.setTimeout(60_000);

const artboard = artboardForTests(dist, 'vitae-emoji-');

function resumeWith(name: string, sentence: string): ResumeData {
  return resumeDataSchema.parse({
    basics: { name, headline: 'Software engineer', email: 'ada@example.com' },
    sections: { summary: { content: `<p>${sentence}</p>` } },
    metadata: { template: 'rhyhorn', layout: [[['summary'], []]] },
  });
}

/** A fresh artboard page, so no stylesheet or font of an earlier draw is in it. */
async function withFreshPage(
  test: (session: ArtboardSession, fonts: string[]) => Promise<void>,
): Promise<void> {
  const session = await openArtboard(artboard.browser, artboard.server.url);
  // Every font file the page asks for from now on, by file name.
  const fonts: string[] = [];
  session.page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2?$/.test(request.url())) {
      fonts.push(request.url().split('/').pop() ?? '');
    }
  });
  try {
    await test(session, fonts);
  } finally {
    await session.page.close();
  }
}

/** pdffonts' rows: each font's type and whether it is embedded. */
function fontRows(pdf: string): { type: string; embedded: boolean }[] {
  return execFileSync('pdffonts', [pdf], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // name, type (one or two words), encoding, emb, sub, uni, object, generation
      const columns = line.trim().split(/\s+/);
      return { type: columns.slice(1, -6).join(' '), embedded: columns.at(-5) === 'yes' };
    });
}

/** Whether a pixel is coloured: red, green and blue far apart (the theme's text is grey). */
function coloured(r: number, g: number, b: number): boolean {
  return Math.max(r, g, b) - Math.min(r, g, b) > 60;
}

/**
 * The distinct colours (in 4 levels a channel) of the coloured pixels in a
 * box of the first page of a PDF, in points from its top left, as poppler
 * draws it.
 */
function pdfColours(pdf: string, box: { x: number; y: number; width: number; height: number }) {
  // 72 dpi: one pixel a point.
  const ppm = execFileSync('pdftoppm', [
    ...['-r', '72', '-f', '1', '-l', '1'],
    ...['-x', String(box.x), '-y', String(box.y), '-W', String(box.width)],
    ...['-H', String(box.height), pdf],
  ]);
  // P6 <width> <height> 255, then the pixels.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40));
  if (!header) {
    throw new Error('pdftoppm wrote no PPM');
  }
  const pixels = ppm.subarray(header[0].length);
  const colours = new Set<string>();
  for (let at = 0; at + 2 < pixels.length; at += 3) {
    const [r, g, b] = [pixels[at], pixels[at + 1], pixels[at + 2]];
    if (coloured(r, g, b)) {
      colours.add(`${r >> 6},${g >> 6},${b >> 6}`);
    }
  }
  return colours;
}

/** The same for an element of the drawn page, from a screenshot of the first sheet. */
async function previewColours(session: ArtboardSession, selector: string): Promise<Set<string>> {
  const png = Buffer.from(await screenshotFirstPage(session)).toString('base64');
  const found = await session.page.evaluate(
    async (data, target) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const sheet = document.querySelector('.page')!.getBoundingClientRect();
      const box = document.querySelector(target)!.getBoundingClientRect();
      // The screenshot is of the sheet at twice the pixel density; drawn here at one.
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(box.width);
      canvas.height = Math.ceil(box.height);
      const context = canvas.getContext('2d')!;
      const scale = sheet.width / image.width;
      context.drawImage(
        image,
        sheet.x - box.x,
        sheet.y - box.y,
        image.width * scale,
        image.height * scale,
      );
      const { data: pixels } = context.getImageData(0, 0, canvas.width, canvas.height);
      const colours: string[] = [];
      for (let at = 0; at < pixels.length; at += 4) {
        const [r, g, b] = [pixels[at], pixels[at + 1], pixels[at + 2]];
        if (Math.max(r, g, b) - Math.min(r, g, b) > 60) {
          colours.push(`${r >> 6},${g >> 6},${b >> 6}`);
        }
      }
      return colours;
    },
    png,
    selector,
  );
  return new Set(found);
}

/** The box of an element on the first sheet, in points from the sheet's top left. */
async function boxInPoints(page: Page, selector: string) {
  return page.evaluate((target) => {
    const sheet = document.querySelector('.page')!.getBoundingClientRect();
    const box = document.querySelector(target)!.getBoundingClientRect();
    const points = 72 / 96;
    return {
      x: Math.floor((box.x - sheet.x) * points),
      y: Math.floor((box.y - sheet.y) * points),
      width: Math.ceil(box.width * points),
      height: Math.ceil(box.height * points),
    };
  }, selector);
}

describe('emoji in the artboard', () => {
  it('never fetches the emoji font, nor its stylesheet, for a resume without an emoji', async () => {
    await withFreshPage(async (session, fonts) => {
      // Symbols that are text unless asked to be emoji do not bring it either.
      await renderResume(session, resumeWith('Ada Lovelace', 'Engines → notes ✓ Acme™ ©'));
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((file) => file.includes('emoji'))).toEqual([]);
      const sheets = await session.page.evaluate(() =>
        [...document.styleSheets].map((sheet) => sheet.href ?? ''),
      );
      expect(sheets.filter((href) => href.includes('emoji'))).toEqual([]);
    });
  });

  it('prints an emoji in colour in the build’s Noto Color Emoji, as the preview draws it', async () => {
    await withFreshPage(async (session, fonts) => {
      await renderResume(session, resumeWith('Ada 🚀', 'Shipped the engine 🎉 on time.'));
      // The font is the build's own file, from the artboard's origin.
      expect(new Set(fonts.filter((file) => file.includes('emoji')))).toEqual(
        new Set([expect.stringMatching(/^noto-color-emoji-emoji-400-normal-[\w-]+\.woff2$/)]),
      );
      expect(session.blocked).toEqual([]);

      const pdf = join(artboard.scratch, 'emoji.pdf');
      writeFileSync(pdf, await printPdf(session));
      // Chromium writes colour glyphs as a Type 3 font, which pdffonts lists
      // without a name; its descriptor names the font the glyphs came from.
      const rows = fontRows(pdf);
      expect(rows.filter((row) => row.type === 'Type 3').length).toBeGreaterThan(0);
      expect(rows.filter((row) => !row.embedded)).toEqual([]);
      const source = readFileSync(pdf, 'latin1');
      expect(source).toMatch(/\/FontFamily \(Noto Color Emoji\)/);
      expect(source).toMatch(/\/FontName \/[A-Z]{6}\+NotoColorEmoji\b/);
      // Read back (poppler puts a Type 3 run on a line of its own).
      const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, ' ')).toMatch(/Ada 🚀 .*Shipped the engine 🎉 on time\./);
      // The rocket in the printed name and in the preview: a score of colours
      // (its red, blues, greys and flame), where a box, a blank or a glyph in
      // one colour gives three at most (its edges blend into the white).
      const box = await boxInPoints(session.page, '.name');
      expect(pdfColours(pdf, box).size).toBeGreaterThanOrEqual(8);
      expect((await previewColours(session, '.name')).size).toBeGreaterThanOrEqual(8);
    });
  });
});
