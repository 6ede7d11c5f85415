import { type Locale } from './locales';

type Catalogue = Record<string, string>;

/** Where the built app serves the catalogues, `/assets/i18n/<version>/` (web/vite.config.ts). */
declare const __CATALOGUES__: string;

/**
 * The translated messages of a locale: its catalogue alone is downloaded, as
 * JSON, never the other 45. Rejects when it cannot be had; the callers then
 * show every message's English default.
 */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  const response = await fetch(`${__CATALOGUES__}${locale}.json`);
  if (!response.ok) {
    throw new Error(`${locale}: ${response.status}`);
  }
  return (await response.json()) as Catalogue;
}
