/** The first character a person sees of a word: a whole grapheme ("🚀", "👩‍💻", "é" however spelt). */
function firstGrapheme(word: string): string {
  if (typeof Intl.Segmenter === 'function') {
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
      word,
    )) {
      return segment;
    }
    return '';
  }
  return [...word][0] ?? '';
}

/**
 * The letters an avatar shows without a picture (docs/product.md#defaults-and-limits):
 * the first characters of the first and last words of the name ("Ada King
 * Lovelace" → "AL"), one for a one-word name; each a whole grapheme, so an
 * emoji is never cut in half ("Lin 🚀" → "L🚀").
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return '';
  }
  const first = firstGrapheme(words[0]);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]) : '';
  return `${first}${last}`.toLocaleUpperCase();
}
