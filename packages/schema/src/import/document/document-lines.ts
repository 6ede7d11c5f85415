/**
 * A line of a resume read from a PDF or a Word file (docs/import-export.md#pdf-and-word):
 * its text, its font size in points where the file says it, whether it is set
 * in bold or as a heading, and the page it is on.
 */
export type DocumentLine = { text: string; size?: number; bold?: boolean; page?: number };

/** A text item as pdf.js's `getTextContent` gives it: the string and where and how it is drawn. */
export type PdfTextItem = {
  str: string;
  /** The text matrix: [a, b, c, d, x, y]; the font size is about |d| (or |a|). */
  transform: number[];
  width: number;
  fontName?: string;
  hasEOL?: boolean;
};

/** Whether a font's name says it is bold (the PDF names it; pdf.js passes the name on). */
const boldFontName = /bold|black|heavy|semibold|demi/i;

/**
 * The lines of one page from pdf.js's text items: items on one baseline (within
 * a third of the font size) are one line, read left to right, with a space
 * where the gap between two items is wider than a fifth of the font size;
 * lines are read top to bottom. `boldFonts` maps pdf.js's font ids to whether
 * their real name is bold, when the caller could read the names.
 */
export function linesFromPdfItems(
  items: readonly PdfTextItem[],
  page = 1,
  boldFonts: ReadonlyMap<string, boolean> = new Map(),
): DocumentLine[] {
  type Placed = { item: PdfTextItem; x: number; y: number; size: number };
  const placed: Placed[] = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({
      item,
      x: item.transform[4],
      y: item.transform[5],
      size: Math.abs(item.transform[3]) || Math.abs(item.transform[0]) || 10,
    }));
  placed.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Placed[][] = [];
  for (const entry of placed) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - entry.y) <= Math.max(row[0].size, entry.size) / 3) {
      row.push(entry);
    } else {
      rows.push([entry]);
    }
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let end: number | undefined;
    for (const { item, x, size } of row) {
      if (
        end !== undefined &&
        x - end > size / 5 &&
        !text.endsWith(' ') &&
        !item.str.startsWith(' ')
      ) {
        text += ' ';
      }
      text += item.str;
      end = x + item.width;
    }
    const size = Math.max(...row.map((entry) => entry.size));
    const bold = row.every((entry) => {
      const font = entry.item.fontName ?? '';
      return boldFonts.get(font) ?? boldFontName.test(font);
    });
    return { text: text.replace(/\s+/g, ' ').trim(), size, bold, page };
  });
}
