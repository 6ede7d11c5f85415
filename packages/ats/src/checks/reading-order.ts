import { type Finding } from '../finding';
import { columnIndex, columnsOf, type PageRow, rowsAcrossPage } from '../lines';
import { type PdfText } from '../read-pdf';

/** The most lines a finding names. */
const shown = 6;

/**
 * docs/ats.md#reading-order: parser (a) reads each page's rows across its
 * whole width, parser (b) reads it column by column. Where (b) finds columns,
 * the rows of (a) that take text from two columns, or that jump back to a
 * column already left, are the lines a whole-width parser interleaves.
 */
export function checkReadingOrder(pdf: PdfText): Finding {
  const interleaved: PageRow[] = [];
  for (const page of pdf.pages) {
    const columns = columnsOf(page);
    if (columns.length < 2) {
      continue;
    }
    const columnOf = (x: number) => columnIndex(columns, x);
    const left = new Set<number>();
    let current = -1;
    for (const row of rowsAcrossPage(page)) {
      const ids = [...new Set(row.runs.map((run) => columnOf(run.x)))];
      const jumpsBack = ids.some((id) => id !== current && left.has(id));
      if (ids.length > 1 || jumpsBack) {
        interleaved.push(row);
      }
      for (const id of ids) {
        if (id !== ids.at(-1)) {
          left.add(id);
        }
      }
      if (current !== -1 && current !== ids.at(-1)) {
        left.add(current);
      }
      current = ids.at(-1) ?? current;
    }
  }
  if (interleaved.length === 0) {
    return {
      id: 'layout.reading-order',
      status: 'pass',
      title: 'Every parser reads the text in the same order',
      fix: 'Nothing to fix: the page reads in one column.',
    };
  }
  return {
    id: 'layout.reading-order',
    status: 'warn',
    title: 'Columns: a parser that reads across the page mixes lines',
    fix: 'Use a single-column template, or keep side columns to short lists, so every parser reads your sections in order.',
    places: interleaved.slice(0, shown).map((row) => ({ page: row.page, y: row.top })),
    items: interleaved.slice(0, shown).map((row) => row.text),
  };
}
