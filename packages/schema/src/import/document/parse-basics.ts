/**
 * The basics of a resume read from a PDF or Word file (parse-document.ts):
 * the name, the headline, the contacts and the place from the lines above
 * the first heading, and what is left of them, which may be a summary.
 */
import { type Loose } from '../context';
import {
  emailPattern,
  isPhone,
  type Line,
  phonePattern,
  placePattern,
  urlPattern,
} from './parse-patterns';

/** A line's runs of text: the parts the PDF set apart, or what separators part ("a | b", "a  b"). */
const segmentsOf = (line: Line) => line.parts ?? line.text.split(/\s+[|·•]\s+|\s{2,}/u);

/**
 * The basics from the lines above the first heading (and at the top of other
 * columns of the first page): the name is the largest line near the top; the
 * runs of every other line are contacts (an email, a link, a phone, and a
 * place beside them), the headline (the first other run after the name), the
 * place ("Valencia, Spain") and what is left, which may be a summary.
 */
export function readBasics(lines: readonly Line[]) {
  const fields: Loose = {};
  const about: Line[] = [];
  if (lines.length === 0) {
    return { fields, about };
  }
  const top = lines.slice(0, 8);
  const largest = Math.max(...top.map((line) => line.size ?? 0));
  const nameLine = top.find((line) => (line.size ?? 0) === largest) ?? lines[0];
  const [name, ...besideName] = segmentsOf(nameLine);
  fields.name = name.trim();
  const contact = (part: string): boolean => {
    let rest = part;
    let found = false;
    const email = emailPattern.exec(rest)?.[0];
    if (email) {
      fields.email ??= email;
      rest = rest.replace(email, ' ');
      found = true;
    }
    const url = urlPattern.exec(rest)?.[0];
    if (url) {
      fields.url ??= { href: url, label: '' };
      rest = rest.replace(url, ' ');
      found = true;
    }
    const phone = phonePattern.exec(rest)?.[0];
    if (phone && isPhone(phone)) {
      fields.phone ??= phone.trim();
      rest = rest.replace(phone, ' ');
      found = true;
    }
    // A place set beside a contact with no gap: "Valencia, Spain +34 612 345 678".
    const left = rest.replace(/^[\s|;·•–-]+|[\s|;·•–-]+$/gu, '').trim();
    if (found && placePattern.test(left)) {
      fields.location ??= left;
    }
    return found;
  };
  for (const part of besideName) {
    contact(part);
  }
  // The other runs in reading order, contacts taken out.
  const runs: Array<{ text: string; line: Line; afterName: boolean }> = [];
  let afterName = false;
  for (const line of lines) {
    if (line === nameLine) {
      afterName = true;
      continue;
    }
    for (const segment of segmentsOf(line)) {
      const text = segment.trim();
      if (text !== '' && !contact(text)) {
        runs.push({ text, line, afterName });
      }
    }
  }
  const places = runs.filter((run) => placePattern.test(run.text));
  // The first run after the name is the headline, unless it is the only place named.
  const first = runs.find((run) => run.afterName);
  const headline =
    first &&
    first.text.split(' ').length <= 12 &&
    !/[.]$/.test(first.text) &&
    !(places.length === 1 && places[0] === first)
      ? first
      : undefined;
  if (headline) {
    fields.headline = headline.text;
  }
  const place = places.find((run) => run !== headline);
  if (place && fields.location === undefined) {
    fields.location = place.text;
  }
  for (const run of runs) {
    if (run === headline || (run === place && fields.location === place.text)) {
      continue;
    }
    const last = about.at(-1);
    if (last && last.source === run.line) {
      last.text += ` ${run.text}`;
    } else {
      about.push({ ...run.line, text: run.text, parts: undefined, source: run.line });
    }
  }
  return { fields, about };
}
