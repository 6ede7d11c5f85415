import { defaultLocale, type Locale } from '../constants';
import { openEndWords } from '../open-end-words';

/** docs/product.md#import-rules: a JSON Resume date is a year, a year-month or a year-month-day. */
export const isoDatePattern = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

const monthYearFormats = new Map<string, Intl.DateTimeFormat>();

/** Month and year in a locale, always on the Gregorian calendar (th-TH and ar-SA default to others). */
function monthYearFormat(locale: string): Intl.DateTimeFormat {
  let format = monthYearFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    monthYearFormats.set(locale, format);
  }
  return format;
}

/**
 * An ISO 8601 date as a person writes it in the resume's language
 * (docs/import-export.md#dates): a year-month or a full date becomes month and
 * year ("2021-03" and "2021-03-08" → "March 2021" in en-US, "März 2021" in
 * de-DE), a year alone stays as it is; undefined for anything else.
 */
export function writeIsoDate(value: string, locale: string): string | undefined {
  const text = value.trim();
  if (!isoDatePattern.test(text)) {
    return undefined;
  }
  const [year, month] = text.split('-').map(Number);
  if (month === undefined) {
    return text;
  }
  return monthYearFormat(locale).format(Date.UTC(year, month - 1, 1));
}

/**
 * A period as the model writes it (docs/product.md#import-mappings): "start - end", an open
 * end as the resume's language's word for it ("Present", "Heute"), an end alone as itself.
 */
export function joinDates(start: string, end: string, language: Locale = defaultLocale): string {
  const from = start.trim();
  const to = end.trim();
  if (from === '') {
    return to;
  }
  return `${from} - ${to === '' ? openEndWords[language] : to}`;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An ISO date (`2021-04-08`, `2021-04-08T00:00:00.000Z`) written with a
 * Day.js-style format such as v3's default "MMMM YYYY"; other text unchanged.
 */
export function formatIsoDate(value: string, format: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T[\d:.]+Z?)?$/.exec(value.trim());
  if (!match) {
    return value.trim();
  }
  const [, year, month, day = '01'] = match;
  const monthIndex = Number(month) - 1;
  if (monthIndex < 0 || monthIndex > 11) {
    return value.trim();
  }
  const tokens: Record<string, string> = {
    YYYY: year,
    YY: year.slice(2),
    MMMM: monthNames[monthIndex],
    MMM: monthNames[monthIndex].slice(0, 3),
    MM: month,
    M: String(monthIndex + 1),
    DD: day,
    D: String(Number(day)),
  };
  return format.replace(/YYYY|YY|MMMM|MMM|MM|M|DD|D/g, (token) => tokens[token]);
}
