import { type PageFormat, pageSizes } from '@vitae/schema';

import { type PageReport, reportPage, type Sheets } from './sheet-report';

/** The window event that asks every drawn page to measure itself again. */
export const measureEvent = 'artboard:measure';

/** CSS pixels per millimetre (96 px per inch). */
const pxPerMm = 96 / 25.4;

/** A page format's size in CSS pixels. */
export function pageSizePx(format: PageFormat): { width: number; height: number } {
  const { width, height } = pageSizes[format];
  return { width: width * pxPerMm, height: height * pxPerMm };
}

/**
 * How many printed sheets a layout page takes: its content flows on when it is
 * taller than the area inside the margins, so one sheet per such area, at least one.
 */
export function sheetsFor(contentHeight: number, format: PageFormat, margin: number): number {
  const area = pageSizePx(format).height - 2 * margin;
  if (area <= 0) {
    return 1;
  }
  // A pixel of slack: sub-pixel rounding must not count as a further sheet.
  return Math.max(1, Math.ceil((contentHeight - 1) / area));
}

/** Half a pixel either way is rounding, not a sheet's end crossed. */
const slack = 0.5;

/** Where the sheet holding `top` ends. */
export function sheetEnd(top: number, { area }: Sheets): number {
  return (Math.floor((top + slack) / area) + 1) * area;
}

/** Whether a box starts at the top of a sheet (nothing of the sheet above it). */
export function atSheetStart(top: number, { area }: Sheets): boolean {
  const into = (((top + slack) % area) + area) % area;
  return into <= 2 * slack;
}

/** Whether a box from `top`, `height` tall, runs past the end of the sheet it starts on. */
export function crossesSheetEnd(top: number, height: number, sheets: Sheets): boolean {
  return top + height > sheetEnd(top, sheets) + slack;
}

/**
 * The marks the measurement sets, and the only ones it clears: `data-pushed`
 * with `--push`, the top margin that moves a box to the next sheet.
 */
const pushedAttribute = 'data-pushed';

/**
 * Moves `element` down so it starts at `target` (a sheet's top), by a top
 * margin that the stylesheet applies on screen as it is and in print with some
 * more, which the break drops (forced breaks are not honoured inside flex
 * columns in print, so pushing by margin is what moves it there). The margin
 * is set, read back and corrected once: it may collapse with a neighbour's.
 */
function pushTo(element: HTMLElement, target: number, topOf: (element: HTMLElement) => number) {
  const base = Number.parseFloat(getComputedStyle(element).marginTop) || 0;
  let margin = base + (target - topOf(element));
  element.setAttribute(pushedAttribute, '');
  element.style.setProperty('--push', `${margin}px`);
  const missing = target - topOf(element);
  if (Math.abs(missing) > slack) {
    margin += missing;
    element.style.setProperty('--push', `${margin}px`);
  }
}

/**
 * A section laid out as a grid (a heading beside its items, as in bronzor) is
 * kept whole when it fits on a sheet: Chromium prints a grid split across
 * sheets taller than it draws it on screen, so splitting one would print a
 * sheet more than measured.
 */
function isGrid(section: HTMLElement): boolean {
  return getComputedStyle(section).display === 'grid';
}

/**
 * The mark of an item the measurement split between its blocks: in print it
 * may break inside (its blocks may not), where a whole item may not.
 */
const splitAttribute = 'data-split';

/**
 * Whether an item may split between its blocks when it runs past a sheet's
 * end: not kept together, in a one-column list of a section that is not a
 * grid itself, and laid out as a block (xatu's timeline entries are grids of
 * their own and stay whole).
 */
function splittable(item: HTMLElement, section: HTMLElement): boolean {
  const list = item.parentElement;
  if (item.hasAttribute('data-keep-together') || !list || isGrid(section)) {
    return false;
  }
  const tracks = getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/);
  return tracks.length <= 1 && getComputedStyle(item).display === 'block';
}

/**
 * An item's blocks in reading order: everything before its summary as one
 * (title, dates, level), each paragraph and each list point of the summary,
 * then what follows it (keywords, link). The item may break before any block
 * but the first two, so its title never parts from its first line.
 */
function blocksOf(item: HTMLElement): HTMLElement[][] {
  const blocks: HTMLElement[][] = [[]];
  let summarySeen = false;
  for (const child of item.children) {
    if (!(child instanceof HTMLElement)) {
      continue;
    }
    if (child.classList.contains('item-summary')) {
      summarySeen = true;
      for (const block of child.children) {
        if (block.tagName === 'UL' || block.tagName === 'OL') {
          blocks.push(
            ...[...block.children]
              .filter((point) => point.tagName === 'LI')
              .map((point) => [point as HTMLElement]),
          );
        } else if (block instanceof HTMLElement) {
          blocks.push([block]);
        }
      }
    } else if (summarySeen) {
      blocks.push([child]);
    } else {
      blocks[0].push(child);
    }
  }
  return blocks.filter((block) => block.length > 0);
}

/** The items of a section, and what stands first after its heading. */
function partsOf(section: HTMLElement): { items: HTMLElement[]; first: HTMLElement | null } {
  const items = [...section.querySelectorAll<HTMLElement>('.item')];
  const heading = section.querySelector<HTMLElement>('.section-heading');
  const content = section.querySelector<HTMLElement>('.summary-content');
  const first = items[0] ?? content?.firstElementChild ?? content ?? null;
  return { items, first: heading && first instanceof HTMLElement ? first : null };
}

/**
 * Lays a page's content out as it prints, moving boxes to the next sheet by
 * the rules of docs/templates.md#pagination, in document order, each column on
 * its own (as Chromium fragments them):
 *
 * - a section or item marked "start on a new page" starts a sheet;
 * - a section marked "keep together" that would run past a sheet's end, and
 *   fits on one, starts the next sheet;
 * - an item that would run past a sheet's end splits there between its blocks
 *   (paragraphs and list points), its title with its first block on the sheet
 *   it starts on; one that cannot (marked "keep together", laid out as a grid,
 *   or its first block past the end) starts the next sheet when it fits on one;
 * - a section whose first item (or first line of text) would go to the next
 *   sheet goes with it, so its heading is never left alone at a sheet's foot
 *   and an entry's title never parts from its first line.
 *
 * The moves are margins set on the boxes, so the preview shows the sheets as
 * they print and the break line falls where each sheet ends.
 */
function paginate(content: HTMLElement, sheets: Sheets): void {
  const origin = () => content.getBoundingClientRect().top;
  const topOf = (element: HTMLElement) => element.getBoundingClientRect().top - origin();
  const fits = (element: HTMLElement) => element.getBoundingClientRect().height <= sheets.area;
  const crosses = (element: HTMLElement) =>
    crossesSheetEnd(topOf(element), element.getBoundingClientRect().height, sheets);
  const startsSheet = (element: HTMLElement) => atSheetStart(topOf(element), sheets);
  const moveOn = (element: HTMLElement) => pushTo(element, sheetEnd(topOf(element), sheets), topOf);
  const bottomOf = (elements: HTMLElement[]) =>
    Math.max(...elements.map((element) => element.getBoundingClientRect().bottom)) - origin();

  /**
   * Whether the item, running past its sheet's end, can split there: it may,
   * and its title with its first block ends on the sheet it starts on.
   */
  const canSplit = (item: HTMLElement, section: HTMLElement) => {
    if (!splittable(item, section)) {
      return false;
    }
    const blocks = blocksOf(item);
    return (
      blocks.length > 2 &&
      bottomOf([...blocks[0], ...blocks[1]]) <= sheetEnd(topOf(item), sheets) + slack
    );
  };

  /** Splits the item between its blocks: each block from the third that runs past a sheet's end starts the next. */
  const split = (item: HTMLElement) => {
    item.setAttribute(splitAttribute, '');
    for (const [block] of blocksOf(item).slice(2)) {
      if (fits(block) && crosses(block)) {
        moveOn(block);
      }
    }
  };

  for (const section of content.querySelectorAll<HTMLElement>('.section')) {
    if (section.hasAttribute('data-break-before')) {
      if (!startsSheet(section)) {
        moveOn(section);
      }
    } else if (
      (section.hasAttribute('data-keep-together') || isGrid(section)) &&
      fits(section) &&
      crosses(section)
    ) {
      moveOn(section);
    }
    const { items, first } = partsOf(section);
    if (first && !startsSheet(section)) {
      const heading = section.querySelector<HTMLElement>('.section-heading');
      const headingSheetEnd = heading ? sheetEnd(topOf(heading), sheets) : 0;
      const isItem = first.classList.contains('item');
      const firstMoves = isItem
        ? first.hasAttribute('data-break-before') ||
          (fits(first) && crosses(first) && !canSplit(first, section))
        : topOf(first) + firstLineHeight(first) > headingSheetEnd + slack;
      if (firstMoves) {
        moveOn(section);
      }
    }
    for (const item of items) {
      if (item === first && startsSheet(section)) {
        continue;
      }
      if (item.hasAttribute('data-break-before')) {
        if (!startsSheet(item)) {
          moveOn(item);
        }
      } else if (crosses(item) && canSplit(item, section)) {
        split(item);
      } else if (fits(item) && crosses(item)) {
        moveOn(item);
      }
    }
  }
  // A letter's blocks kept whole (its closing with the signature,
  // docs/templates.md#letters) start the next sheet rather than split.
  for (const block of content.querySelectorAll<HTMLElement>('.letter-keep')) {
    if (fits(block) && crosses(block)) {
      moveOn(block);
    }
  }
}

/** The height of a text block's first line (its line height, or its height when it is shorter). */
function firstLineHeight(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const line =
    Number.parseFloat(style.lineHeight) || (Number.parseFloat(style.fontSize) || 16) * 1.2;
  return Math.min(line, element.getBoundingClientRect().height || line);
}

/** How tall the content is, to the foot of its tallest column (with that column's bottom padding). */
function contentHeight(content: HTMLElement): number {
  const origin = content.getBoundingClientRect().top;
  let height = content.getBoundingClientRect().height;
  for (const column of content.querySelectorAll<HTMLElement>('.main, .sidebar')) {
    const last = column.lastElementChild;
    if (last) {
      const padding = Number.parseFloat(getComputedStyle(column).paddingBottom) || 0;
      height = Math.max(height, last.getBoundingClientRect().bottom - origin + padding);
    }
  }
  return height;
}

/**
 * Measures how many sheets a drawn page needs when printed and sizes its paper
 * to that many (the `--sheets` property), so coloured columns reach the foot of
 * the last sheet. The paper is first set back to one sheet and every move of a
 * previous measurement is undone: its columns stretch to the paper, and
 * measuring them at the old size would keep a stale count.
 */
export function measurePage(page: HTMLElement, format: PageFormat, margin: number): PageReport {
  page.setAttribute(measuringAttribute, '');
  try {
    return measureMarked(page, format, margin);
  } finally {
    page.removeAttribute(measuringAttribute);
  }
}

/**
 * The mark the page carries while it is measured: in print media the
 * stylesheet keeps a moved item's margin then, and only then (see
 * `artboard.css`), so the measurement sees where print puts the item.
 */
const measuringAttribute = 'data-measuring';

function measureMarked(page: HTMLElement, format: PageFormat, margin: number): PageReport {
  const content = page.querySelector<HTMLElement>('.page-content') ?? page;
  page.style.setProperty('--sheets', '1');
  for (const marked of page.querySelectorAll<HTMLElement>(`[${pushedAttribute}]`)) {
    marked.removeAttribute(pushedAttribute);
    marked.style.removeProperty('--push');
  }
  for (const marked of page.querySelectorAll<HTMLElement>(`[${splitAttribute}]`)) {
    marked.removeAttribute(splitAttribute);
  }
  const area = pageSizePx(format).height - 2 * margin;
  if (area <= 0) {
    return { sheets: 1, lastFill: 1, overflow: null };
  }
  const sheets = { area };
  paginate(content, sheets);
  // The columns' own feet, not the paper's: the paper still stretches them to one sheet.
  const height = contentHeight(content);
  const count = sheetsFor(height, format, margin);
  const report = reportPage(content, sheets, count, height);
  page.style.setProperty('--sheets', String(count));
  return report;
}

/** {@link measurePage}'s sheet count alone. */
export function measureSheets(page: HTMLElement, format: PageFormat, margin: number): number {
  return measurePage(page, format, margin).sheets;
}
