/**
 * The letter's date in its language, long form ("14 March 2026", "14. März
 * 2026", "١٤ مارس ٢٠٢٦"): the stored ISO day (`YYYY-MM-DD`), or, when it is
 * empty, the day it is drawn (docs/letters.md#the-data-model). Always in the
 * Gregorian calendar, the one the day was chosen in: a locale whose default is
 * another (ar-SA's Hijri, th-TH's Buddhist, fa-IR's Persian) still names that day.
 */
export function formatLetterDate(date: string, language: string, today: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', calendar: 'gregory' };
  let locale: Intl.DateTimeFormat;
  try {
    locale = new Intl.DateTimeFormat(language, match ? { ...options, timeZone: 'UTC' } : options);
  } catch {
    locale = new Intl.DateTimeFormat('en-US', match ? { ...options, timeZone: 'UTC' } : options);
  }
  if (!match) {
    return locale.format(today);
  }
  const [, year, month, day] = match;
  return locale.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}
