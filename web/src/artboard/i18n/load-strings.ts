import { type ArtboardStrings, englishStrings } from './strings';

/** Where the build serves the catalogues, `/assets/i18n/<version>/` (web/vite.config.ts). */
declare const __CATALOGUES__: string;

// A resume's language is one of the 46 locales (the schema checks it), so it
// names a file of the build; English is the code's own and never fetched.
/** The strings of each language fetched so far: one download a language for the page's life. */
const loaded = new Map<string, ArtboardStrings>([['en-US', englishStrings]]);
/** Downloads under way, so a language asked for twice is fetched once. */
const pending = new Map<string, Promise<ArtboardStrings>>();
/** Languages whose last download failed: drawn in English without waiting again. */
const failed = new Set<string>();

/**
 * The strings to draw a resume in `locale` with: the language's once
 * {@link loadStrings} has them, else English. The message and injection paths
 * load them before they draw, so this is English only when the download
 * failed; nothing here waits or redraws.
 */
export function stringsFor(locale: string): ArtboardStrings {
  return loaded.get(locale) ?? englishStrings;
}

/**
 * Whether a resume in `locale` can be drawn now without waiting for a
 * download: its strings are here, or the last try to fetch them failed (then
 * it is drawn in English rather than held back keystroke after keystroke).
 */
export function stringsSettled(locale: string): boolean {
  return loaded.has(locale) || failed.has(locale);
}

/**
 * The strings of a resume's language, downloaded once and kept. Never rejects:
 * when the file cannot be had the resume is drawn in English rather than not at
 * all; the builder's next drawings do not wait for it again, a print
 * (window.__vitae.render) tries the download again. A key the file lacks is
 * drawn in English.
 */
export function loadStrings(locale: string): Promise<ArtboardStrings> {
  const ready = loaded.get(locale);
  if (ready) {
    return Promise.resolve(ready);
  }
  let request = pending.get(locale);
  if (!request) {
    request = fetch(`${__CATALOGUES__}artboard/${locale}.json`)
      .then((response) => {
        if (!response.ok) {
          throw new Error(`${locale}: ${response.status}`);
        }
        return response.json() as Promise<Partial<ArtboardStrings>>;
      })
      .then(
        (file) => {
          const strings = { ...englishStrings, ...file };
          loaded.set(locale, strings);
          failed.delete(locale);
          return strings;
        },
        () => {
          failed.add(locale);
          return englishStrings;
        },
      )
      .finally(() => pending.delete(locale));
    pending.set(locale, request);
  }
  return request;
}

/** Forgets every downloaded language (tests only). */
export function resetStringsForTests(): void {
  loaded.clear();
  loaded.set('en-US', englishStrings);
  pending.clear();
  failed.clear();
}
