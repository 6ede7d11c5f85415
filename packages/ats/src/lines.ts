import { linesFromPdfItems } from '@vitae/schema';

import { type PageText, type TextRun } from './read-pdf';

/** A row of text as a parser that reads the whole page's width sees it: runs on one baseline, left to right. */
export type PageRow = {
  page: number;
  top: number;
  runs: TextRun[];
  text: string;
  /** The row's text cut where runs stand well apart (more than 0.8 of the font size), in reading order. */
  phrases: string[];
};

/** Ligature characters and the letters they stand for (an ATS may not fold them). */
export const ligatures: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** Letters of the scripts written right to left. */
const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/gu;
const leftToRight = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/gu;

/**
 * Runs as rows (runs whose baselines are within a third of their size), top
 * to bottom, each row in its reading direction (right to left where most of
 * its letters are Arabic or Hebrew) with a space where runs stand apart.
 */
export function toRows(page: PageText, runs: readonly TextRun[] = page.runs): PageRow[] {
  const sorted = runs
    .filter((run) => run.str.trim() !== '')
    .sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: PageRow[] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.top - run.top) <= Math.max(row.runs[0].size, run.size) / 3) {
      row.runs.push(run);
    } else {
      rows.push({ page: page.number, top: run.top, runs: [run], text: '', phrases: [] });
    }
  }
  for (const row of rows) {
    const letters = row.runs.map((run) => run.str).join('');
    const rtl =
      (letters.match(rightToLeft)?.length ?? 0) > (letters.match(leftToRight)?.length ?? 0);
    row.runs.sort((a, b) => (rtl ? b.x + b.width - (a.x + a.width) : a.x - b.x));
    const phrases = joinRuns(row.runs, rtl);
    row.phrases = phrases;
    row.text = phrases.join(' ');
  }
  return rows;
}

/** Runs in reading order as phrases: a space where they stand apart, a new phrase where they stand far apart. */
function joinRuns(runs: readonly TextRun[], rtl: boolean): string[] {
  const phrases: string[] = [];
  let text = '';
  let edge = rtl ? Infinity : -Infinity;
  let previous: TextRun | undefined;
  for (const run of runs) {
    const gap = rtl ? edge - (run.x + run.width) : run.x - edge;
    if (previous && gap > Math.min(run.size, previous.size) * 0.8) {
      phrases.push(text);
      text = run.str;
    } else {
      text += text !== '' && gap > run.size / 5 && !/\s$/u.test(text) ? ` ${run.str}` : run.str;
    }
    edge = rtl ? run.x : run.x + run.width;
    previous = run;
  }
  phrases.push(text);
  return phrases
    .map((phrase) => phrase.replace(/\s+/gu, ' ').trim())
    .filter((phrase) => phrase !== '');
}

/**
 * Parser (a), docs/ats.md#reading-order: all runs of the page as rows, top to
 * bottom across its whole width.
 */
export function rowsAcrossPage(page: PageText): PageRow[] {
  return toRows(page);
}

/**
 * The left edges of the page's columns as parser (b) finds them
 * (`@vitae/schema`'s PDF import reader splits a page where a clear gap runs
 * down it); one column when there are none.
 */
export function columnsOf(page: PageText): number[] {
  const known = columnsByPage.get(page);
  if (known) {
    return known;
  }
  const lines = linesFromPdfItems(page.items, page.number, new Map(), { pageWidth: page.width });
  const lefts = new Set(lines.map((line) => line.column).filter((left) => left !== undefined));
  const columns = [...lefts].sort((a, b) => a - b);
  columnsByPage.set(page, columns);
  return columns;
}

/** Each page's columns, found once: the reading-order check, the content checks and the field recovery all ask. */
const columnsByPage = new WeakMap<PageText, number[]>();

/** The column (its index in `columns`) a point at `x` lies in. */
export function columnIndex(columns: readonly number[], x: number): number {
  return Math.max(0, columns.filter((left) => left <= x + 1.5).length - 1);
}

/**
 * Parser (b), docs/ats.md#reading-order: the page split into its columns,
 * each read top to bottom as rows, the left column first.
 */
export function rowsByColumns(page: PageText): PageRow[] {
  const columns = columnsOf(page);
  if (columns.length < 2) {
    return toRows(page);
  }
  return columns.flatMap((_, index) =>
    toRows(
      page,
      page.runs.filter((run) => columnIndex(columns, run.x) === index),
    ),
  );
}
