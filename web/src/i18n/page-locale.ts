import { initialLocale, type Locale, readStoredLocale } from './locales';

/** The interface locale of this page load; a change of locale reloads the page (SPEC §4). */
export const pageLocale: Locale = initialLocale(readStoredLocale());
