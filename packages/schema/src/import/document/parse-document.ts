import { type Locale } from '../../constants';
import { defaultLayout } from '../../metadata';
import { openEndWords } from '../../open-end-words';
import { customSectionLayoutId } from '../../sections';
import { ImportContext, type Loose } from '../context';
import { finalise } from '../finalise';
import { languageLevel, skillLevel } from '../levels';
import { summaryHtml } from '../text-to-html';
import { type ImportResult } from '../types';
import { type DocumentLine } from './document-lines';
import { type HeadingSection, headingWords } from './heading-words';

/**
 * Reads the lines of a resume printed as a PDF or written in Word into resume
 * data (docs/import-export.md#pdf-and-word): the lines before the first heading are the
 * basics (the name, the headline, contacts); each line that reads as a section
 * heading in one of the 46 resume languages starts that section, and its
 * lines become items: a header (the company or school, the role, the dates and
 * place) followed by its text and bullets. Lines under a heading it does not
 * know are kept in a custom section of that name, never dropped.
 */
export function parseDocumentLines(
  lines: readonly DocumentLine[],
  options: { language?: Locale } = {},
): ImportResult {
  const ctx = new ImportContext();
  if (options.language) {
    ctx.language = options.language;
  }
  const text = lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '' && !isPageNumber(line.text));
  const bodySize = typicalSize(text);
  const blocks = splitAtHeadings(text, bodySize);
  const [head, ...rest] = blocks;
  const basics = readBasics(head.lines);
  const sections: Loose = {};
  const custom: Loose = {};
  for (const block of rest) {
    if (block.section === 'summary') {
      sections.summary = { name: block.heading, content: paragraphsHtml(block.lines) };
      continue;
    }
    if (block.section === undefined) {
      const id = customId(block.heading, custom);
      custom[id] = {
        id,
        name: block.heading,
        items: entries(block.lines).map((entry) => ({
          name: entry.header[0] ?? '',
          description: entry.header.slice(1).join(' · '),
          date: entry.date,
          summary: summaryHtml(entry.paragraphs, entry.bullets),
        })),
      };
      continue;
    }
    const previous = (sections[block.section] as { items?: unknown[] } | undefined)?.items ?? [];
    sections[block.section] = {
      name: block.heading,
      items: [...previous, ...itemsOf(block.section, block.lines)],
    };
  }
  if (sections.summary === undefined && basics.about.length) {
    sections.summary = { content: paragraphsHtml(basics.about) };
  }
  sections.custom = custom;
  // A custom section shows where the layout names it: after the main column's sections.
  const layout = defaultLayout();
  layout[0][0].push(...Object.keys(custom).map(customSectionLayoutId));
  return finalise(
    {
      basics: basics.fields,
      sections,
      metadata: { layout, ...(options.language ? { language: options.language } : {}) },
    },
    ctx,
  );
}

type Line = DocumentLine & { text: string };
type Block = { heading: string; section?: HeadingSection; lines: Line[] };

/** "1", "Page 2 of 3", "2 / 3", "Seite 1 von 2": a page's number, not the resume's text. */
function isPageNumber(text: string): boolean {
  return /^(?:\D{0,12}\s)?\d{1,3}(?:\s*(?:\/|of|von|de|sur|di|из|\/)\s*\d{1,3})?$/iu.test(text);
}

/** The font size most of the text is set in. */
function typicalSize(lines: readonly Line[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    if (line.size !== undefined) {
      const size = Math.round(line.size * 2) / 2;
      counts.set(size, (counts.get(size) ?? 0) + line.text.length);
    }
  }
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of counts) {
    if (count > bestCount) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}

/** A heading's words as they are compared: lowercase, without a closing colon or decoration. */
function headingKey(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[:：|•·–—\-_=*#]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each heading word and the sections it names: most one, a few two ("Profile": a summary in English, profiles in German). */
const headingIndex = new Map<string, HeadingSection[]>();
for (const [section, words] of Object.entries(headingWords) as Array<
  [HeadingSection, readonly string[]]
>) {
  for (const word of words) {
    const key = headingKey(word);
    const named = headingIndex.get(key) ?? [];
    if (!named.includes(section)) {
      headingIndex.set(key, [...named, section]);
    }
  }
}

/**
 * The section a heading that names two means, read from the lines under it:
 * sentences are a summary, short lines (links, "GitHub: ada") are profiles.
 */
function settle(block: Block & { named: HeadingSection[] }): HeadingSection {
  if (block.named.includes('summary') && block.named.includes('profiles')) {
    const prose = block.lines.some(
      (line) => line.text.split(' ').length > 6 || /[.!?。]$/u.test(line.text),
    );
    return prose ? 'summary' : 'profiles';
  }
  return block.named[0];
}

/** Whether a line looks like a heading: short, no sentence, set apart by size, bold or capitals. */
function looksLikeHeading(line: Line, bodySize: number): boolean {
  const words = line.text.split(' ').length;
  if (words > 5 || /[.,;]$/.test(line.text) || /\d{4}/.test(line.text)) {
    return false;
  }
  const larger = line.size !== undefined && bodySize > 0 && line.size > bodySize * 1.1;
  return larger || Boolean(line.bold) || inCapitals(line.text);
}

function splitAtHeadings(lines: readonly Line[], bodySize: number): Block[] {
  const blocks: Array<Block & { named: HeadingSection[] }> = [
    { heading: '', lines: [], named: [] },
  ];
  for (const line of lines) {
    const named = headingIndex.get(headingKey(line.text));
    const heading = line.text.replace(/[:：]\s*$/u, '');
    if (named !== undefined && line.text.split(' ').length <= 5) {
      blocks.push({ heading, named, lines: [] });
    } else if (
      blocks.length > 1 &&
      looksLikeHeading(line, bodySize) &&
      isolatedHeading(line, lines)
    ) {
      blocks.push({ heading, named: [], lines: [] });
    } else {
      blocks[blocks.length - 1].lines.push(line);
    }
  }
  return blocks.map((block) => ({
    heading: block.heading,
    lines: block.lines,
    section: block.named.length ? settle(block) : undefined,
  }));
}

/** Text set in capitals: it has capital letters and no small ones (a script without case never is). */
function inCapitals(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** An unknown heading must be set in capitals or larger than the item headers around it. */
function isolatedHeading(line: Line, lines: readonly Line[]): boolean {
  const sizes = lines.filter((other) => other.bold).map((other) => other.size ?? 0);
  const biggestBold = Math.max(0, ...sizes);
  return (
    inCapitals(line.text) ||
    (line.size !== undefined && line.size >= biggestBold && biggestBold > 0)
  );
}

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const urlPattern =
  /(?:https?:\/\/|www\.)[^\s|,;]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|de|fr|uk|se|nl|es|it|app|co)(?:\/[^\s|,;]*)?/iu;
const phonePattern = /(?:\+|\()?\d[\d\s().-]{6,}\d/u;

/** The basics from the lines above the first heading. */
function readBasics(lines: readonly Line[]) {
  const fields: Loose = {};
  const about: Line[] = [];
  if (lines.length === 0) {
    return { fields, about };
  }
  const largest = Math.max(...lines.slice(0, 5).map((line) => line.size ?? 0));
  const nameLine = lines.slice(0, 5).find((line) => (line.size ?? 0) === largest) ?? lines[0];
  fields.name = nameLine.text;
  for (const line of lines) {
    if (line === nameLine) {
      continue;
    }
    // Contacts often share a line: "ada@example.com | +44 20 7946 0000 | ada.dev".
    const parts = line.text.split(/\s+[|·•]\s+|\s{2,}/u);
    let contact = false;
    for (const part of parts) {
      const email = emailPattern.exec(part)?.[0];
      if (email && fields.email === undefined) {
        fields.email = email;
        contact = true;
        continue;
      }
      if (
        !email &&
        phonePattern.test(part) &&
        fields.phone === undefined &&
        !/[a-z]{3}/i.test(part)
      ) {
        fields.phone = part.trim();
        contact = true;
        continue;
      }
      const url = email ? undefined : urlPattern.exec(part)?.[0];
      if (url && fields.url === undefined) {
        fields.url = { href: url, label: '' };
        contact = true;
      }
    }
    if (contact) {
      continue;
    }
    if (
      fields.headline === undefined &&
      line.text.split(' ').length <= 12 &&
      !/[.]$/.test(line.text)
    ) {
      fields.headline = line.text;
    } else if (fields.location === undefined && /^[^,]{2,40},\s?[^,]{2,40}$/u.test(line.text)) {
      fields.location = line.text;
    } else {
      about.push(line);
    }
  }
  return { fields, about };
}

const bulletPattern = /^[•●▪■◦‣∙·\-–*]\s*/u;

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

type Entry = { header: string[]; date: string; paragraphs: string[]; bullets: string[] };

/**
 * The entries of a section: an entry's header is its short lines up to its
 * first bullet or sentence; a short line after the text of an entry starts
 * the next one.
 */
function entries(lines: readonly Line[]): Entry[] {
  const found: Entry[] = [];
  let current: Entry | undefined;
  let inBody = false;
  for (const line of lines) {
    const bullet = bulletPattern.test(line.text);
    const sentence = line.text.split(' ').length > 10 || /[.!?]$/.test(line.text);
    if (bullet || (sentence && current)) {
      current ??= { header: [], date: '', paragraphs: [], bullets: [] };
      if (bullet) {
        current.bullets.push(line.text.replace(bulletPattern, ''));
      } else if (inBody && current.bullets.length === 0 && current.paragraphs.length > 0) {
        current.paragraphs[current.paragraphs.length - 1] += ` ${line.text}`;
      } else {
        current.paragraphs.push(line.text);
      }
      inBody = true;
      continue;
    }
    if (!current || inBody) {
      current = { header: [], date: '', paragraphs: [], bullets: [] };
      found.push(current);
      inBody = false;
    }
    const date = datePattern.exec(line.text);
    if (date && current.date === '') {
      current.date = date[0].trim();
      const rest =
        `${line.text.slice(0, date.index)} ${line.text.slice(date.index + date[0].length)}`
          .replace(/[|,·•–—-]\s*$|^\s*[|,·•–—-]/gu, '')
          .trim();
      if (rest) {
        current.header.push(rest);
      }
    } else {
      current.header.push(line.text);
    }
  }
  return found.filter(
    (entry) => entry.header.length || entry.paragraphs.length || entry.bullets.length,
  );
}

/** "Staff Engineer at Acme", "Acme — Staff Engineer", "Acme, Berlin": a header line's parts. */
function headerParts(line: string): string[] {
  return line
    .split(/\s+(?:at|@|bei|chez|en|presso|в)\s+|\s+[|·•–—]\s+|\s+-\s+/iu)
    .map((part) => part.trim())
    .filter(Boolean);
}

const listSections: readonly HeadingSection[] = ['skills', 'interests', 'languages'];

function itemsOf(section: HeadingSection, lines: readonly Line[]): Loose[] {
  if (section === 'profiles') {
    return profileItems(lines);
  }
  return listSections.includes(section)
    ? listItems(section, lines)
    : entries(lines).map((entry) => entryItem(section, entry));
}

/** An entry's header as the fields of each section's items. */
type EntryFields = { parts: string[]; date: string; summary: string; roleFirst: boolean };

const entryMappers: Partial<Record<HeadingSection, (entry: EntryFields) => Loose>> = {
  // "Position at Company" names the role first; otherwise the first line is the company.
  experience: ({ parts: [a = '', b = '', location = ''], date, summary, roleFirst }) => ({
    company: roleFirst ? b : a,
    position: roleFirst ? a : b,
    location,
    date,
    summary,
  }),
  volunteer: ({ parts: [a = '', b = '', location = ''], date, summary, roleFirst }) => ({
    organization: roleFirst ? b : a,
    position: roleFirst ? a : b,
    location,
    date,
    summary,
  }),
  education: ({ parts: [institution = '', studyType = '', area = ''], date, summary }) => ({
    institution,
    studyType,
    area,
    date,
    summary,
  }),
  projects: ({ parts: [name = '', ...rest], date, summary }) => ({
    name,
    description: rest.join(' · '),
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

function entryItem(section: HeadingSection, entry: Entry): Loose {
  const fields: EntryFields = {
    parts: entry.header.flatMap(headerParts),
    date: entry.date,
    summary: summaryHtml(entry.paragraphs, entry.bullets),
    roleFirst: entry.header.some((line) => /\s(?:at|@|bei|chez|presso)\s/iu.test(line)),
  };
  const map = entryMappers[section];
  if (map) {
    return map(fields);
  }
  const [name = '', description = ''] = fields.parts;
  return { name, description, date: fields.date, summary: fields.summary };
}

/** Skills, languages and interests: one per line or comma-separated, "Name: keywords" or "Name (level)". */
function listItems(section: HeadingSection, lines: readonly Line[]): Loose[] {
  const items: Loose[] = [];
  for (const line of lines) {
    const text = line.text.replace(bulletPattern, '');
    const labelled = /^([^:：]{1,40})[:：]\s*(.+)$/u.exec(text);
    if (labelled && section !== 'languages') {
      items.push({ name: labelled[1].trim(), keywords: splitList(labelled[2]) });
      continue;
    }
    for (const part of splitList(text)) {
      const detail = /^(.*?)\s*(?:\((.+)\)|[-–—:]\s+(.+))$/u.exec(part);
      const name = (detail?.[1] ?? part).trim();
      const description = (detail?.[2] ?? detail?.[3] ?? '').trim();
      const level = section === 'languages' ? languageLevel(description) : skillLevel(description);
      items.push(section === 'interests' ? { name } : { name, description, level: level ?? 0 });
    }
  }
  return items.filter((item) => String(item.name).trim() !== '');
}

/** Profiles: "GitHub: ada", "GitHub ada" or a link ("github.com/ada"), one per line or comma-separated. */
function profileItems(lines: readonly Line[]): Loose[] {
  return lines
    .flatMap((line) => splitList(line.text.replace(bulletPattern, '')))
    .map((part) => {
      const link = /^(?:https?:\/\/)?(?:www\.)?([\w-]+)\.[\w.]+\/(?:in\/)?([^\s/?#]+)/iu.exec(part);
      if (link) {
        const href = /^https?:\/\//i.test(part) ? part : `https://${part}`;
        const network = link[1].charAt(0).toLocaleUpperCase() + link[1].slice(1);
        return { network, username: link[2], url: { href, label: '' } };
      }
      const named = /^([^:：\s]+)[:：]?\s+(\S.*)$/u.exec(part);
      return named ? { network: named[1], username: named[2] } : { network: part, username: part };
    });
}

function splitList(text: string): string[] {
  return text
    .split(/\s*[,;·•|、，]\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);
}

function paragraphsHtml(lines: readonly Line[]): string {
  const paragraphs: string[] = [];
  const bullets: string[] = [];
  for (const line of lines) {
    if (bulletPattern.test(line.text)) {
      bullets.push(line.text.replace(bulletPattern, ''));
    } else if (paragraphs.length && !/[.!?:]$/.test(paragraphs[paragraphs.length - 1])) {
      paragraphs[paragraphs.length - 1] += ` ${line.text}`;
    } else {
      paragraphs.push(line.text);
    }
  }
  return summaryHtml(paragraphs, bullets);
}

/** A custom section's id from its heading: its letters, unique in the resume. */
function customId(heading: string, taken: Loose): string {
  const base =
    heading
      .toLocaleLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'section';
  let id = base;
  for (let n = 2; id in taken; n += 1) {
    id = `${base}-${n}`;
  }
  return id;
}
