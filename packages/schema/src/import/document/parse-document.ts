/**
 * The document parser's top level: parseDocumentLines, which ties the
 * headings (parse-headings.ts), the basics (parse-basics.ts), the entries
 * (parse-entries.ts) and the list sections (parse-lists.ts) into resume data.
 */
import { type Locale } from '../../constants';
import { defaultLayout } from '../../metadata';
import { customSectionLayoutId } from '../../sections';
import { ImportContext, type Loose } from '../context';
import { finalise } from '../finalise';
import { importMessages } from '../messages';
import { summaryHtml } from '../text-to-html';
import { type ImportResult } from '../types';
import { type DocumentLine } from './document-lines';
import { type HeadingSection } from './heading-words';
import { readBasics } from './parse-basics';
import { customItem, entries, entryItem } from './parse-entries';
import { splitAtHeadings } from './parse-headings';
import { listItems, profileItems } from './parse-lists';
import { bulletPattern, type Line } from './parse-patterns';

/**
 * Reads the lines of a resume printed as a PDF or written in Word into resume
 * data (docs/import-export.md#pdf-and-word): the lines before the first heading are the
 * basics (the name, the headline, contacts); each line that reads as a section
 * heading in one of the 46 resume languages starts that section, and its
 * lines become items: a header (the company or school, the role, the dates and
 * place) followed by its text and bullets; skills, languages and interests are
 * lists. Lines under a heading it does not know are kept in a custom section
 * of that name, never dropped. Where a PDF's line says which runs of text
 * stand apart on it (`parts`) and which column it was read in (`column`), the
 * reader uses them: a date or place at the right of a header is a field of
 * its own, and a column's lines are read as one, its top continuing the
 * basics or the section a page break cut.
 */
export function parseDocumentLines(
  lines: readonly DocumentLine[],
  options: { language?: Locale } = {},
): ImportResult {
  const ctx = new ImportContext();
  if (options.language) {
    ctx.language = options.language;
  }
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
  const text = lines
    .map((line): Line => {
      const parts = line.parts?.map(clean).filter(Boolean);
      return {
        ...line,
        text: clean(line.text),
        parts: parts && parts.length > 1 ? parts : undefined,
      };
    })
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
        items: entries(block.lines).map((entry) => customItem(entry)),
      };
      // Nothing is dropped, but the person should know where it went.
      ctx.warn(
        `sections.custom.${id}`,
        importMessages.keptAsSection(block.heading),
        'keptAsSection',
      );
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

const listSections: readonly HeadingSection[] = ['skills', 'interests', 'languages'];

function itemsOf(section: HeadingSection, lines: readonly Line[]): Loose[] {
  if (section === 'profiles') {
    return profileItems(lines);
  }
  return listSections.includes(section)
    ? listItems(section, lines)
    : entries(lines).map((entry) => entryItem(section, entry));
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
