import { defaultLocale, directionOf, type Locale, locales } from '@vitae/schema';

export { defaultLocale, directionOf, type Locale, locales };

/** Where the chosen interface locale is kept in the browser (docs/product.md#other-shapes). */
export const localeStorageKey = 'vitae-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The locale to start with: the one stored in this browser, else the closest
 * to the browser's languages (exact, then same language), else en-US.
 */
export function initialLocale(
  stored: string | null,
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  if (isLocale(stored)) {
    return stored;
  }
  for (const wanted of preferred) {
    const exact = locales.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
    if (exact) {
      return exact;
    }
    const language = wanted.split('-')[0]?.toLowerCase();
    const sameLanguage = locales.find((locale) => locale.split('-')[0] === language);
    if (sameLanguage) {
      return sameLanguage;
    }
  }
  return defaultLocale;
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

/** The interface locale of this page load; a change of locale reloads the page (docs/product.md#locale-change). */
export const pageLocale: Locale = initialLocale(readStoredLocale());
