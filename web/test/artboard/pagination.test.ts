/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type ResumeData, resumeDataSchema, sampleResumeData, templates } from '@vitae/schema';

import { artboardForTests, openArtboard, printPdf, renderResume } from './artboard-harness.mjs';
import { squash } from './resume-text';

// docs/templates.md#pagination, checked in the PDF: these tests print the built artboard
// (`make test` builds web/dist first).
const dist = join(__dirname, '../../dist');
const artboard = artboardForTests(dist, 'vitae-pagination-');

const fullResume = () =>
  resumeDataSchema.parse(
    JSON.parse(readFileSync(join(__dirname, 'fixtures/full-resume.json'), 'utf8')),
  );

/**
 * A second artboard page opened as render opens its own
 * (services/render/src/chromium/artboard-page.ts): 900 px wide, a strip tall,
 * and never switched to print media before page.pdf().
 */
const renderLike: { session?: typeof artboard.session } = {};
beforeAll(async () => {
  renderLike.session = await openArtboard(artboard.browser, artboard.server.url);
  await renderLike.session.page.setViewport({ width: 900, height: 64, deviceScaleFactor: 1 });
}, 60_000);

type Line = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
type Printed = { reported: number; pages: Line[][] };

const linePattern =
  /<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g;

/** Prints the resume and reads each page's lines with their boxes (`pdftotext -bbox-layout`). */
async function print(data: ResumeData): Promise<Printed> {
  const reported = await renderResume(artboard.session, data);
  const printed = readPrinted(reported, await printPdf(artboard.session));
  // The sheet count the artboard reports is the PDF's.
  expect(printed.pages.length).toBe(reported);
  return printed;
}

/**
 * Prints the resume as render does (services/render/src/chromium/printer.ts):
 * measured in screen media, then page.pdf() at once, with no switch to print
 * media that would make the artboard measure itself again.
 */
async function printAsRender(data: ResumeData): Promise<Printed> {
  const session = renderLike.session!;
  const reported = await renderResume(session, data);
  const pdf = await session.page.pdf({
    preferCSSPageSize: true,
    printBackground: true,
    tagged: true,
    outline: true,
  });
  return readPrinted(reported, pdf);
}

/** Reads each page's lines of a PDF with their boxes (`pdftotext -bbox-layout`). */
function readPrinted(reported: number, pdf: Uint8Array): Printed {
  const file = join(artboard.scratch, 'resume.pdf');
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' });
  const pages = html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(linePattern)].map((match) => ({
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
        yMax: Number(match[4]),
        text: [...match[5].matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => w[1]).join(' '),
      })),
    );
  return { reported, pages };
}

const plain = (text: string) =>
  squash(
    text
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );

type Heading = { text: string; left: number; right: number };

/**
 * The section headings drawn on the artboard, as they read (templates may capitalise
 * them), with their section's sides in PDF points from the sheet's edge.
 */
function headingsOf(session = artboard.session): Promise<Heading[]> {
  return session.page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.section-heading')].map((heading) => {
      const page = heading.closest('.page')?.getBoundingClientRect();
      const section = (heading.closest('.section') ?? heading).getBoundingClientRect();
      const toPoints = (px: number) => (px - (page?.left ?? 0)) * 0.75;
      return {
        text: heading.innerText.trim(),
        left: toPoints(section.left),
        right: toPoints(section.right),
      };
    }),
  );
}

/**
 * The headings that end a page with nothing of their section under or beside
 * them: a heading line with no other line of its page below it within its
 * section's sides, nor level with it at its side.
 */
function headingsAloneAtFoot(printed: Printed, headings: Heading[]): string[] {
  const alone: string[] = [];
  printed.pages.forEach((lines, index) => {
    for (const line of lines) {
      const heading = headings.find((each) => plain(each.text) === plain(line.text));
      if (!heading) {
        continue;
      }
      const below = (other: Line) =>
        other.yMin >= line.yMax - 1 && other.xMin < heading.right && other.xMax > heading.left;
      const beside = (other: Line) =>
        Math.abs(other.yMin - line.yMin) < line.yMax - line.yMin && other.xMin >= line.xMax;
      if (!lines.some((other) => other !== line && (below(other) || beside(other)))) {
        alone.push(`${line.text} (page ${index + 1})`);
      }
    }
  });
  return alone;
}

/** The 1-based page whose text holds `text` first, 0 when none does. */
function pageOf(printed: Printed, text: string): number {
  const wanted = plain(text);
  return (
    printed.pages.findIndex((lines) => plain(lines.map((l) => l.text).join(' ')).includes(wanted)) +
    1
  );
}

/** The first section drawn across a sheet's end although it would fit on one sheet. */
function splitSection(): Promise<{ id: string; first: string; last: string } | null> {
  return artboard.session.page.evaluate(() => {
    const page = document.querySelector<HTMLElement>('.page');
    const content = page?.querySelector<HTMLElement>('.page-content');
    if (!page || !content) {
      return null;
    }
    const margin = Number.parseFloat(getComputedStyle(page).paddingTop);
    const area = (page.getBoundingClientRect().height - 2 * margin) / Number(page.dataset.sheets);
    const top = content.getBoundingClientRect().top;
    const sheetOf = (element: Element) =>
      Math.floor((element.getBoundingClientRect().top - top + 0.5) / area);
    for (const section of page.querySelectorAll<HTMLElement>('.section')) {
      const items = [...section.querySelectorAll<HTMLElement>('.item')];
      const titles = items.map((item) => item.querySelector('.item-title')?.textContent ?? '');
      if (
        items.length > 1 &&
        titles.every((title) => title !== '') &&
        section.getBoundingClientRect().height < area * 0.9 &&
        sheetOf(items[0]) !== sheetOf(items[items.length - 1])
      ) {
        return { id: section.dataset.section ?? '', first: titles[0], last: titles.at(-1) ?? '' };
      }
    }
    return null;
  });
}

/** The sample with its second job given sixteen one-line bullet points, under `extra` more summary paragraphs. */
function longEntryResume(template: ResumeData['metadata']['template'], extra: number) {
  const data = sampleResumeData();
  data.metadata.template = template;
  const job = data.sections.experience.items[1];
  const points = Array.from({ length: 16 }, (_, index) => `<li>Point ${index + 1}: a fix.</li>`);
  job.summary = `<ul>${points.join('')}</ul>`;
  data.sections.summary.content += '<p>Led the platform group through two migrations.</p>'.repeat(
    extra,
  );
  return { data, job };
}

describe.each(templates)('template %s', (template) => {
  it('prints as render prints (no print media before the PDF) the sheets it reported, no heading alone at a foot', async () => {
    // The sample on A4 and on Letter, and at every fit floor at once (docs/templates.md#fit-to-pages).
    const floors = (data: ResumeData) => {
      data.metadata.typography.font.size = 12;
      data.metadata.typography.lineHeight = 1.15;
      data.metadata.page.spacing = 0.6;
      data.metadata.page.margin = 14;
    };
    const variants: [string, (data: ResumeData) => void][] = [
      ['A4', (data) => (data.metadata.page.format = 'a4')],
      ['Letter', (data) => (data.metadata.page.format = 'letter')],
      ['A4 at the fit floors', floors],
    ];
    const faults: string[] = [];
    for (const [name, change] of variants) {
      const data = sampleResumeData();
      data.metadata.template = template;
      change(data);
      const printed = await printAsRender(data);
      if (printed.pages.length !== printed.reported) {
        faults.push(
          `${name}: ${printed.pages.length} sheets printed, ${printed.reported} reported`,
        );
      }
      for (const heading of headingsAloneAtFoot(printed, await headingsOf(renderLike.session))) {
        faults.push(`${name}: heading alone at a foot, ${heading}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('prints a long entry kept together moved whole to the next sheet as render does, on as many sheets as reported', async () => {
    // The summary grows a paragraph at a time until the long entry runs across a sheet's
    // end and is moved whole, far down (a grid section, as bronzor's, moves instead).
    const session = renderLike.session!;
    let moved: ReturnType<typeof longEntryResume> | null = null;
    for (let extra = 0; extra < 40 && !moved; extra += 1) {
      const attempt = longEntryResume(template, extra);
      attempt.job.keepTogether = true;
      await renderResume(session, attempt.data);
      const push = await session.page.evaluate(
        (id) =>
          Number.parseFloat(
            document
              .querySelector<HTMLElement>(`.item[data-item="${id}"][data-pushed]`)
              ?.style.getPropertyValue('--push') ?? '0',
          ),
        attempt.job.id,
      );
      if (push > 150) {
        moved = attempt;
      }
    }
    if (!moved) {
      expect(
        await session.page.evaluate(
          () =>
            document.querySelector('.section-experience') &&
            getComputedStyle(document.querySelector('.section-experience')!).display,
        ),
      ).toBe('grid');
      return;
    }
    const printed = await printAsRender(moved.data);
    expect(printed.pages.length).toBe(printed.reported);
    expect(pageOf(printed, moved.job.company)).toBe(pageOf(printed, 'Point 16:'));
    expect(headingsAloneAtFoot(printed, await headingsOf(session))).toEqual([]);
  });

  it.each(['screen', 'print'] as const)(
    'splits a long entry between its points where it runs past a sheet, measured in %s media, its title with its first point',
    async (media) => {
      // Measured as render measures (on screen, then page.pdf() at once) and as a
      // browser prints (measured again after the switch to print media): the summary
      // grows a paragraph at a time until the long entry runs across a sheet's end
      // with at least two of its points on the sheet it starts on.
      const session = media === 'screen' ? renderLike.session! : artboard.session;
      // page.pdf() prints in print media either way; render's never switches first.
      await session.page.emulateMediaType(media === 'print' ? 'print' : undefined);
      try {
        const pdf = async (reported: number) =>
          readPrinted(
            reported,
            await session.page.pdf({ preferCSSPageSize: true, printBackground: true }),
          );
        let found: { entry: ReturnType<typeof longEntryResume>; next: string } | null = null;
        for (let extra = 0; extra < 40 && !found; extra += 1) {
          const attempt = longEntryResume(template, extra);
          await renderResume(session, attempt.data);
          const next = await session.page.evaluate((id) => {
            const item = document.querySelector(`.item[data-item="${id}"][data-split]`);
            const pushed = item?.querySelector('li[data-pushed]');
            const index = pushed ? [...pushed.parentElement!.children].indexOf(pushed) : -1;
            return index >= 2 ? (pushed?.textContent ?? '') : '';
          }, attempt.job.id);
          if (next !== '') {
            found = { entry: attempt, next };
          }
        }
        if (!found) {
          // Grid sections (bronzor) and timeline entries (xatu) keep their entries whole.
          const whole = await session.page.evaluate(() => {
            const section = document.querySelector('.section-experience');
            const item = section?.querySelector('.item');
            return (
              !!section &&
              !!item &&
              (getComputedStyle(section).display === 'grid' ||
                getComputedStyle(item).display !== 'block')
            );
          });
          expect(whole).toBe(true);
          return;
        }
        const { entry, next } = found;
        const printed = await pdf(await renderResume(session, entry.data));
        expect(printed.pages.length).toBe(printed.reported);
        const sheet = pageOf(printed, entry.job.company);
        const index = Number(/Point (\d+):/.exec(next)?.[1]);
        // The title with its first point; the point the measurement moved at the top of the
        // next sheet, the one before it at the foot of this one.
        expect({
          first: pageOf(printed, 'Point 1:'),
          before: pageOf(printed, `Point ${index - 1}:`),
          moved: pageOf(printed, next),
          last: pageOf(printed, 'Point 16:'),
        }).toEqual({ first: sheet, before: sheet, moved: sheet + 1, last: sheet + 1 });
        expect(headingsAloneAtFoot(printed, await headingsOf(session))).toEqual([]);

        // Kept together, the same entry moves whole.
        entry.job.keepTogether = true;
        const kept = await pdf(await renderResume(session, entry.data));
        expect(kept.pages.length).toBe(kept.reported);
        expect(pageOf(kept, entry.job.company)).toBe(pageOf(kept, 'Point 1:'));
        expect(pageOf(kept, 'Point 1:')).toBe(pageOf(kept, 'Point 16:'));
      } finally {
        await session.page.emulateMediaType(undefined);
      }
    },
  );

  it('starts a section marked "start on a new page" on a further sheet and leaves no heading alone at a foot', async () => {
    // One experience entry: projects and education then share a sheet.
    const data = sampleResumeData();
    data.metadata.template = template;
    data.sections.experience.items.slice(1).forEach((item) => (item.visible = false));
    const education = data.sections.education.items[0].institution;
    const projects = data.sections.projects.items[0].name;
    const before = await print(data);
    expect(pageOf(before, education)).toBe(pageOf(before, projects));

    data.sections.education.breakBefore = true;
    const printed = await print(data);
    expect(pageOf(printed, education)).toBe(pageOf(printed, projects) + 1);
    expect(headingsAloneAtFoot(printed, await headingsOf())).toEqual([]);
  });

  it('keeps a section marked "keep together" on one sheet where it was split', async () => {
    // Three experience entries (they fit on one sheet) under a summary one paragraph longer
    // at a time, until a section runs across a sheet's end.
    const full = fullResume();
    full.metadata.template = template;
    full.sections.experience.items = full.sections.experience.items.slice(0, 3);
    const paragraph =
      '<p>Led the platform group through two migrations and a change of cloud, and wrote the runbooks the on-call rota still uses.</p>';
    let data = full;
    let split = null;
    let before: Printed | null = null;
    for (let extra = 0; extra < 24 && !before; extra += 1) {
      data = structuredClone(full);
      data.sections.summary.content += paragraph.repeat(extra);
      await renderResume(artboard.session, data);
      split = await splitSection();
      if (split) {
        // Split on screen; printed, an entry may split between its points instead, its
        // title a line higher or lower: the search goes on until the print splits it too.
        const printed = await print(data);
        if (pageOf(printed, split.first) !== pageOf(printed, split.last)) {
          before = printed;
        }
      }
    }
    // A template that lays its sections out as grids (a heading beside its items) keeps
    // each one whole when it fits on a sheet, so none was ever split.
    const gridSections = await artboard.session.page.evaluate(() =>
      [...document.querySelectorAll('.section')].every(
        (section) => getComputedStyle(section).display === 'grid',
      ),
    );
    if (gridSections) {
      expect(split).toBeNull();
      return;
    }
    expect(split).not.toBeNull();
    expect(before).not.toBeNull();
    if (!split || !before) {
      return;
    }
    expect(headingsAloneAtFoot(before, await headingsOf())).toEqual([]);

    const sections = data.sections as unknown as Record<string, { keepTogether?: boolean }>;
    const section = split.id.startsWith('custom.')
      ? data.sections.custom[split.id.slice('custom.'.length)]
      : sections[split.id];
    section.keepTogether = true;
    const after = await print(data);
    expect(pageOf(after, split.first)).toBe(pageOf(after, split.last));
    expect(headingsAloneAtFoot(after, await headingsOf())).toEqual([]);
  });

  it('fits the sample on one page within the bounds and prints it so, or says truly how far over it is', async () => {
    const data = sampleResumeData();
    data.metadata.template = template;
    data.sections.experience.items[0].keepTogether = true;
    await renderResume(artboard.session, data);
    // What the builder's "Fit to 1 page" asks the artboard (page/fit-dom.ts).
    const result = await artboard.session.page.evaluate(
      () =>
        new Promise<{
          fits: boolean;
          settings: { fontSize: number; lineHeight: number; spacing: number; margin: number };
          over?: number;
          longest: { title: string }[];
          drawnChanged: boolean;
          boardsAfter: number;
        }>((resolve) => {
          // The drawing on screen, checked each frame while the fit runs: it never shows a candidate.
          const board = document.querySelector('.artboard')!;
          const drawn = board.getAttribute('style');
          let drawnChanged = false;
          const watch = () => {
            drawnChanged ||= board.getAttribute('style') !== drawn;
            frame = requestAnimationFrame(watch);
          };
          let frame = requestAnimationFrame(watch);
          window.addEventListener('message', (event: MessageEvent) => {
            const reply = event.data as { type?: string; result?: never };
            if (reply.type === 'artboard:fitted' && reply.result) {
              cancelAnimationFrame(frame);
              drawnChanged ||= board.getAttribute('style') !== drawn;
              const boardsAfter = document.querySelectorAll('.artboard').length;
              resolve({ ...(reply.result as object), drawnChanged, boardsAfter } as never);
            }
          });
          window.postMessage({ type: 'artboard:fit', pages: 1, request: 1 }, location.origin);
        }),
    );
    // The fit measures a hidden copy, and takes it away when done.
    expect({ drawnChanged: result.drawnChanged, boardsAfter: result.boardsAfter }).toEqual({
      drawnChanged: false,
      boardsAfter: 1,
    });
    const { fontSize, lineHeight, spacing, margin } = result.settings;
    expect(fontSize).toBeGreaterThanOrEqual(12);
    expect(lineHeight).toBeGreaterThanOrEqual(1.15);
    expect(spacing).toBeGreaterThanOrEqual(0.6);
    expect(margin).toBeGreaterThanOrEqual(Math.min(14, data.metadata.page.margin));

    data.metadata.typography.font.size = fontSize;
    data.metadata.typography.lineHeight = lineHeight;
    data.metadata.page.spacing = spacing;
    data.metadata.page.margin = margin;
    const printed = await print(data);
    expect(headingsAloneAtFoot(printed, await headingsOf())).toEqual([]);
    if (result.fits) {
      expect(printed.pages).toHaveLength(1);
    } else {
      // At the smallest settings it still runs over, by what the answer says.
      expect(printed.pages.length).toBeGreaterThan(1);
      expect(result.over).toBeGreaterThan(0);
      expect(result.over).toBeLessThanOrEqual(printed.pages.length - 1);
      expect(result.longest.length).toBeGreaterThan(0);
    }
  });
});
