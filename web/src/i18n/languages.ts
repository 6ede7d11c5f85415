import { useEffect, useState } from 'react';

import { api } from '../lib/api/client';
import { nativeName } from './locale-names';
import { isLocale, type Locale, locales } from './locales';

/** A language the interface speaks (docs/product.md#other-shapes), as GET /api/translation/languages lists it. */
export type LanguageEntry = { id: string; name: string; editorCode: string; locale: string };

/** A language the picker offers: its locale and every name a person may search it by. */
export type LanguageOption = {
  locale: Locale;
  /** The name in the language itself ("Deutsch", "日本語"), as the list shows it. */
  name: string;
  /** The texts a search matches: that name, the English one, the one in the page's language, the codes. */
  searchable: string[];
};

function displayName(inLocale: string, locale: string): string | undefined {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language' }).of(locale);
  } catch {
    return undefined;
  }
}

/** The picker's options from the server's entries (only locales this app has), in the server's order. */
export function languageOptions(
  entries: readonly LanguageEntry[],
  pageLocale: string,
): LanguageOption[] {
  const options: LanguageOption[] = [];
  for (const entry of entries) {
    if (!isLocale(entry.locale) || options.some((option) => option.locale === entry.locale)) {
      continue;
    }
    const names = [
      entry.name,
      displayName('en', entry.locale),
      displayName(pageLocale, entry.locale),
    ];
    options.push({
      locale: entry.locale,
      name: entry.name,
      searchable: [...names, entry.locale, entry.editorCode].filter((text): text is string =>
        Boolean(text),
      ),
    });
  }
  return options;
}

/** The entries this app knows without asking: every supported locale by its own name. */
export const localLanguages: readonly LanguageEntry[] = locales.map((locale) => ({
  id: locale,
  name: nativeName(locale),
  editorCode: locale.split('-')[0] ?? locale,
  locale,
}));

/** True when one of an option's names or codes contains the query (case and accents aside). */
export function matchesLanguage(
  option: LanguageOption,
  query: string,
  contains: (text: string, query: string) => boolean,
): boolean {
  const wanted = query.trim();
  return wanted === '' || option.searchable.some((text) => contains(text, wanted));
}

let request: Promise<LanguageEntry[]> | null = null;

/**
 * The server's language list (asked once a page load), with the built-in list
 * until it answers or when it cannot: the picker never waits and never empties.
 */
export function useLanguages(): readonly LanguageEntry[] {
  const [entries, setEntries] = useState<readonly LanguageEntry[]>(localLanguages);
  useEffect(() => {
    let current = true;
    request ??= api<LanguageEntry[]>('/translation/languages').catch(() => {
      request = null;
      return [...localLanguages];
    });
    void request.then((answer) => {
      if (current && Array.isArray(answer) && answer.length > 0) {
        setEntries(answer);
      }
    });
    return () => {
      current = false;
    };
  }, []);
  return entries;
}
