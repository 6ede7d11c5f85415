import { defaultLayout, type LayoutPage } from '@vitae/schema';

/**
 * The layout editor's model (docs/product.md#metadata and #layout): the
 * document's `metadata.layout` is pages of columns of section ids; the builder
 * shows each page as a main column (0) and a sidebar (1). Every change here is
 * a pure function from one layout to the next, so an edit is one undo step.
 */

/** A page's column: 0 the main column, 1 the sidebar. */
export type ColumnIndex = 0 | 1;

/** Where a section sits: its page, column and place in the column. */
export type SectionPlace = { page: number; column: ColumnIndex; index: number };

/** A cell of the drag grid (react-grid-layout's item shape). */
export type GridCell = { i: string; x: number; y: number; w: number; h: number; static?: boolean };

/**
 * The layout as the editor shows it: at least one page, each with exactly a
 * main column and a sidebar (columns beyond the second, from an import, join
 * the sidebar), and every section id at most once (its first place wins).
 */
export function normalizeLayout(layout: readonly (readonly (readonly string[])[])[]): LayoutPage[] {
  const seen = new Set<string>();
  const keep = (ids: readonly string[]) =>
    ids.filter((id) => {
      if (typeof id !== 'string' || id === '' || seen.has(id)) {
        return false;
      }
      seen.add(id);
      return true;
    });
  const pages = layout.map((page) => {
    const main = keep(page[0] ?? []);
    const sidebar = keep(page.slice(1).flat());
    return [main, sidebar];
  });
  return pages.length > 0 ? pages : [[[], []]];
}

/** True when two layouts list the same sections in the same places. */
export function sameLayout(a: readonly string[][][], b: readonly string[][][]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Where a section is, or null when the layout does not list it. */
export function findSection(layout: LayoutPage[], id: string): SectionPlace | null {
  for (const [page, columns] of normalizeLayout(layout).entries()) {
    for (const column of [0, 1] as const) {
      const index = columns[column].indexOf(id);
      if (index !== -1) {
        return { page, column, index };
      }
    }
  }
  return null;
}

/** Adds a page at the end: an empty main column and an empty sidebar (docs/product.md#layout). */
export function addPage(layout: LayoutPage[]): LayoutPage[] {
  return [...normalizeLayout(layout), [[], []]];
}

/**
 * Removes a page (never the first, docs/product.md#layout): its main column's sections go to
 * the end of the first page's main column, its sidebar's to the first page's
 * sidebar, in their order.
 */
export function removePage(layout: LayoutPage[], pageIndex: number): LayoutPage[] {
  const pages = normalizeLayout(layout);
  if (pageIndex <= 0 || pageIndex >= pages.length) {
    return pages;
  }
  const [main, sidebar] = pages[pageIndex];
  const first: LayoutPage = [
    [...pages[0][0], ...main],
    [...pages[0][1], ...sidebar],
  ];
  return [first, ...pages.slice(1).filter((_, index) => index + 1 !== pageIndex)];
}

/**
 * The default layout again (docs/product.md#layout), with the custom sections
 * (`custom.<id>`) kept at the end of the first page's main column: those the
 * layout listed in their order, then any other custom section of the resume.
 */
export function resetLayout(
  layout: LayoutPage[],
  customSectionIds: readonly string[],
): LayoutPage[] {
  const listed = normalizeLayout(layout)
    .flat(2)
    .filter((id) => customSectionIds.includes(id));
  const rest = customSectionIds.filter((id) => !listed.includes(id));
  const fresh = defaultLayout();
  const known = new Set(fresh.flat(2));
  const custom = [...listed, ...rest].filter((id) => !known.has(id));
  fresh[0][0] = [...fresh[0][0], ...custom];
  return fresh;
}

/**
 * Moves a section to a page's column, at `index` there (the end when left
 * out or past the end). A section the layout does not list yet is placed too.
 */
export function moveSection(
  layout: LayoutPage[],
  id: string,
  to: { page: number; column: ColumnIndex; index?: number },
): LayoutPage[] {
  const pages = normalizeLayout(layout);
  if (to.page < 0 || to.page >= pages.length) {
    return pages;
  }
  const without = pages.map((columns) => columns.map((ids) => ids.filter((other) => other !== id)));
  const target = without[to.page][to.column];
  const index = Math.max(0, Math.min(to.index ?? target.length, target.length));
  without[to.page][to.column] = [...target.slice(0, index), id, ...target.slice(index)];
  return without;
}

/** Moves a section one place up (-1) or down (+1) in its column; at either end nothing changes. */
export function shiftSection(layout: LayoutPage[], id: string, delta: -1 | 1): LayoutPage[] {
  const pages = normalizeLayout(layout);
  const place = findSection(pages, id);
  if (!place) {
    return pages;
  }
  const column = pages[place.page][place.column];
  const next = place.index + delta;
  if (next < 0 || next >= column.length) {
    return pages;
  }
  return moveSection(pages, id, { page: place.page, column: place.column, index: next });
}

/**
 * The drag grid's rows: the grid has two columns (main, sidebar) and the pages
 * stacked as bands. A band is the page's heading (fixed), the column labels
 * (fixed), its sections one under the other, and one free slot under the
 * longer column, so a section dropped into a full column never spills into the
 * next page.
 */
export const gridRows = { heading: 2, labels: 1, section: 2 } as const;

/** The fixed cells' ids start with this (section ids never do). */
const fixedPrefix = '@';

/** The id of a page's heading cell. */
export const pageHeadingId = (page: number) => `${fixedPrefix}page-${page}`;
/** The id of a page column's label cell. */
export const columnLabelId = (page: number, column: ColumnIndex) =>
  `${fixedPrefix}label-${page}-${column}`;

/** Whether a grid cell is a page's heading or label rather than a section. */
export const isFixedCell = (id: string) => id.startsWith(fixedPrefix);

/** One page's band in the grid: where it starts, where its sections start, how many rows it has. */
export type PageBand = { page: number; start: number; sectionsStart: number; rows: number };

/** The bands of the pages, top to bottom. */
export function pageBands(layout: LayoutPage[]): PageBand[] {
  let start = 0;
  return normalizeLayout(layout).map((columns, page) => {
    const longest = Math.max(columns[0].length, columns[1].length);
    const sectionsStart = start + gridRows.heading + gridRows.labels;
    const rows = gridRows.heading + gridRows.labels + (longest + 1) * gridRows.section;
    const band = { page, start, sectionsStart, rows };
    start += rows;
    return band;
  });
}

/**
 * The layout as the drag grid (react-grid-layout cells): each page's heading
 * and column labels as fixed cells, its sections in its band, x the column.
 */
export function toGrid(layout: LayoutPage[]): GridCell[] {
  const pages = normalizeLayout(layout);
  return pageBands(pages).flatMap(({ page, start, sectionsStart }) => [
    { i: pageHeadingId(page), x: 0, y: start, w: 2, h: gridRows.heading, static: true },
    ...([0, 1] as const).map((column) => ({
      i: columnLabelId(page, column),
      x: column,
      y: start + gridRows.heading,
      w: 1,
      h: gridRows.labels,
      static: true,
    })),
    ...pages[page].flatMap((ids, column) =>
      ids.map((i, index) => ({
        i,
        x: column,
        y: sectionsStart + index * gridRows.section,
        w: 1,
        h: gridRows.section,
      })),
    ),
  ]);
}

/**
 * The layout a dragged grid shows: a section belongs to the page whose heading
 * is the last above it, to the column of its x, in the order of its row.
 */
export function fromGrid(cells: readonly GridCell[]): LayoutPage[] {
  const headings = cells
    .filter((cell) => cell.i.startsWith(`${fixedPrefix}page-`))
    .map((cell) => ({ page: Number(cell.i.slice(`${fixedPrefix}page-`.length)), y: cell.y }))
    .sort((a, b) => a.page - b.page);
  const pages: LayoutPage[] = Array.from({ length: Math.max(1, headings.length) }, () => [[], []]);
  const sorted = cells
    .filter((cell) => !isFixedCell(cell.i))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const seen = new Set<string>();
  for (const cell of sorted) {
    if (seen.has(cell.i)) {
      continue;
    }
    seen.add(cell.i);
    const page = headings.reduce(
      (found, heading) => (heading.y <= cell.y ? heading.page : found),
      0,
    );
    const column: ColumnIndex = cell.x >= 1 ? 1 : 0;
    pages[Math.min(page, pages.length - 1)][column].push(cell.i);
  }
  return pages;
}
