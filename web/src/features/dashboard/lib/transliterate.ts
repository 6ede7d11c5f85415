import { type Transliterate } from './title-slug';

let loaded: Transliterate | undefined;
let loading: Promise<Transliterate> | undefined;

/** The transliteration once loaded, or undefined before. */
export function loadedTransliterate(): Transliterate | undefined {
  return loaded;
}

/**
 * Loads the `transliteration` package (about 55 kB of gzip) on first need, in a
 * chunk of its own: only a title with non-Latin letters downloads it
 * (docs/resume.md#slugs).
 */
export function loadTransliterate(): Promise<Transliterate> {
  loading ??= import('transliteration').then(({ transliterate }) => {
    loaded = (text: string) => transliterate(text, { unknown: '' });
    return loaded;
  });
  // A failed download is tried again at the next title.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
