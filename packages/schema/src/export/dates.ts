import { openEndWords } from '../open-end-words';

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Words that close a period openly: English ones and each resume language's (open-end-words.ts). */
const openEnds = new Set([
  'present',
  'current',
  'now',
  'today',
  'ongoing',
  ...Object.values(openEndWords).map((word) => word.toLocaleLowerCase()),
]);

/**
 * One end of a period as an ISO 8601 date JSON Resume accepts: "2021",
 * "2021-04", "2021-04-08", "April 2021", "Apr 2021", "04/2021". Undefined
 * when the text is none of these.
 */
export function toIsoDate(text: string): string | undefined {
  const value = text.trim();
  if (/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/.test(value)) {
    return value;
  }
  const named = /^([a-z]+)\.?\s+(\d{4})$/i.exec(value);
  if (named) {
    // A month's full name or any abbreviation of at least three letters ("Sep", "Sept").
    const name = named[1].toLowerCase();
    const month = months.findIndex((full) => name.length >= 3 && full.startsWith(name));
    return month >= 0 ? `${named[2]}-${String(month + 1).padStart(2, '0')}` : undefined;
  }
  const numeric = /^(0?[1-9]|1[0-2])\/(\d{4})$/.exec(value);
  return numeric ? `${numeric[2]}-${numeric[1].padStart(2, '0')}` : undefined;
}

/** A date as JSON Resume's start and end; undefined when the text cannot be read as dates. */
export function toPeriod(text: string): { startDate?: string; endDate?: string } | undefined {
  const value = text.trim();
  if (value === '') {
    return {};
  }
  const [start, end, ...rest] = value.split(/\s+[-–—]\s+|\s+to\s+/i);
  const startDate = toIsoDate(start);
  if (startDate === undefined || rest.length > 0) {
    return undefined;
  }
  if (end === undefined || openEnds.has(end.trim().toLowerCase())) {
    return { startDate };
  }
  const endDate = toIsoDate(end);
  return endDate === undefined ? undefined : { startDate, endDate };
}
