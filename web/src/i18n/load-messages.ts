import { type Locale } from './locales';

type Catalogue = Record<string, string>;

// One chunk per catalogue: only the chosen locale's messages are downloaded.
const catalogues = import.meta.glob<Catalogue>('./messages/*.json', { import: 'default' });

/**
 * The translated messages of a locale, or an empty catalogue when it has none
 * yet: every message then shows its English default.
 */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  const load = catalogues[`./messages/${locale}.json`];
  return load ? load() : {};
}
