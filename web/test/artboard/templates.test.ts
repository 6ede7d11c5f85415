/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  type PageFormat,
  quickPickFonts,
  type ResumeData,
  resumeDataSchema,
  sampleResumeData,
  templates,
} from '@vitae/schema';

import { artboardForTests, openArtboard, printPdf, renderResume } from './artboard-harness.mjs';
import { expectedText, squash } from './resume-text';

// These tests print the built artboard: `make test` builds web/dist first.
const dist = join(__dirname, '../../dist');
const fullResume = () =>
  resumeDataSchema.parse(
    JSON.parse(readFileSync(join(__dirname, 'fixtures/full-resume.json'), 'utf8')),
  );

type Printed = {
  pageCount: number;
  pages: number;
  size: [number, number];
  text: string;
  fonts: string;
  blocked: string[];
};

const artboard = artboardForTests(dist, 'vitae-artboard-');

/** Draws and prints a resume, then reads the PDF back the way a recruiter's tools would. */
async function print(data: ResumeData): Promise<Printed> {
  const pageCount = await renderResume(artboard.session, data);
  const blocked = [...artboard.session.blocked];
  const file = join(artboard.scratch, 'resume.pdf');
  writeFileSync(file, await printPdf(artboard.session));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const sizeMatch = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  return {
    pageCount,
    pages,
    size: [Number(sizeMatch?.[1]), Number(sizeMatch?.[2])],
    text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
    blocked,
  };
}

/** Page sizes in PostScript points (docs/product.md#other-shapes gives them in millimetres). */
const points: Record<PageFormat, [number, number]> = {
  a4: [(210 / 25.4) * 72, (297 / 25.4) * 72],
  letter: [(216 / 25.4) * 72, (279 / 25.4) * 72],
};

function expectReadable(printed: Printed, data: ResumeData) {
  const text = squash(printed.text);
  const { shown, hidden } = expectedText(data);
  const missing = shown.filter((entry) => !text.includes(squash(entry)));
  const leaked = hidden.filter((entry) => text.includes(squash(entry)));
  expect({ missing, leaked }).toEqual({ missing: [], leaked: [] });
}

function expectSheet(printed: Printed, format: PageFormat) {
  expect(printed.size[0]).toBeCloseTo(points[format][0], 0);
  expect(printed.size[1]).toBeCloseTo(points[format][1], 0);
}

describe.each(templates)('template %s', (template) => {
  describe.each<PageFormat>(['a4', 'letter'])('on %s', (format) => {
    it('prints the sample resume readable, in its bundled font, with no request leaving the page', async () => {
      const data = sampleResumeData();
      data.metadata.template = template;
      data.metadata.page.format = format;
      const printed = await print(data);

      expect(printed.blocked).toEqual([]);
      expectSheet(printed, format);
      expect(printed.pages).toBe(printed.pageCount);
      expectReadable(printed, data);
      expect(printed.fonts).toMatch(/IBMPlexSerif-Regular\s.*\byes\b/);
    });

    it('prints every section filled, flowing the overflowing page onto further sheets', async () => {
      const data = fullResume();
      data.metadata.template = template;
      data.metadata.page.format = format;
      const printed = await print(data);

      expect(printed.blocked).toEqual([]);
      expectSheet(printed, format);
      // Two layout pages, the first far too long for one sheet.
      expect(printed.pageCount).toBeGreaterThan(2);
      expect(printed.pages).toBe(printed.pageCount);
      expectReadable(printed, data);
      expect(printed.fonts).toMatch(/Lato-Regular\s.*\byes\b/);
      expect(printed.text).not.toMatch(/alert/);
    });

    it('prints exactly the layout pages when the content fits them', async () => {
      const data = fullResume();
      data.metadata.template = template;
      data.metadata.page.format = format;
      data.sections.experience.items = data.sections.experience.items.slice(0, 1);
      data.metadata.layout = [
        [
          ['summary', 'experience'],
          ['skills', 'profiles'],
        ],
        [
          ['education', 'custom.talks'],
          ['languages', 'custom.secret'],
        ],
      ];
      const printed = await print(data);

      expect(printed.pages).toBe(2);
      expect(printed.pageCount).toBe(2);
      expectReadable(printed, data);
    });
  });
});

/** A 2 × 2 PNG as a data URL: a picture the artboard draws without asking the network. */
const picture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** The images a printed PDF holds (`pdfimages -list`, one row each). */
function imagesIn(data: ResumeData): Promise<number> {
  return print(data).then(() => {
    const listing = execFileSync('pdfimages', ['-list', join(artboard.scratch, 'resume.pdf')], {
      encoding: 'utf8',
    });
    return listing.trim().split('\n').length - 2;
  });
}

type WordBox = { xMin: number; xMax: number; yMin: number; page: number };

/** The box of each word's first occurrence in the last printed PDF (`pdftotext -bbox`), in points. */
function wordBoxes(): Map<string, WordBox> {
  const html = execFileSync('pdftotext', ['-bbox', join(artboard.scratch, 'resume.pdf'), '-'], {
    encoding: 'utf8',
  });
  const boxes = new Map<string, WordBox>();
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) {
      page += 1;
    }
    const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/.exec(
      line,
    );
    if (word && !boxes.has(word[4])) {
      boxes.set(word[4], {
        xMin: Number(word[1]),
        yMin: Number(word[2]),
        xMax: Number(word[3]),
        page,
      });
    }
  }
  return boxes;
}

/**
 * The colour of the last printed PDF's first page at a point given as fractions
 * of its width and height, as poppler draws it (`pdftoppm`, binary PPM).
 */
function colourAt(fx: number, fy: number): [number, number, number] {
  const ppm = execFileSync('pdftoppm', [
    '-f',
    '1',
    '-l',
    '1',
    '-r',
    '30',
    join(artboard.scratch, 'resume.pdf'),
  ]);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!header) {
    throw new Error('pdftoppm did not write a PPM');
  }
  const [width, height] = [Number(header[1]), Number(header[2])];
  const at = header[0].length + 3 * (Math.round(fy * height) * width + Math.round(fx * width));
  return [ppm[at], ppm[at + 1], ppm[at + 2]];
}

/** Where each string first stands in a text, -1 when it is missing. */
const positions = (text: string, strings: string[]) =>
  strings.map((entry) => squash(text).indexOf(squash(entry)));

describe('what sets each template apart', () => {
  it('swablu sets its text in a narrower measure and the sidebar’s sections three to a row', async () => {
    const data = sampleResumeData();
    data.metadata.template = 'rhyhorn';
    data.basics.picture.url = '';
    await print(data);
    const wide = wordBoxes().get('Ingrid');
    data.metadata.template = 'swablu';
    await print(data);
    const words = wordBoxes();
    const narrow = words.get('Ingrid');
    // About 6 % of the text width more on each side.
    expect(narrow && wide && narrow.xMin - wide.xMin).toBeGreaterThan(25);
    const [profile, skill] = [words.get('icastellanos'), words.get('Infrastructure')];
    expect(profile && skill && Math.abs(skill.yMin - profile.yMin)).toBeLessThan(4);
    expect(profile && skill && skill.xMin - profile.xMin).toBeGreaterThan(100);
  });

  it('unown reads as one column in the layout order, main sections then the sidebar, with no picture', async () => {
    const data = sampleResumeData();
    data.basics.picture.url = picture;
    data.metadata.template = 'rhyhorn';
    expect(await imagesIn(data)).toBe(1);
    data.metadata.template = 'unown';
    expect(await imagesIn(data)).toBe(0);

    const { text } = await print(data);
    // The sidebar's first skill starts at the same edge as the main column's first company.
    const words = wordBoxes();
    expect(words.get('Infrastructure')?.xMin).toBeCloseTo(words.get('Tidewater')?.xMin ?? -1, 0);
    const order = positions(text, [
      data.basics.name,
      'Platform engineer with nine years',
      'Tidewater Logistics',
      'Quayside',
      'Universitat Politècnica',
      'Error Budgets for Teams',
      'LinkedIn',
      'Infrastructure',
      'Certified Kubernetes Administrator',
      'Engineering Excellence Award',
      'Code Club Valencia',
      'Sailing',
    ]);
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('rotom numbers its headings and sets the sidebar beside the main column, in the language’s digits', async () => {
    const data = sampleResumeData();
    data.metadata.template = 'rotom';
    const { text } = await print(data);
    expect(squash(text)).toContain(squash('01 Summary'));
    expect(squash(text)).toContain(squash('02 Experience'));
    expect(squash(text)).toContain(squash('07 Skills'));
    const words = wordBoxes();
    const [skill, company] = [words.get('Infrastructure'), words.get('Tidewater')];
    expect(skill && company && skill.xMin - company.xMin).toBeGreaterThan(points.a4[0] / 2);
    expect(skill && company && skill.yMin - company.yMin).toBeLessThan(100);

    data.metadata.language = 'ar-SA';
    const arabic = (await print(data)).text;
    expect(arabic).toContain('١٢');
    expect(arabic).not.toMatch(/(^|\s)0[1-9](\s|$)/m);
  });

  it('slowking leads with the publications, after the summary, numbered in the language’s digits', async () => {
    const data = sampleResumeData();
    data.metadata.template = 'slowking';
    data.sections.publications.items.push({
      ...data.sections.publications.items[0],
      id: 'second-paper',
      name: 'Consensus Without Tears',
    });
    const { text } = await print(data);
    const order = positions(text, [
      'Platform engineer with nine years',
      '[1] Error Budgets for Teams',
      '[2] Consensus Without Tears',
      'Tidewater Logistics',
      'Universitat Politècnica',
      'Infrastructure',
    ]);
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // Without a summary at the top, the publications lead the page.
    data.metadata.layout = [
      [
        ['experience', 'summary'],
        ['skills', 'publications'],
      ],
    ];
    const later = positions((await print(data)).text, [
      'Error Budgets',
      'Tidewater',
      'nine years of building',
      'Infrastructure',
    ]);
    expect(later).not.toContain(-1);
    expect(later).toEqual([...later].sort((a, b) => a - b));

    data.metadata.language = 'ar-SA';
    // pdftotext writes the brackets of a right-to-left line in visual order: "]٢[".
    expect((await print(data)).text).toMatch(/[[\]]٢[[\]]/);
  });

  it('zangoose paints its band across the top in the theme colour, darkened under white text', async () => {
    const data = sampleResumeData();
    data.metadata.template = 'zangoose';
    // The theme colour at 80 % with black (--color-panel).
    const panel = (hex: string) =>
      [1, 3, 5].map((start) => Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * 0.8));
    for (const primary of ['#ca8a04', '#2563eb']) {
      data.metadata.theme.primary = primary;
      await print(data);
      const band = colourAt(0.97, 0.05);
      panel(primary).forEach((channel, index) =>
        expect(Math.abs(band[index] - channel)).toBeLessThan(12),
      );
    }
    data.metadata.template = 'rhyhorn';
    await print(data);
    expect(colourAt(0.97, 0.05)).toEqual([255, 255, 255]);
  });

  it('xatu sets each date in a gutter before its item, mirrored right to left', async () => {
    const data = sampleResumeData();
    data.metadata.template = 'xatu';
    await print(data);
    let words = wordBoxes();
    const [date, company] = [words.get('March'), words.get('Tidewater')];
    // The date ends before the company starts, on the same line.
    expect(date && company && company.xMin - date.xMax).toBeGreaterThan(10);
    expect(date && company && Math.abs(company.yMin - date.yMin)).toBeLessThan(4);

    data.metadata.language = 'ar-SA';
    await print(data);
    words = wordBoxes();
    const [arabicDate, arabicCompany] = [words.get('March'), words.get('Tidewater')];
    expect(arabicDate && arabicCompany && arabicDate.xMin - arabicCompany.xMax).toBeGreaterThan(10);
  });
});

describe('artboard page', () => {
  it('asks its parent for the resume on load and draws what the parent posts back', async () => {
    const parent = await artboard.browser.newPage();
    try {
      await parent.goto(`${artboard.server.url}/`, { waitUntil: 'load' });
      const data = sampleResumeData();
      data.basics.name = 'Sent By The Builder';
      const result = await parent.evaluate(
        (resume) =>
          new Promise<{ asked: boolean; pageCount: number; name: string }>((resolve) => {
            const frame = document.createElement('iframe');
            frame.style.width = '1000px';
            frame.style.height = '1400px';
            let asked = false;
            window.addEventListener('message', (event) => {
              if (event.data?.type === 'artboard:ready') {
                asked = true;
                frame.contentWindow?.postMessage(
                  { type: 'artboard:data', data: resume },
                  location.origin,
                );
              }
              if (event.data?.type === 'artboard:rendered') {
                const name = frame.contentDocument?.querySelector('.name')?.textContent ?? '';
                resolve({ asked, pageCount: event.data.pageCount, name });
              }
            });
            frame.src = '/artboard/builder';
            document.body.append(frame);
          }),
        data,
      );
      expect(result).toEqual({
        asked: true,
        pageCount: expect.any(Number),
        name: 'Sent By The Builder',
      });
    } finally {
      await parent.close();
    }
  });

  it.each(quickPickFonts)('embeds the bundled family %s when it is chosen', async (family) => {
    const data = sampleResumeData();
    data.metadata.typography.font.family = family;
    const printed = await print(data);
    expect(printed.blocked).toEqual([]);
    // Embedded subsets are named "ABCDEF+<PostScript name>", e.g. "+PTSerif-Regular".
    expect(printed.fonts).toContain(`+${family.replace(/\s+/g, '')}`);
  });

  it('shows where a sheet ends in the builder when the break line option is on', async () => {
    const builder = await openArtboard(artboard.browser, artboard.server.url, '/artboard/builder');
    try {
      const lines = async (breakLine: boolean) => {
        const data = fullResume();
        data.metadata.page.options.breakLine = breakLine;
        const pageCount = await renderResume(builder, data);
        const count = await builder.page.evaluate(
          () => document.querySelectorAll('.break-line').length,
        );
        return { pageCount, count };
      };
      const on = await lines(true);
      // One line at each sheet end inside a page: every sheet but the last of each layout page.
      expect(on.count).toBe(on.pageCount - 2);
      expect((await lines(false)).count).toBe(0);
    } finally {
      await builder.page.close();
    }
    const data = fullResume();
    await renderResume(artboard.session, data);
    expect(
      await artboard.session.page.evaluate(() => document.querySelectorAll('.break-line').length),
    ).toBe(0);
  });

  it('prints a family the deployment cannot deliver in a bundled font, asking no one for it', async () => {
    const data = sampleResumeData();
    data.metadata.typography.font.family = 'Some Unlisted Family';
    const printed = await print(data);
    expect(printed.blocked).toEqual([]);
    expect(printed.fonts).toMatch(/IBMPlexSerif-Regular\s.*\byes\b/);
  });

  it('applies switched-on custom CSS to the print (its sanitiser is loaded before drawing)', async () => {
    const data = sampleResumeData();
    const headline = data.basics.headline;
    expect(headline).not.toBe('');
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const shown = await print(data);
    expect(flat(shown.text)).toContain(headline);
    data.metadata.css = { visible: true, value: '.headline { display: none; }' };
    const hidden = await print(data);
    expect(hidden.blocked).toEqual([]);
    expect(flat(hidden.text)).not.toContain(headline);
    expect(flat(hidden.text)).toContain(data.basics.name);
  });

  it('loads nothing that custom CSS or rich text point at elsewhere', async () => {
    const data = sampleResumeData();
    data.metadata.css = {
      visible: true,
      value:
        '@import url("https://evil.example/x.css"); .name { background: url(https://evil.example/p.png); }',
    };
    data.sections.summary.content =
      '<p>Hi<iframe src="https://evil.example/f"></iframe><script src="https://evil.example/s.js"></script></p>';
    const printed = await print(data);
    expect(printed.blocked).toEqual([]);
    expect(printed.text).toContain('Hi');
  });
});
