import { type Locale } from './locales';

// Apart from locales.ts, which the public page loads: it never names a language.

/** A locale's name in its own language ("Deutsch", "日本語"), for the language picker. */
export function nativeName(locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
