import { type PageFormat, pageSizes } from '@vitae/schema';

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

/** Where a block sits on the unbroken page, relative to the top of the page's content. */
type Block = { element: HTMLElement; top: number; height: number };

/**
 * How tall a page's content becomes once printed: items do not break across
 * sheets (`break-inside: avoid`), so one that straddles a sheet's end moves to
 * the next sheet, and a heading that would be left alone at the foot of a sheet
 * goes with its first item (its section is marked `data-break-before` and
 * pushed to the next sheet in print). Columns move independently, as Chromium fragments them.
 */
function printedHeight(content: HTMLElement, area: number): number {
  const origin = content.getBoundingClientRect().top;
  const natural = content.getBoundingClientRect().height;
  const columns = new Map<Element, Block[]>();
  for (const element of content.querySelectorAll<HTMLElement>('.section-heading, .item')) {
    const column = element.closest('.main, .sidebar') ?? content;
    const rect = element.getBoundingClientRect();
    const blocks = columns.get(column) ?? [];
    blocks.push({ element, top: rect.top - origin, height: rect.height });
    columns.set(column, blocks);
  }
  let height = natural;
  for (const [column, blocks] of columns) {
    let shift = 0;
    let previous: Block | null = null;
    let end = 0;
    for (const block of blocks) {
      const top = block.top + shift;
      const sheetEnd = (Math.floor(top / area) + 1) * area;
      if (top + block.height > sheetEnd + 0.5 && block.height <= area) {
        const heading =
          previous?.element.classList.contains('section-heading') &&
          previous.element.parentElement === block.element.closest('.section') &&
          Math.floor(previous.top / area) === Math.floor(top / area)
            ? previous
            : null;
        if (heading) {
          // The heading's section moves down to the next sheet by a top margin in
          // print (forced breaks are not honoured inside flex columns); whatever
          // of that margin overshoots the sheet's end is dropped at the break.
          const section = heading.element.closest<HTMLElement>('.section') ?? heading.element;
          const offset =
            heading.element.getBoundingClientRect().top - section.getBoundingClientRect().top;
          const push = sheetEnd - (heading.top - offset);
          section.setAttribute('data-break-before', '');
          section.style.setProperty('--push', `${Math.ceil(push) + 40}px`);
          shift += sheetEnd - heading.top;
        } else {
          shift += sheetEnd - top;
        }
      }
      previous = { ...block, top: block.top + shift };
      end = block.top + shift + block.height;
    }
    const padding =
      column === content ? 0 : Number.parseFloat(getComputedStyle(column).paddingBottom) || 0;
    height = Math.max(height, end + padding);
  }
  return height;
}

/**
 * Measures how many sheets a drawn page needs when printed and sizes its paper
 * to that many (the `--sheets` property), so coloured columns reach the foot of
 * the last sheet. The paper is first set back to one sheet: its columns stretch
 * to the paper, and measuring them at the old size would keep a stale count.
 */
export function measureSheets(page: HTMLElement, format: PageFormat, margin: number): number {
  const content = page.querySelector<HTMLElement>('.page-content') ?? page;
  page.style.setProperty('--sheets', '1');
  for (const marked of page.querySelectorAll<HTMLElement>('[data-break-before]')) {
    marked.removeAttribute('data-break-before');
    marked.style.removeProperty('--push');
  }
  const area = pageSizePx(format).height - 2 * margin;
  const count = area > 0 ? sheetsFor(printedHeight(content, area), format, margin) : 1;
  page.style.setProperty('--sheets', String(count));
  return count;
}
