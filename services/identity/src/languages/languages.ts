import { locales } from '@vitae/schema';

/** A language the interface is translated into (docs/product.md#other-shapes). */
export type LanguageEntry = { id: string; name: string; editorCode: string; locale: string };

/**
 * The translation editor names a language by its bare code unless two of our
 * locales share it (pt-BR and pt-PT, zh-CN and zh-TW), where only the full tag
 * tells them apart.
 */
function editorCode(locale: string, ambiguous: ReadonlySet<string>): string {
  const language = locale.split('-')[0];
  return ambiguous.has(language) ? locale : language;
}

/** Every supported locale with its name in its own language, so people find their own. */
export function listLanguages(): LanguageEntry[] {
  const languages = locales.map((locale) => locale.split('-')[0]);
  const ambiguous = new Set(languages.filter((code, index) => languages.indexOf(code) !== index));
  return locales.map((locale) => {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return {
      id: locale,
      name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1),
      editorCode: editorCode(locale, ambiguous),
      locale,
    };
  });
}
