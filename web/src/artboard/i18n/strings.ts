import { defaultSectionNames } from '@vitae/schema';

/**
 * The words the artboard draws itself, in English: the default section
 * headings (the schema's default section names, docs/product.md#sections; each key is the
 * section's id, `custom` for a section the person added), the page-number label, the level's spoken label and the
 * separator of a list's words. The other 45 languages are JSON files in
 * `./locales/`, fetched when a resume in that language is drawn
 * (load-strings.ts); English needs no download. The only placeholders are
 * `{page}`, `{total}` and `{level}`, replaced by {@link formatString}: no
 * plural forms, so each language words a label to read right for any number.
 */
export const englishStrings = {
  ...defaultSectionNames,
  pageNumber: 'Page {page} of {total}',
  level: 'Level {level} of 5',
  separator: ', ',
} as const;

/** The key of one artboard string. */
export type StringKey = keyof typeof englishStrings;

/** Every artboard string in one language. */
export type ArtboardStrings = Record<StringKey, string>;

/** The placeholders a string may hold. */
export type StringValues = Partial<Record<'page' | 'total' | 'level', number>>;

/** A string with its placeholders filled in, the numbers in the locale's digits (٣ in ar-SA). */
export function formatString(template: string, values: StringValues, locale: string): string {
  const digits = new Intl.NumberFormat(locale);
  return template.replace(/\{(page|total|level)\}/g, (whole, name: keyof StringValues) => {
    const value = values[name];
    return value === undefined ? whole : digits.format(value);
  });
}

/** The keys that are section headings. */
const headingKeys = Object.keys(defaultSectionNames);

/**
 * The heading a section is drawn with. A name still equal to the English
 * default (docs/product.md#sections: nobody renamed it) is the resume language's word for it; a
 * name the person typed is theirs and is drawn as typed. `kind` is the
 * section's id, or `custom` for a section the person added.
 */
export function sectionHeading(kind: string, name: string, strings: ArtboardStrings): string {
  return headingKeys.includes(kind) && name === englishStrings[kind as StringKey]
    ? strings[kind as StringKey]
    : name;
}
