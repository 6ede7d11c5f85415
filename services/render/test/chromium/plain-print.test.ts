import { execFileSync } from 'node:child_process';

import { type ResumeData, sampleResumeData, templates } from '@vitae/schema';

import { expectedText, squash } from '../../../../web/test/artboard/resume-text';
import { type Printer } from '../../src/chromium/printer';
import { readPdf, startTestPrinter, withPdfFile } from './print-harness';

// The plain version for ATS portals (docs/render.md#the-plain-version) of the
// sample resume in all 18 templates, printed in real Chromium and read back
// with poppler as a portal would: one column (no text standing beside a gap
// that runs down the page, every section heading at one left edge), every
// section heading and item title, headings in the resume's order, no picture.
// The designed pikachu, two columns with a picture, is the control that shows
// each check can fail.
jest.setTimeout(240_000);

/** A real 1x1 PNG, drawn by the designed templates that show a picture. */
const picture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function sampleIn(template: (typeof templates)[number]): ResumeData {
  const data = sampleResumeData();
  data.metadata.template = template;
  data.basics.picture.url = picture;
  return data;
}

/** The visible section headings of the layout, in its order: each page's main column, then its sidebar. */
function headings(data: ResumeData): string[] {
  return data.metadata.layout
    .flat(2)
    .map((id) =>
      id.startsWith('custom.')
        ? data.sections.custom[id.slice('custom.'.length)]
        : (data.sections as unknown as Record<string, { name: string; visible: boolean }>)[id],
    )
    .filter((section) => section?.visible)
    .map((section) => section!.name);
}

type Word = { text: string; x: number; right: number; bottom: number; y: number; page: number };

/** Each word's box and page, by pdftotext's bounding boxes, without the page numbers. */
function words(pdf: Uint8Array): Word[] {
  const html = withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }),
  );
  const box =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  // The first piece is the document's head; the sheets are numbered from 1.
  return html.split('<page ').flatMap((page, index) => {
    const all = [...page.matchAll(box)].map((match) => ({
      x: Number(match[1]),
      y: Number(match[2]),
      right: Number(match[3]),
      bottom: Number(match[4]),
      text: match[5],
      page: index,
    }));
    // The page number ("Page 1 of 2") is drawn in the sheet's margin, apart from the resume.
    const footer = /Page \d+ of \d+$/.test(
      all
        .slice(-4)
        .map((word) => word.text)
        .join(' '),
    );
    return footer ? all.slice(0, -4) : all;
  });
}

/**
 * The words that stand in a second column: beyond a gap (12 pt or more) that
 * no word of the page crosses, on the lines' end side (the right, or the left
 * right to left), on a line holding nothing on the start side. A date set at
 * the end of its item's line is on the line of the item's title, so one
 * column gives none.
 */
function secondColumnWords(pdf: Uint8Array, direction: 'ltr' | 'rtl' = 'ltr'): string[] {
  const all = words(pdf);
  const pages = [...new Set(all.map((word) => word.page))];
  return pages.flatMap((page) => {
    const on = all.filter((word) => word.page === page).sort((a, b) => a.x - b.x);
    const gaps: [number, number][] = [];
    let reach = on[0]?.right ?? 0;
    for (const word of on.slice(1)) {
      if (word.x > reach + 12) {
        gaps.push([reach, word.x]);
      }
      reach = Math.max(reach, word.right);
    }
    return gaps.flatMap(([start, end]) => {
      const left = on.filter((word) => word.right <= start + 0.5);
      const right = on.filter((word) => word.x >= end - 0.5);
      const [first, beyond] = direction === 'ltr' ? [left, right] : [right, left];
      return beyond
        .filter((word) => !first.some((other) => Math.abs(other.bottom - word.bottom) < 3))
        .map((word) => word.text);
    });
  });
}

/**
 * The left edges at which a section heading starts: one for one column, one
 * per column otherwise. A heading is found by its first word on a line of its own.
 */
function headingEdges(pdf: Uint8Array, names: string[]): number[] {
  const all = words(pdf);
  const edges = names.flatMap((name) => {
    const first = name.split(/\s+/)[0].toLowerCase();
    return all
      .filter((word) => word.text.toLowerCase() === first)
      .filter(
        (word) =>
          !all.some(
            (other) =>
              other !== word &&
              other.page === word.page &&
              Math.abs(other.y - word.y) < 2 &&
              other.x < word.x,
          ),
      )
      .map((word) => Math.round(word.x));
  });
  return [...new Set(edges)];
}

function imagesIn(pdf: Uint8Array): number {
  const list = withPdfFile(pdf, (file) =>
    execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }),
  );
  return list.trim().split('\n').slice(2).length;
}

let printer: Printer;
let stop: (() => Promise<void>) | undefined;
const plain: Record<string, Uint8Array> = {};
let designedPikachu: Uint8Array;

beforeAll(async () => {
  ({ printer, stop } = await startTestPrinter({ concurrency: 2, jobsPerContext: 100 }));
  await Promise.all(
    templates.map(async (template) => {
      const printed = await printer.printPdf({
        title: template,
        data: sampleIn(template),
        variant: 'plain',
      });
      plain[template] = printed.pdf;
    }),
  );
  designedPikachu = (await printer.printPdf({ title: 'pikachu', data: sampleIn('pikachu') })).pdf;
}, 240_000);

afterAll(async () => {
  await stop?.();
});

describe('the plain version of every template', () => {
  it.each(templates)('%s: has no text standing in a second column', (template) => {
    expect(secondColumnWords(plain[template])).toEqual([]);
  });

  it.each(templates)('%s: every section heading starts at one left edge', (template) => {
    expect(headingEdges(plain[template], headings(sampleIn(template)))).toHaveLength(1);
  });

  it.each(templates)(
    '%s: holds the name, every section heading and item title, headings in the resume’s order',
    (template) => {
      const data = sampleIn(template);
      const text = squash(readPdf(plain[template]).text);
      const missing = expectedText(data).shown.filter((entry) => !text.includes(squash(entry)));
      expect(missing).toEqual([]);
      let from = 0;
      const outOfOrder = headings(data).filter((name) => {
        const at = text.indexOf(squash(name), from);
        from = at < 0 ? from : at;
        return at < 0;
      });
      expect(outOfOrder).toEqual([]);
    },
  );

  it.each(templates)('%s: holds no picture', (template) => {
    expect(imagesIn(plain[template])).toBe(0);
  });

  it('keeps the resume’s language and direction: an Arabic resume prints plain, right to left, in one column', async () => {
    const data = sampleIn('pikachu');
    data.metadata.language = 'ar-SA';
    data.metadata.page.options.pageNumbers = false;
    data.basics.name = 'ليلى حداد';
    data.sections.summary.content = '<p>أعمل منذ ثماني سنوات على تصميم أنظمة الدفع الإلكتروني</p>';
    const printed = await printer.printPdf({ title: 'ar', data, variant: 'plain' });
    const text = readPdf(printed.pdf).text;

    expect(text).toContain('ليلى حداد');
    expect(text).toContain('أنظمة الدفع');
    // Words in Latin letters (the sample's English paragraphs, names of tools) are set in their
    // own direction, at the left; the Arabic ones never stand in a second column.
    expect(
      secondColumnWords(printed.pdf, 'rtl').filter((word) => /[\u0600-\u06ff]/.test(word)),
    ).toEqual([]);
    // Right to left: the name ends at the right edge the lines' ends share, far from the left.
    const all = words(printed.pdf).filter((word) => word.page === 1);
    // pdftotext's boxes hold Arabic words in visual order: the name is the first line's two words.
    const top = Math.min(...all.map((word) => word.y));
    const name = all.filter((word) => Math.abs(word.y - top) < 2);
    expect(name).toHaveLength(2);
    const right = Math.max(...all.map((word) => word.right));
    expect(Math.max(...name.map((word) => word.right))).toBeCloseTo(right, -1);
    expect(Math.min(...name.map((word) => word.x))).toBeGreaterThan(
      Math.min(...all.map((word) => word.x)) + 100,
    );
  });

  it('is told apart from a designed two-column print with a picture by the same checks', () => {
    const data = sampleIn('pikachu');
    expect(secondColumnWords(designedPikachu).length).toBeGreaterThan(20);
    expect(headingEdges(designedPikachu, headings(data)).length).toBeGreaterThan(1);
    expect(imagesIn(designedPikachu)).toBeGreaterThan(0);
  });
});
