/**
 * Heading recognition for the document parser (parse-document.ts): which
 * lines are section headings, in any of the 46 resume languages or set apart
 * like one, and the lines split into blocks at them, a page's columns each
 * read whole.
 */
import { type HeadingSection, headingWords } from './heading-words';
import { emailPattern, isLink, isPhone, type Line, styleOf } from './parse-patterns';

export type Block = { heading: string; section?: HeadingSection; lines: Line[] };

/**
 * A heading's words as they are compared: lowercase, without a closing colon
 * or decoration, without a number before it ("01 Experience", "2. Skills",
 * "IV) Projects", in any script's digits), and with letters spaced out for
 * show ("S U M M A R Y", "W O R K  E X P E R I E N C E") put together again.
 */
function headingKey(text: string): string {
  const words = text
    .toLocaleLowerCase()
    .replace(/^\s*(?:\p{Nd}{1,3}[.)]?|[ivxlc]{1,5}[.)])\s+/u, '')
    .trim()
    .split(/\s{2,}/u)
    .map((word) => (/^(?:\p{L}\s)+\p{L}$/u.test(word) ? word.replace(/\s/gu, '') : word));
  return words
    .join(' ')
    .replace(/[:：|•·–—\-_=*#]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a line is short enough to be a heading: at most five words once its key is read. */
const headingLength = (text: string) => headingKey(text).split(' ').length <= 5;

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

/**
 * Reads which lines are headings: a line naming a section, or an unknown one
 * set apart (looksLikeHeading, isolatedHeading) once a first heading is read
 * and, where the document has known headings, set like one of them (a bold
 * item name is not a heading because headings are bold too).
 */
function headingReader(lines: readonly Line[], bodySize: number) {
  const knownHeading = (line: Line) =>
    headingIndex.has(headingKey(line.text)) && headingLength(line.text);
  const look = (line: Line) => `${styleOf(line)}|${inCapitals(line.text)}`;
  // Once two headings are known, an unknown one must look like one of them.
  const known = lines.filter(knownHeading);
  const looks = new Set(known.map(look));
  /** The sections a heading line names ([] for a heading it does not know), or undefined. */
  return (line: Line, afterFirst: boolean): HeadingSection[] | undefined => {
    const named = headingIndex.get(headingKey(line.text));
    if (named !== undefined && headingLength(line.text)) {
      return named;
    }
    if (
      afterFirst &&
      line.parts === undefined &&
      (known.length < 2 || looks.has(look(line))) &&
      looksLikeHeading(line, bodySize) &&
      isolatedHeading(line, lines)
    ) {
      return [];
    }
    return undefined;
  };
}

type Building = Block & {
  named: HeadingSection[];
  page?: number;
  column?: number;
  style?: string;
};

/**
 * Whether a line that names a section is an item of the block it is in: set
 * like the block's first line and unlike its heading, as a skill called
 * "Languages" is under "Skills".
 */
const itemOf = (block: Building, line: Line) =>
  block.style !== undefined &&
  block.lines.length > 0 &&
  styleOf(block.lines[0]) === styleOf(line) &&
  block.style !== styleOf(line);

/** Consecutive lines read on one page in one column. */
function runsOf(lines: readonly Line[]): Line[][] {
  const runs: Line[][] = [];
  for (const line of lines) {
    const run = runs.at(-1);
    if (run && run[0].page === line.page && run[0].column === line.column) {
      run.push(line);
    } else {
      runs.push([line]);
    }
  }
  return runs;
}

const sameColumn = (a?: number, b?: number) =>
  a === undefined || b === undefined ? a === b : Math.abs(a - b) <= 15;

/**
 * The lines as blocks: the head (the basics) and one block per heading. A
 * column of a page set in columns is read whole before the next; the lines at
 * its top, before its first heading, belong to the basics when they are on
 * the first page and hold contacts or the name (a header beside the sidebar),
 * and otherwise continue the section they were cut from: the last one read in
 * the same column of an earlier page, or else the one before.
 */

export function splitAtHeadings(lines: readonly Line[], bodySize: number): Block[] {
  const headingOf = headingReader(lines, bodySize);
  const head: Building = { heading: '', lines: [], named: [] };
  const blocks: Building[] = [head];
  const firstPage = lines[0]?.page;
  const largest = Math.max(0, ...lines.map((line) => line.size ?? 0));
  const basicsLike = (orphans: readonly Line[]) =>
    orphans.some(
      (line) =>
        (line.size ?? 0) >= largest ||
        (line.parts ?? [line.text]).some(
          (part) => emailPattern.test(part) || isPhone(part) || isLink(part),
        ),
    );
  for (const run of runsOf(lines)) {
    const first = run.findIndex((line) => headingOf(line, blocks.length > 1) !== undefined);
    const orphans = first === -1 ? run : run.slice(0, first);
    if (orphans.length > 0) {
      const { page, column } = orphans[0];
      let target: Building = blocks[blocks.length - 1];
      if (blocks.length === 1 || (page === firstPage && basicsLike(orphans))) {
        target = head;
      } else if (column !== undefined) {
        target =
          blocks.findLast(
            (block) =>
              block !== head &&
              block.page !== undefined &&
              page !== undefined &&
              block.page < page &&
              sameColumn(block.column, column),
          ) ?? target;
      }
      target.lines.push(...orphans);
    }
    for (const line of run.slice(orphans.length)) {
      const named = headingOf(line, blocks.length > 1);
      if (named !== undefined && !itemOf(blocks[blocks.length - 1], line)) {
        blocks.push({
          heading: line.text.replace(/[:：]\s*$/u, ''),
          named,
          lines: [],
          page: line.page,
          column: line.column,
          style: styleOf(line),
        });
      } else {
        blocks[blocks.length - 1].lines.push(line);
      }
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
