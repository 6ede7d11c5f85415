import { emailPattern, findPhone, linkPattern } from '../contact-patterns';
import { type Finding } from '../finding';
import { headingOf } from '../heading-synonyms';
import { atsLimits } from '../limits';
import { type PageRow } from '../lines';
import { type PdfText } from '../read-pdf';

type Placed = { row: PageRow; inBand: boolean };

/**
 * Rows of every page, each marked when it is the page's header or footer: in
 * the band at the page's top or bottom (docs/ats.md#contact-details) and set
 * apart from the body, by repeating on another page or by a gap of more than
 * two and a half lines to the nearest row outside the band. A name at the top
 * of a page with its contacts right below it is the body's start, not a header.
 */
export function placeRows(pdf: PdfText, rows: readonly PageRow[]): Placed[] {
  const heights = new Map(pdf.pages.map((page) => [page.number, page.height]));
  const inBand = (row: PageRow) => {
    const height = heights.get(row.page) ?? 0;
    const band = height * atsLimits.bandShare;
    return row.top < band || row.top > height - band;
  };
  const key = (row: PageRow) => row.text.replace(/\d+/gu, '#');
  const bandPages = new Map<string, Set<number>>();
  for (const row of rows.filter(inBand)) {
    bandPages.set(key(row), (bandPages.get(key(row)) ?? new Set()).add(row.page));
  }
  return rows.map((row) => {
    if (!inBand(row)) {
      return { row, inBand: false };
    }
    const repeated = (bandPages.get(key(row))?.size ?? 0) > 1;
    const body = rows.filter((other) => other.page === row.page && !inBand(other));
    const gap = Math.min(...body.map((other) => Math.abs(other.top - row.top)));
    return { row, inBand: repeated || gap > 2.5 * size(row) };
  });
}

/**
 * The person's name as a parser guesses it: on page one, in its top third,
 * the largest text that is words only (no digits, @, web addresses or
 * section headings), one to five of them; the higher one where two are as large.
 */
export function findName(pdf: PdfText, rows: readonly PageRow[]): PageRow | undefined {
  const third = (pdf.pages[0]?.height ?? 0) / 3;
  const candidates = rows
    .filter((row) => row.page === 1 && row.top < third)
    .map((row) => ({ row, text: row.phrases[0] ?? '' }))
    .filter(({ text }) => /^[\p{L}\p{M}][\p{L}\p{M}'’\- ]*\.?$/u.test(text))
    .filter(({ text }) => text.split(/\s+/u).length <= 5 && headingOf(text) === undefined);
  const best = candidates.sort((a, b) => size(b.row) - size(a.row) || a.row.top - b.row.top)[0];
  return best && { ...best.row, text: best.text };
}

const size = (row: PageRow) => Math.max(...row.runs.map((run) => run.size));

/** docs/ats.md#contact-details: name, email, phone and links, in the body and not only in a header or footer. */
export function checkContact(pdf: PdfText, rows: readonly PageRow[]): Finding[] {
  const placed = placeRows(pdf, rows);
  const body = placed.filter((entry) => !entry.inBand);
  const band = placed.filter((entry) => entry.inBand);
  const findings: Finding[] = [];
  const field = (
    id: string,
    label: string,
    find: (text: string) => string | undefined,
    missing: 'warn' | 'fail',
    fix: string,
  ) => {
    const inBody = body.find((entry) => find(entry.row.text));
    const inBand = band.find((entry) => find(entry.row.text));
    if (inBody) {
      findings.push({
        id,
        status: 'pass',
        title: `Your ${label} is found`,
        fix: 'Nothing to fix.',
        places: [{ page: inBody.row.page, y: inBody.row.top }],
        items: [find(inBody.row.text) ?? ''],
      });
    } else if (inBand) {
      findings.push({
        id,
        status: 'warn',
        title: `Your ${label} is only in the page's header or footer`,
        fix: `Move your ${label} into the body of the page: many parsers drop page headers and footers.`,
        places: [{ page: inBand.row.page, y: inBand.row.top }],
        items: [find(inBand.row.text) ?? ''],
      });
    } else {
      findings.push({ id, status: missing, title: `No ${label} found`, fix });
    }
  };
  const name = findName(pdf, rows);
  field(
    'contact.name',
    'name',
    (text) => (name && text.startsWith(name.text) ? name.text : undefined),
    'warn',
    'Put your full name on a line of its own at the top of the first page.',
  );
  field(
    'contact.email',
    'email address',
    (text) => emailPattern.exec(text)?.[0],
    'fail',
    'Add your email address as text near your name: recruiters and an ATS cannot reach you without it.',
  );
  field(
    'contact.phone',
    'phone number',
    findPhone,
    'warn',
    'Add a phone number as text near your name, with its country code.',
  );
  field(
    'contact.links',
    'profile link',
    (text) => text.match(linkPattern)?.[0],
    'warn',
    'Add a link to your LinkedIn profile, portfolio or website written out as text.',
  );
  return findings;
}
