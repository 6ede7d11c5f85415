import { directionOf } from '@vitae/schema';

/**
 * The CSS counter style that writes numbers as `Intl.NumberFormat` does for a
 * locale, so the printed page numbers have the on-screen label's digits: the
 * numbering systems of the 46 locales other than Latin digits (ar-SA, fa-IR,
 * bn-BD, mr-IN, ne-NP); decimal for the rest.
 */
const counterStyles: Record<string, string> = {
  arab: 'arabic-indic',
  arabext: 'persian',
  beng: 'bengali',
  deva: 'devanagari',
};

/** The counter style of a locale's digits. */
export function counterStyleOf(locale: string): string {
  const system = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
  return counterStyles[system] ?? 'decimal';
}

/** Text as a CSS string literal: quotes and backslashes escaped, line breaks as `\a`. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\a ')}"`;
}

/**
 * The `content` of the printed page-number box for a translated label such as
 * "Seite {page} von {total}": its words as CSS strings, `{page}` and `{total}`
 * as the sheet counters in the locale's digits. Chromium fills in the counters
 * for each printed sheet, which JavaScript cannot know.
 */
export function pageNumberContent(label: string, locale: string): string {
  const style = counterStyleOf(locale);
  const counter = (name: string) =>
    style === 'decimal' ? `counter(${name})` : `counter(${name}, ${style})`;
  return label
    .split(/(\{page\}|\{total\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{page}' ? counter('page') : part === '{total}' ? counter('pages') : cssString(part),
    )
    .join(' ');
}

/**
 * The `@page` margin box the number goes in: the bottom corner where a line of
 * the resume ends, so the right one in a left-to-right language and the left
 * one in Arabic, Persian and Hebrew.
 */
export function pageNumberBox(locale: string): '@bottom-right' | '@bottom-left' {
  return directionOf(locale) === 'rtl' ? '@bottom-left' : '@bottom-right';
}

/**
 * The page number's size in points, on paper and on screen: legible when
 * printed (8 pt is the least a footer is read at), whatever the margin.
 */
export const pageNumberPoints = 9;
