/**
 * A document section's entries (parse-document.ts): each entry's header (the
 * company or school, the role, the dates and place), its text, bullets, link
 * and keywords, and the header's runs mapped to the fields of each section's
 * items, or of an item of a section the reader does not know.
 */
import { openEndWords } from '../../open-end-words';
import { type Loose } from '../context';
import { summaryHtml } from '../text-to-html';
import { type HeadingSection } from './heading-words';
import { bulletPattern, isLink, type Line, splitList, styleOf } from './parse-patterns';

/** Month names and abbreviations of the most used languages, for dates. */
const monthWord =
  '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre)\\.?';
const openEnd = [
  'present',
  'current',
  'now',
  'today',
  ...Object.values(openEndWords).map((word) => word.toLocaleLowerCase()),
]
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
const datePart = `(?:${monthWord}\\s+\\d{4}|\\d{1,2}[./]\\d{4}|\\d{4}[-/.]\\d{1,2}|\\d{4}(?:年\\d{1,2}月)?)`;
const datePattern = new RegExp(
  `${datePart}(?:\\s*(?:[-–—]|to|bis|à|a|до|~)\\s*(?:${datePart}|${openEnd}))?`,
  'iu',
);
const dateOnly = new RegExp(`^(?:${datePattern.source})$`, 'iu');

type Entry = {
  header: Line[];
  date: string;
  paragraphs: string[];
  bullets: string[];
  keywords: string[];
  url?: string;
  /** Whether the header's last line was a date alone ("2022" under a certificate's name). */
  closed: boolean;
};

/** A line of text rather than a header: many words, or several ending a sentence on a line of one run. */
function isSentence(line: Line): boolean {
  const words = line.text.split(' ').length;
  return words > 10 || (line.parts === undefined && /[.!?]$/.test(line.text) && words >= 3);
}

/**
 * The entries of a section: an entry's header is its short lines up to its
 * first bullet or sentence; a short line after the text of an entry starts
 * the next one, and so does a line in the style of the section's first line
 * after a date set alone, or a second date. After an entry's text, a link
 * alone is its link and a smaller list its keywords.
 */
export function entries(lines: readonly Line[]): Entry[] {
  const found: Entry[] = [];
  const firstStyle = lines.length ? styleOf(lines[0]) : '';
  const headerSize = lines[0]?.size ?? 0;
  let current: Entry | undefined;
  let inBody = false;
  for (const line of lines) {
    const bullet = bulletPattern.test(line.text);
    if (bullet || (isSentence(line) && current)) {
      current ??= newEntry(found);
      if (bullet) {
        current.bullets.push(line.text.replace(bulletPattern, ''));
      } else if (
        inBody &&
        current.bullets.length === 0 &&
        current.paragraphs.length > 0 &&
        !/[.!?:;。]$/u.test(current.paragraphs[current.paragraphs.length - 1])
      ) {
        current.paragraphs[current.paragraphs.length - 1] += ` ${line.text}`;
      } else {
        current.paragraphs.push(line.text);
      }
      inBody = true;
      continue;
    }
    if (current && isLink(line.text)) {
      current.url ??= line.text;
      continue;
    }
    const smaller = line.size !== undefined && line.size < headerSize - 0.5;
    if (current && inBody && smaller && !line.bold && !datePattern.test(line.text)) {
      current.keywords.push(...(line.parts ?? splitList(line.text)));
      continue;
    }
    const dated = datePattern.test(line.text);
    if (
      !current ||
      inBody ||
      (dated && current.date !== '') ||
      (current.closed && styleOf(line) === firstStyle)
    ) {
      current = newEntry(found);
      inBody = false;
    }
    current.header.push(line);
    if (dated && current.date === '') {
      current.date = datePattern.exec(line.text)?.[0].trim() ?? '';
    }
    current.closed = dateOnly.test(line.text);
  }
  return found.filter(
    (entry) => entry.header.length || entry.paragraphs.length || entry.bullets.length,
  );
}

function newEntry(found: Entry[]): Entry {
  const entry: Entry = {
    header: [],
    date: '',
    paragraphs: [],
    bullets: [],
    keywords: [],
    closed: false,
  };
  found.push(entry);
  return entry;
}

/** "Staff Engineer at Acme", "Acme — Staff Engineer", "Acme, Berlin": a header line's parts. */
function headerParts(line: string): string[] {
  return line
    .split(/\s+(?:at|@|bei|chez|en|presso|в)\s+|\s+[|·•–—]\s+|\s+-\s+/iu)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * An entry header's runs of text without its date, in reading order; a run
 * set at the right of a line or smaller than the entry's first line is an
 * aside (where a job was, a grade). A line the PDF did not part is split
 * at "at", "|", " - " and the like unless `split` is false.
 */
function headerRuns(entry: Entry, split = true): Array<{ text: string; aside: boolean }> {
  const first = entry.header[0]?.size ?? 0;
  const runs: Array<{ text: string; aside: boolean }> = [];
  const clean = (text: string) => text.replace(/[|,·•–—-]\s*$|^\s*[|,·•–—-]/gu, '').trim();
  for (const line of entry.header) {
    const smaller = line.size !== undefined && line.size < first - 0.5;
    (line.parts ?? [line.text]).forEach((segment, index) => {
      // The entry's date comes out first, so that "2019 - Present" is not split at its dash.
      const date = datePattern.exec(segment);
      const pieces =
        date && date[0].trim() === entry.date
          ? [segment.slice(0, date.index), segment.slice(date.index + date[0].length)]
          : [segment];
      for (const piece of pieces.map(clean).filter(Boolean)) {
        for (const text of line.parts === undefined && split ? headerParts(piece) : [piece]) {
          runs.push({ text, aside: (line.parts !== undefined && index > 0) || smaller });
        }
      }
    });
  }
  return runs;
}

/** An entry's header as the fields of each section's items. */
type EntryFields = {
  /** The header's runs in order. */
  parts: string[];
  /** The runs that are not asides, and the first aside (a place). */
  main: string[];
  aside: string;
  date: string;
  summary: string;
  roleFirst: boolean;
};

/** "Master of Science, Distributed Systems", "BSc in Physics": a degree that names its subject. */
const namesArea = /,\s|\sin\s\p{Lu}/u;

const entryMappers: Partial<Record<HeadingSection, (entry: EntryFields) => Loose>> = {
  // "Position at Company" names the role first; otherwise the first line is the company.
  experience: ({ main: [a = '', b = '', place = ''], aside, date, summary, roleFirst }) => ({
    company: roleFirst ? b : a,
    position: roleFirst ? a : b,
    location: aside || place,
    date,
    summary,
  }),
  volunteer: ({ main: [a = '', b = '', place = ''], aside, date, summary, roleFirst }) => ({
    organization: roleFirst ? b : a,
    position: roleFirst ? a : b,
    location: aside || place,
    date,
    summary,
  }),
  // The degree line often holds the subject too ("Master of Science, Distributed Systems"); the grade follows.
  education: ({
    parts: [institution = '', studyType = '', third = '', fourth = ''],
    date,
    summary,
  }) =>
    namesArea.test(studyType)
      ? { institution, studyType, score: third, date, summary }
      : { institution, studyType, area: third, score: fourth, date, summary },
  projects: ({ parts: [name = '', description = ''], date, summary }) => ({
    name,
    description,
    date,
    summary,
  }),
  certifications: ({ parts: [name = '', issuer = ''], date, summary }) => ({
    name,
    issuer,
    date,
    summary,
  }),
  awards: ({ parts: [title = '', awarder = ''], date, summary }) => ({
    title,
    awarder,
    date,
    summary,
  }),
  publications: ({ parts: [name = '', publisher = ''], date, summary }) => ({
    name,
    publisher,
    date,
    summary,
  }),
  references: ({ parts: [name = '', description = ''], summary }) => ({
    name,
    description,
    summary,
  }),
};

/** An item of a section under a heading the reader does not know: its name, the rest, date and text. */
export function customItem(entry: Entry): Loose {
  const [name = '', ...rest] = headerRuns(entry, false).map((run) => run.text);
  return {
    name,
    description: rest.join(' · '),
    date: entry.date,
    summary: summaryHtml(entry.paragraphs, entry.bullets),
    ...(entry.url ? { url: { href: entry.url, label: '' } } : {}),
    ...(entry.keywords.length ? { keywords: entry.keywords } : {}),
  };
}

export function entryItem(section: HeadingSection, entry: Entry): Loose {
  const runs = headerRuns(entry);
  const fields: EntryFields = {
    parts: runs.map((run) => run.text),
    main: runs.filter((run, index) => index === 0 || !run.aside).map((run) => run.text),
    aside: runs.find((run, index) => index > 0 && run.aside)?.text ?? '',
    date: entry.date,
    summary: summaryHtml(entry.paragraphs, entry.bullets),
    roleFirst: entry.header.some((line) => /\s(?:at|@|bei|chez|presso)\s/iu.test(line.text)),
  };
  const map = entryMappers[section];
  const item = map
    ? map(fields)
    : { name: fields.parts[0] ?? '', description: fields.parts[1] ?? '', date: fields.date };
  if (!map) {
    item.summary = fields.summary;
  }
  if (entry.url && section !== 'references') {
    item.url = { href: entry.url, label: '' };
  }
  if (entry.keywords.length > 0 && section === 'projects') {
    item.keywords = entry.keywords;
  }
  return item;
}
