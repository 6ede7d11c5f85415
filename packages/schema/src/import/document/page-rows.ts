/**
 * A PDF page's text items as the line reader places them (docs/import-export.md#pdf-and-word):
 * each item with its edges, size and weight, items on one baseline as a row,
 * and rows read as one column as a region; with the measures, in points,
 * that columns and lines are told apart by.
 */

export type Placed = {
  str: string;
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
};
export type Row = { y: number; items: Placed[] };
/**
 * Rows read as one column: their items, left to right, and the column's
 * edges; its right edge is `set` when three rows or more end at it (text set
 * against it, or full lines), not only the longest line.
 */
export type Region = { rows: Row[]; left: number; right: number; set: boolean };

/** The least clear space, in points, between a text item and a column's edge at its right. */
export const gutter = 6;
/** The least clear space, in points, between two columns all down their length. */
export const columnGap = 14;
/** How far from a column's left edge a line may start and still be in line with it. */
export const alignSlack = 1.5;

/**
 * Items as rows: items on one baseline (within a third of the font size) are
 * a row, left to right; rows top to bottom.
 */
export function toRows(items: readonly Placed[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const entry of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - entry.y) <= Math.max(row.items[0].size, entry.size) / 3) {
      row.items.push(entry);
    } else {
      rows.push({ y: entry.y, items: [entry] });
    }
  }
  for (const row of rows) {
    row.items.sort((a, b) => a.x - b.x);
  }
  return rows;
}

export function regionOf(rows: Row[]): Region {
  const ends = rows.map((row) => row.items[row.items.length - 1].right);
  const right = Math.max(...ends);
  return {
    rows,
    left: Math.min(...rows.flatMap((row) => row.items.map((item) => item.x))),
    right,
    set: ends.filter((end) => end >= right - 2).length >= 3,
  };
}
