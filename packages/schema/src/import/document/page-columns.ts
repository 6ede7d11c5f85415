/**
 * How a PDF page's rows are read in columns (docs/import-export.md#pdf-and-word):
 * finding a clear vertical gap with text in line on both sides of it (a
 * sidebar beside the main column, a grid of sections, labels in a margin)
 * and reading each side apart, top to bottom, the left one first.
 */
import {
  alignSlack,
  columnGap,
  gutter,
  type Placed,
  type Region,
  regionOf,
  type Row,
  toRows,
} from './page-rows';

/** A split of rows at a vertical gap: the rows it runs beside, and how the two sides are read. */
type Split = {
  x: number;
  start: number;
  end: number;
  labels: boolean;
  rows: number;
  anchors: number;
};

/**
 * The rows in reading order, as regions: where a gap splits a run of rows
 * into two columns, the rows above it, its left column, its right column and
 * the rows below it, each split again where it has a gap of its own.
 */
export function readColumns(
  items: readonly Placed[],
  pageWidth: number | undefined,
  depth = 0,
): Region[] {
  if (items.length === 0) {
    return [];
  }
  // Rows are made again in each part: a baseline shared with the other column does not bind.
  const rows = toRows(items);
  const split = depth < 4 ? findSplit(rows, pageWidth) : undefined;
  if (!split) {
    return [regionOf(rows)];
  }
  const band = rows.slice(split.start, split.end + 1);
  const side = (row: Row, right: boolean) =>
    row.items.filter((item) => item.x >= split.x - alignSlack === right);
  const read = (part: Row[], right?: boolean) =>
    readColumns(
      part.flatMap((row) => (right === undefined ? row.items : side(row, right))),
      pageWidth,
      right === undefined ? depth : depth + 1,
    );
  // Labels: each row's left part is a row of its own, before the rest of the row.
  const middle: Region[] = split.labels
    ? [
        regionOf(
          band.flatMap((row) =>
            [side(row, false), side(row, true)]
              .filter((part) => part.length > 0)
              .map((part) => ({ y: row.y, items: part })),
          ),
        ),
      ]
    : [...read(band, false), ...read(band, true)];
  return [...read(rows.slice(0, split.start)), ...middle, ...read(rows.slice(split.end + 1))];
}

/**
 * The best vertical gap to split rows at, if any: a left edge at which text
 * starts on at least three rows, with clear space before it on every row
 * between (no item runs across it), text on its left too, and text on its
 * right that is set in line with that edge rather than pushed against the
 * right margin (dates and places at the right of a job's header are not a
 * column). When the left side holds only a few labels each beside the first
 * line of a block, they are read as labels, each before the text beside it.
 */
function findSplit(rows: readonly Row[], pageWidth: number | undefined): Split | undefined {
  const edges: number[] = [];
  for (const row of rows) {
    row.items.forEach((item, index) => {
      if (index === 0 || item.x - row.items[index - 1].right >= gutter) {
        edges.push(item.x);
      }
    });
  }
  edges.sort((a, b) => a - b);
  const candidates: number[] = [];
  for (const edge of edges) {
    const last = candidates.at(-1);
    if (last === undefined || edge - last > alignSlack) {
      candidates.push(edge);
    }
  }
  const pageRight = pageWidth ?? Math.max(...rows.flatMap((row) => row.items.map((i) => i.right)));
  let best: Split | undefined;
  for (const x of candidates) {
    if (x >= pageRight - 2 * gutter) {
      continue;
    }
    for (const split of splitsAt(rows, x)) {
      if (
        !best ||
        split.rows > best.rows ||
        (split.rows === best.rows && split.anchors > best.anchors)
      ) {
        best = split;
      }
    }
  }
  return best;
}

function splitsAt(rows: readonly Row[], x: number): Split[] {
  const crosses = (row: Row) =>
    row.items.some((item) => item.x < x - alignSlack && item.right > x - gutter);
  const rightOf = (row: Row) => row.items.filter((item) => item.x >= x - alignSlack);
  const leftOf = (row: Row) => row.items.filter((item) => item.x < x - alignSlack);
  // A row is in line with x when its right side starts at x or a little after (a heading's
  // icon, a bullet's indent).
  const anchored = (row: Row) => {
    const first = rightOf(row)[0];
    return first !== undefined && first.x - x <= 1.5 * first.size;
  };
  const splits: Split[] = [];
  let start = 0;
  while (start < rows.length) {
    if (crosses(rows[start])) {
      start += 1;
      continue;
    }
    let end = start;
    while (end + 1 < rows.length && !crosses(rows[end + 1])) {
      end += 1;
    }
    const run = rows.slice(start, end + 1);
    const split = splitOfRun(run, x, { rightOf, leftOf, anchored });
    if (split) {
      splits.push({ ...split, start: start + split.start, end: start + split.end });
    }
    start = end + 1;
  }
  return splits;
}

type Sides = {
  rightOf: (row: Row) => Placed[];
  leftOf: (row: Row) => Placed[];
  anchored: (row: Row) => boolean;
};

/** The split a run of rows with a clear gap at x makes, if both sides read as columns. */
function splitOfRun(run: readonly Row[], x: number, sides: Sides): Split | undefined {
  const { rightOf, leftOf, anchored } = sides;
  const anchors = run.map((row, index) => (anchored(row) ? index : -1)).filter((i) => i >= 0);
  if (anchors.length < 3) {
    return undefined;
  }
  const columnRight = Math.max(...run.flatMap((row) => rightOf(row).map((item) => item.right)));
  // Lines set against the right edge (dates, places) are no sign of a column; lines in line with x are.
  const inLine = anchors.filter((index) => {
    const right = rightOf(run[index]);
    return columnRight - right[right.length - 1].right > alignSlack;
  });
  // At least two start right at x: a column's left edge, not a few dates set near it.
  const atEdge = anchors.filter((index) => Math.abs(rightOf(run[index])[0].x - x) <= alignSlack);
  if (inLine.length < 3 || atEdge.length < 2) {
    return undefined;
  }
  // Above the first and below the last row in line with x, a row joins the column when its
  // right side is empty, starts in the column's left part or is centred in it: not a date
  // at the margin.
  const fits = (row: Row) => {
    const right = rightOf(row);
    if (right.length === 0) {
      return true;
    }
    const from = right[0].x;
    const to = right[right.length - 1].right;
    return (
      from - x <= Math.max(2 * right[0].size, (columnRight - x) * 0.4) ||
      Math.abs((from + to) / 2 - (x + columnRight) / 2) <= 3
    );
  };
  let start = anchors[0];
  while (start > 0 && fits(run[start - 1])) {
    start -= 1;
  }
  let end = anchors[anchors.length - 1];
  while (end + 1 < run.length && fits(run[end + 1])) {
    end += 1;
  }
  const band = run.slice(start, end + 1);
  // Columns stand apart by more than the gaps between words or between tags set in a row,
  // all the way between the first and the last row in line with x.
  const core = run.slice(anchors[0], anchors[anchors.length - 1] + 1);
  const leftEdge = Math.max(...core.flatMap((row) => leftOf(row).map((item) => item.right)));
  if (x - leftEdge < columnGap) {
    return undefined;
  }
  const leftRows = band.filter((row) => leftOf(row).length > 0);
  const rightRows = band.filter((row) => rightOf(row).length > 0);
  const worded = leftRows.filter((row) =>
    /\p{L}.*\p{L}/u.test(
      leftOf(row)
        .map((item) => item.str)
        .join(''),
    ),
  );
  if (worded.length < 2) {
    return undefined;
  }
  // Labels are few, each beside a row of text and apart from the next: not a short sidebar.
  const beside = leftRows.filter((row) => rightOf(row).length > 0).length;
  const adjacent = band.filter(
    (row, index) => index > 0 && leftOf(row).length > 0 && leftOf(band[index - 1]).length > 0,
  ).length;
  const labels =
    leftRows.length * 2 <= rightRows.length &&
    beside >= leftRows.length * 0.8 &&
    adjacent <= leftRows.length * 0.2;
  return { x, start, end, labels, rows: band.length, anchors: anchors.length };
}
