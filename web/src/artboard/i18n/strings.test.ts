/** @jest-environment node */
// The artboard's words in every resume language: each of the 45 translations
// has exactly the English keys, the same placeholders, and is a translation
// (not English left in place) unless the word is the same in that language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { defaultLocale, locales } from '@vitae/schema';

import { pageNumberContent } from './page-number';
import { englishStrings, formatString, sectionHeading, type StringKey } from './strings';

const directory = join(__dirname, 'locales');
const translated = locales.filter((locale) => locale !== defaultLocale);

/**
 * Strings that are rightly the same as the English: the word is the language's
 * own, as a native resume writer would title the section.
 */
const sameAsEnglish: Partial<Record<string, StringKey[]>> = {
  'fr-FR': ['certifications', 'publications'],
};

function read(locale: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(directory, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

const placeholders = (text: string) => (text.match(/\{[^{}]*\}/g) ?? []).sort();
/** Two letters or more outside the placeholders: a string that could be left in English. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{[^{}]*\}/g, ''));

/** What is wrong with one locale's file, a line each. */
function problems(locale: string): string[] {
  const file = read(locale);
  const found: string[] = [];
  for (const key of Object.keys(englishStrings) as StringKey[]) {
    if (!(key in file)) {
      found.push(`${key}: missing`);
    }
  }
  for (const [key, value] of Object.entries(file)) {
    if (!(key in englishStrings)) {
      found.push(`${key}: not an English key`);
      continue;
    }
    const english = englishStrings[key as StringKey];
    if (typeof value !== 'string' || value === '') {
      found.push(`${key}: not a non-empty string`);
      continue;
    }
    if (placeholders(value).join() !== placeholders(english).join()) {
      found.push(`${key}: placeholders ${placeholders(value).join() || '(none)'} differ`);
    }
    if (/[{}]/.test(value.replace(/\{(page|total|level)\}/g, ''))) {
      found.push(`${key}: a brace that is not a placeholder (no ICU syntax here)`);
    }
    const allowed = sameAsEnglish[locale]?.includes(key as StringKey) ?? false;
    if (value.trim() === english.trim() && hasWords(value) && !allowed) {
      found.push(`${key}: untranslated English "${value}"`);
    }
    if (allowed && value !== english) {
      found.push(`${key}: listed as the same as English but is "${value}"`);
    }
  }
  // The level label's "5" is written, not filled in: it must be in the digits
  // the {level} placeholder is filled with, or the label mixes two scripts.
  const level = file.level;
  const five = new Intl.NumberFormat(locale).format(5);
  if (typeof level === 'string' && !level.includes(five)) {
    found.push(`level: "${level}" does not write 5 as ${five}`);
  }
  return found;
}

describe('the artboard strings of each resume language', () => {
  it('has a file for each of the 45 languages other than English, and no other', () => {
    const files = readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
    expect(files).toEqual([...translated].sort());
  });

  it.each(translated)(
    '%s has every English key, translated, with the same placeholders',
    (locale) => {
      const found = problems(locale);
      if (found.length > 0) {
        throw new Error(`${locale}: ${found.length} problem(s):\n${found.join('\n')}`);
      }
    },
  );

  it('catches a missing key, an extra key, a changed placeholder and English left in', () => {
    const german = read('de-DE');
    const broken = { ...german, pageNumber: 'Seite {seite} von {total}', extra: 'x' } as Record<
      string,
      unknown
    >;
    delete broken.skills;
    broken.awards = 'Awards';
    const check = (file: Record<string, unknown>) => {
      const spy = jest.spyOn(JSON, 'parse').mockReturnValueOnce(file);
      try {
        return problems('de-DE');
      } finally {
        spy.mockRestore();
      }
    };
    expect(check(broken)).toEqual(
      expect.arrayContaining([
        'skills: missing',
        'extra: not an English key',
        expect.stringMatching(/^pageNumber: placeholders/),
        'awards: untranslated English "Awards"',
      ]),
    );
    expect(check(german)).toEqual([]);
  });
});

describe('drawing the strings', () => {
  it('fills placeholders with the locale’s digits', () => {
    expect(formatString(englishStrings.pageNumber, { page: 2, total: 3 }, 'en-US')).toBe(
      'Page 2 of 3',
    );
    expect(formatString(read('ar-SA').pageNumber as string, { page: 2, total: 3 }, 'ar-SA')).toBe(
      'صفحة ٢ من ٣',
    );
  });

  it('translates a section heading only while it has its English default name', () => {
    const japanese = { ...englishStrings, ...read('ja-JP') } as typeof englishStrings;
    expect(sectionHeading('experience', 'Experience', japanese)).toBe('職歴');
    expect(sectionHeading('custom', 'Custom Section', japanese)).toBe('カスタムセクション');
    expect(sectionHeading('experience', 'Work history', japanese)).toBe('Work history');
    expect(sectionHeading('custom', 'Talks', japanese)).toBe('Talks');
  });

  it('prints the page number in the language’s words and digits', () => {
    expect(pageNumberContent(englishStrings.pageNumber, 'en-US')).toBe(
      '"Page " counter(page) " of " counter(pages)',
    );
    expect(pageNumberContent('صفحة {page} من {total}', 'ar-SA')).toBe(
      '"صفحة " counter(page, arabic-indic) " من " counter(pages, arabic-indic)',
    );
    expect(pageNumberContent('{page} / {total} ページ', 'ja-JP')).toBe(
      'counter(page) " / " counter(pages) " ページ"',
    );
    // A quote in a translation cannot end the CSS string early.
    expect(pageNumberContent('A "{page}" \\', 'en-US')).toBe('"A \\"" counter(page) "\\" \\\\"');
  });
});
