/**
 * The lines of a resume read from a PDF or a Word file, and how a PDF page's
 * text items become them: rows read in columns (page-columns.ts), each row's
 * text and its parts, and a line that wrapped joined with its rest.
 */
import { readColumns } from './page-columns';
import { alignSlack, type Placed, type Region, type Row } from './page-rows';

/**
 * A line of a resume read from a PDF or a Word file (docs/import-export.md#pdf-and-word):
 * its text, its font size in points where the file says it, whether it is set
 * in bold or as a heading, and the page it is on. A line read from a PDF may
 * also say where the text on it stands apart (`parts`: "Acme" and, far to
 * its right, "2021 - Present") and, on a page set in columns, which column it
 * was read in (`column`: the column's left edge in points; a sidebar's lines
 * are read apart from the main column's).
 */
export type DocumentLine = {
  text: string;
  size?: number;
  bold?: boolean;
  page?: number;
  /** The runs of text a wide gap parts on the line, left to right; only when there are two or more. */
  parts?: string[];
  /** The left edge, in points, of the column the line was read in; only on a page with columns. */
  column?: number;
};

/** A text item as pdf.js's `getTextContent` gives it: the string and where and how it is drawn. */
export type PdfTextItem = {
  str: string;
  /** The text matrix: [a, b, c, d, x, y]; the font size is about |d| (or |a|). */
  transform: number[];
  width: number;
  fontName?: string;
  hasEOL?: boolean;
};

/** What the caller knows of the page besides its items. */
export type PdfPageLayout = { pageWidth?: number };

/** Whether a font's name says it is bold (the PDF names it; pdf.js passes the name on). */
const boldFontName = /bold|black|heavy|semibold|demi/i;

/**
 * The lines of one page from pdf.js's text items: items on one baseline (within
 * a third of the font size) form a row, read left to right, with a space
 * where the gap between two items is wider than a fifth of the font size;
 * rows are read top to bottom. Where a clear vertical gap runs down the page
 * with text in line on both sides of it (a sidebar beside the main column, a
 * grid of sections), each side is read as a column of its own, top to bottom,
 * the left one first; labels set in a margin beside the text ("EXPERIENCE"
 * left of the first job) become lines before the text they sit beside. A
 * line that wrapped (the next word would not have fitted on it) is joined
 * with the line it wrapped onto. `boldFonts` maps pdf.js's font ids to
 * whether their real name is bold, when the caller could read the names.
 */
export function linesFromPdfItems(
  items: readonly PdfTextItem[],
  page = 1,
  boldFonts: ReadonlyMap<string, boolean> = new Map(),
  layout: PdfPageLayout = {},
): DocumentLine[] {
  const placed: Placed[] = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const font = item.fontName ?? '';
      const x = item.transform[4];
      return {
        str: item.str,
        x,
        right: x + Math.max(0, item.width),
        y: item.transform[5],
        size: Math.abs(item.transform[3]) || Math.abs(item.transform[0]) || 10,
        bold: boldFonts.get(font) ?? boldFontName.test(font),
      };
    });
  const regions = readColumns(placed, layout.pageWidth);
  const columned = new Set(regions.map((region) => Math.round(region.left))).size > 1;
  return regions.flatMap((region) =>
    joinWrapped(region).map((line) => ({
      ...line,
      page,
      ...(columned ? { column: Math.round(region.left) } : {}),
    })),
  );
}

/** A row's text and its parts: a space at a gap wider than a fifth of the font size, a new part at a gap wider than most of it. */
function rowText(row: Row): { text: string; parts: string[] } {
  const parts: string[] = [];
  let text = '';
  let part = '';
  let previous: Placed | undefined;
  for (const item of row.items) {
    if (previous) {
      const gap = item.x - previous.right;
      const size = Math.min(item.size, previous.size);
      if (gap > size * 0.8) {
        parts.push(part);
        part = '';
      } else if (gap > size / 5 && !part.endsWith(' ') && !item.str.startsWith(' ')) {
        part += ' ';
      }
      if (gap > size / 5 && !text.endsWith(' ') && !item.str.startsWith(' ')) {
        text += ' ';
      }
    }
    text += item.str;
    part += item.str;
    previous = item;
  }
  parts.push(part);
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
  return { text: clean(text), parts: parts.map(clean).filter(Boolean) };
}

/** A line being built from rows: where its last row starts and ends, and how it is set. */
type Built = {
  text: string;
  size: number;
  bold: boolean;
  parts?: string[];
  x: number;
  end: number;
  y: number;
};

/**
 * Whether a row is the rest of a line that wrapped: the same font, the next
 * baseline at about a line's distance, the same left edge (or the same centre,
 * for centred lines, or past a bullet's mark), the line fills at least half the width it had, and the
 * row's first word would not have fitted after it (within half a font size,
 * as widths are estimated, or one and a half when the row starts in lower
 * case, as the rest of a sentence does, for a box's padding). Not where a
 * sentence ends and the row starts another, as bullets set without a mark do,
 * nor a row of figures alone (a date under a line); and where nothing but the
 * longest line shows the column's width, a row that starts with a capital
 * only when it ends the sentence (a list of short lines is not one line).
 */
function wrapsOnto(line: Built, row: Built & { word: number }, region: Region): boolean {
  // A bullet's text wraps under the text, past the bullet: a hanging indent.
  const hanging =
    /^[•●▪■◦‣∙·*–-]\s/u.test(line.text) && row.x > line.x && row.x - line.x <= 2 * row.size;
  const leftAligned = Math.abs(line.x - row.x) <= alignSlack || hanging;
  const centred = Math.abs((line.x + line.end) / 2 - (row.x + row.end) / 2) <= 2;
  const room = leftAligned ? region.right - line.x : region.right - region.left;
  const used = line.end - line.x;
  const lower = /^\p{Ll}/u.test(row.text);
  return (
    // Where only the longest line gives the width, a capital starts the rest of a line only to end it.
    (lower || region.set || (/[.!?]$/u.test(row.text) && !/[.!?]$/u.test(line.text))) &&
    line.parts === undefined &&
    row.parts === undefined &&
    line.bold === row.bold &&
    Math.abs(line.size - row.size) < 0.3 &&
    (leftAligned || centred) &&
    line.y - row.y <= row.size * 1.8 &&
    used >= room / 2 &&
    used + row.size * 0.25 + row.word > room - row.size * (lower ? 1.5 : 0.5) &&
    !(/[.!?]$/u.test(line.text) && /^\p{Lu}/u.test(row.text)) &&
    !/^[\d\s./–—-]+$/u.test(row.text)
  );
}

/** A region's rows as lines, a line that wrapped joined with its rest (wrapsOnto). */
function joinWrapped(region: Region): Array<Omit<DocumentLine, 'page'>> {
  const lines: Built[] = [];
  for (const row of region.rows) {
    const { text, parts } = rowText(row);
    const first = row.items[0];
    const word = first.str.trimStart().split(/\s/)[0];
    const built = {
      text,
      size: Math.max(...row.items.map((item) => item.size)),
      bold: row.items.every((item) => item.bold),
      ...(parts.length > 1 ? { parts } : {}),
      x: first.x,
      end: row.items[row.items.length - 1].right,
      y: row.y,
      word: (first.right - first.x) * (word.length / Math.max(1, first.str.length)),
    };
    const previous = lines.at(-1);
    if (previous && wrapsOnto(previous, built, region)) {
      previous.text = previous.text.endsWith('-')
        ? `${previous.text}${text}`
        : `${previous.text} ${text}`;
      Object.assign(previous, { x: built.x, end: built.end, y: built.y });
      continue;
    }
    lines.push(built);
  }
  return lines.map(({ text, size, bold, parts }) => ({
    text,
    size,
    bold,
    ...(parts ? { parts } : {}),
  }));
}
