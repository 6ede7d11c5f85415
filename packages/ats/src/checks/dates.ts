import { monthsOf, readDates, unreadableDate } from '../dates';
import { type Finding } from '../finding';
import { type PageRow } from '../lines';
import { type FoundHeading } from './headings';

/** The sections whose entries are expected newest first. */
const ordered = new Set(['experience', 'education']);

/** The rows under each heading, up to the next heading. */
export function rowsBySection(
  rows: readonly PageRow[],
  headings: readonly FoundHeading[],
): { heading: FoundHeading; rows: PageRow[] }[] {
  return headings.map((heading, index) => {
    // A label in the margin shares its row with the section's first line.
    const start = rows.indexOf(heading.row) + (heading.row.phrases.length > 1 ? 0 : 1);
    const next = headings[index + 1];
    const end = next ? rows.indexOf(next.row) : rows.length;
    return { heading, rows: rows.slice(start, end) };
  });
}

/**
 * docs/ats.md#dates: dates in forms parsers read, and experience and
 * education newest first (each entry's range ending no later than the one above it).
 */
export function checkDates(
  rows: readonly PageRow[],
  headings: readonly FoundHeading[],
  now = new Date(),
): Finding[] {
  const current = monthsOf(now);
  const unreadable = rows.filter((row) => unreadableDate.test(row.text));
  const outOfOrder: string[] = [];
  let dated = 0;
  for (const { heading, rows: sectionRows } of rowsBySection(rows, headings)) {
    if (!ordered.has(heading.section)) {
      continue;
    }
    let previous: { months: number; row: PageRow } | undefined;
    for (const row of sectionRows) {
      // An entry's header carries a range ("2019 - 2021", "March 2021 - Present"); a lone year is often prose.
      const dates = readDates(row.text, current);
      if (dates.length < 2) {
        continue;
      }
      dated += 1;
      const latest = Math.max(...dates.map((date) => date.months));
      if (previous && latest > previous.months) {
        outOfOrder.push(`${previous.row.text} → ${row.text}`);
      }
      previous = { months: latest, row };
    }
  }
  const readable: Finding =
    unreadable.length > 0
      ? {
          id: 'dates.readable',
          status: 'warn',
          title: 'Some dates are in a form parsers misread',
          fix: 'Write dates as month and year ("March 2021" or "03/2021") with four-digit years.',
          places: unreadable.map((row) => ({ page: row.page, y: row.top })),
          items: unreadable.map((row) => row.text),
        }
      : dated > 0
        ? {
            id: 'dates.readable',
            status: 'pass',
            title: 'Dates are readable',
            fix: 'Nothing to fix.',
          }
        : {
            id: 'dates.readable',
            status: 'warn',
            title: 'No dates found in experience or education',
            fix: 'Give each job and school its dates as month and year ("March 2021 – Present").',
          };
  const order: Finding =
    outOfOrder.length > 0
      ? {
          id: 'dates.order',
          status: 'warn',
          title: 'Entries are not newest first',
          fix: 'List jobs and schools in reverse-chronological order, the most recent first.',
          items: outOfOrder,
        }
      : {
          id: 'dates.order',
          status: 'pass',
          title: 'Entries are newest first',
          fix: 'Nothing to fix.',
        };
  return [readable, order];
}
