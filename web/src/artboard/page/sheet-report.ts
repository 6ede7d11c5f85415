/** The sheet boundaries of a page's content, `area` px apart from its top. */
export type Sheets = { area: number };

/** The first box that runs onto a layout page's second sheet: its section, and its item if it is one. */
export type Overflow = { section: string; item: string | null };

/** How a layout page fills its sheets (docs/templates.md#how-full-each-sheet-is). */
export type PageReport = {
  /** The printed sheets it takes. */
  sheets: number;
  /** How much of its last sheet's area is used, 0 to 1. */
  lastFill: number;
  /** What runs onto the second sheet, when it takes more than one. */
  overflow: Overflow | null;
};

/**
 * A last sheet holding less than this share of its area is worth a warning: a
 * few lines on a sheet of their own (docs/templates.md#how-full-each-sheet-is).
 */
export const sparseSheetShare = 0.15;

/** Whether a page's last sheet, beyond its first, holds only a few lines. */
export function isSparse(report: PageReport): boolean {
  return report.sheets > 1 && report.lastFill < sparseSheetShare;
}

/** The share of the last sheet's area that `height` of content uses. */
export function lastFill(height: number, sheets: number, { area }: Sheets): number {
  const used = (height - (sheets - 1) * area) / area;
  return Math.min(1, Math.max(0, used));
}

/**
 * Reads a paginated page: its sheet count, the fill of its last sheet, and the
 * first section or item (in document order) that ends past the first sheet.
 */
export function reportPage(
  content: HTMLElement,
  sheets: Sheets,
  count: number,
  height: number,
): PageReport {
  let overflow: Overflow | null = null;
  if (count > 1) {
    const origin = content.getBoundingClientRect().top;
    for (const box of content.querySelectorAll<HTMLElement>('.section, .item')) {
      const bottom = box.getBoundingClientRect().bottom - origin;
      const section = box.closest<HTMLElement>('.section')?.dataset.section;
      if (section && bottom > sheets.area + 0.5 && box.classList.contains('item')) {
        overflow = { section, item: box.dataset.item ?? null };
        break;
      }
      if (section && bottom > sheets.area + 0.5 && !box.querySelector('.item')) {
        overflow = { section, item: null };
        break;
      }
    }
  }
  return { sheets: count, lastFill: lastFill(height, count, sheets), overflow };
}
