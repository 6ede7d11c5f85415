import { resumeSlugMaxLength, slugify } from '@vitae/schema';

/** Writes a text of any script in Latin letters (the `transliteration` package, docs/resume.md#slugs). */
export type Transliterate = (text: string) => string;

/**
 * Whether the title has letters or digits that the slug rule's ASCII would
 * drop (Arabic, Cyrillic, CJK, Thai, Devanagari, "ß"…): its slug needs them
 * transliterated first. Accented Latin letters do not: the rule removes the accents.
 */
export function needsTransliteration(title: string): boolean {
  const unaccented = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[A-Za-z0-9]/g, '');
  return /[\p{L}\p{N}]/u.test(unaccented);
}

/**
 * A slug cut at the rule's limit at a word boundary: the whole words that fit
 * (one word longer than the limit is cut inside it).
 */
export function cutSlug(slug: string, max: number = resumeSlugMaxLength): string {
  if (slug.length <= max) {
    return slug;
  }
  const head = slug.slice(0, max + 1);
  const end = head.lastIndexOf('-');
  return (end > 0 ? head.slice(0, end) : slug.slice(0, max)).replace(/-+$/, '');
}

/**
 * The slug of a title as the dialog derives it: transliterated when a
 * transliteration is given, hyphenated lowercase by the server's rule
 * (`slugify` of `@vitae/schema`), cut at the rule's limit at a word boundary.
 */
export function titleSlug(title: string, transliterate?: Transliterate): string {
  return cutSlug(slugify(transliterate ? inLatin(title, transliterate) : title));
}

/**
 * The title's words transliterated one by one, keeping only the letters and
 * digits of each: a transliteration writes some letters as marks (Arabic "ة" as
 * "@", a Thai vowel as "`"), which would split a word in the slug.
 */
function inLatin(title: string, transliterate: Transliterate): string {
  return title
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map((word) => transliterate(word).replace(/[^A-Za-z0-9\s]/g, ''))
    .join(' ');
}

/** A random slug is six lowercase letters and digits. */
const randomSlugPattern = /^[a-z0-9]{6}$/;

/** A short random slug, for a title with nothing left once transliterated (only emoji). */
export function randomSlug(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/**
 * The slug that follows `title`; `previous` is the slug it follows from. A
 * title with nothing left once transliterated gets a short random slug, kept
 * while the title still gives nothing. Without the transliteration (not loaded
 * yet) a title that needs it gets what the ASCII rule keeps, for the moment.
 */
export function followingSlug(
  title: string,
  previous: string,
  transliterate?: Transliterate,
): string {
  const slug = titleSlug(title, transliterate);
  const settled = transliterate !== undefined || !needsTransliteration(title);
  if (slug !== '' || title.trim() === '' || !settled) {
    return slug;
  }
  return randomSlugPattern.test(previous) ? previous : randomSlug();
}
