import { notoStack } from '../artboard/fonts/noto';

/** Interface languages written in latin-1 alone: IBM Plex Sans draws all of them. */
const latinOnly = /^(af|ca|da|de|en|es|fi|fr|id|it|nl|no|pt|sv)-/;

/**
 * The interface's font-family: IBM Plex Sans, then the self-hosted Noto family
 * of every other script (the Han ones in the order the page's language prefers,
 * so Japanese reads in Japanese glyph forms), then the system's. A family whose
 * stylesheet is not loaded is skipped by the browser, so naming them costs nothing.
 */
export function interfaceFontStack(locale: string): string {
  return `'IBM Plex Sans', ${notoStack(locale)}, system-ui, sans-serif`;
}

/**
 * Loads the Noto stylesheets the interface's language needs (none for a latin
 * one), from the app's own files, as the artboard does for a resume: the
 * interface then reads the same on a machine with no font for its script.
 * Each face has a unicode-range, so only the slices of the glyphs on screen
 * are downloaded. Never rejects.
 */
export function loadInterfaceFonts(locale: string, text = ''): Promise<void> {
  if (latinOnly.test(locale) && !/[^\0-\xff\u2000-\u206f]/.test(text)) {
    return Promise.resolve();
  }
  return import('../artboard/fonts/script-loaders').then(
    (scripts) => scripts.loadScripts(text, locale, ['IBM Plex Sans']),
    () => undefined,
  );
}
