import { quickPickFonts, type ResumeData } from '@vitae/schema';

import { emojiFamily, notoStack } from './noto';

const serifFamilies = new Set([
  'Merriweather',
  'Playfair Display',
  'Lora',
  'PT Serif',
  'IBM Plex Serif',
]);

/** Whether a family ships with the artboard (no request leaves the page for it). */
export function isBundledFamily(family: string): boolean {
  return (quickPickFonts as readonly string[]).includes(family);
}

/** The chosen family and its bundled fallback, by name. */
function latinFamilies(resume: ResumeData): string[] {
  const { family } = resume.metadata.typography.font;
  return [
    family,
    serifFamilies.has(family) || !isBundledFamily(family) ? 'IBM Plex Serif' : 'IBM Plex Sans',
  ];
}

/** The chosen family and its bundled fallback, the faces of latin text. */
function latinStack(family: string): string {
  const quoted = `"${family.replace(/["\\]/g, '')}"`;
  if (!isBundledFamily(family)) {
    return `${quoted}, "IBM Plex Serif"`;
  }
  const fallback = serifFamilies.has(family) ? '"IBM Plex Serif"' : '"IBM Plex Sans"';
  return family.startsWith('IBM Plex') ? quoted : `${quoted}, ${fallback}`;
}

/**
 * The CSS font-family for a resume: the chosen family first, then a bundled
 * family of the same kind, so a family the font service cannot deliver (or no
 * service at all) still prints in a real, embedded font rather than a system one;
 * then the Noto family of every other script (the Han ones in the order the
 * resume's language prefers), whose faces load only for a resume that has
 * that script (script-loaders.ts), then the colour emoji family (loaded
 * likewise only for a resume with an emoji), and the generic family last.
 */
export function fontStack(family: string, language = 'en-US'): string {
  const generic = isBundledFamily(family) && !serifFamilies.has(family) ? 'sans-serif' : 'serif';
  return `${latinStack(family)}, ${notoStack(language)}, ${emojiFamily}, ${generic}`;
}

/**
 * The heaviest weight the chosen variants name (e.g. "600", "700italic"), used
 * for bold text; 700 when they name none heavier than regular.
 */
export function boldWeight(variants: string[]): number {
  const weights = variants
    .map((variant) => Number.parseInt(variant, 10))
    .filter((weight) => Number.isFinite(weight) && weight >= 500);
  return weights.length > 0 ? Math.max(...weights) : 700;
}

/** Variants the bundled faces (latin 400, 400 italic, 600, 700) draw as chosen. */
const bundledVariant = /^(regular|italic|600|700(italic)?)$/;

/** Families being loaded or loaded, by name: each is loaded once. */
const loading = new Map<string, Promise<void>>();

/**
 * Loads a resume's family from the artboard's own files, once: nothing for a
 * bundled family drawn in its bundled faces; the family's stylesheets from the
 * font catalogue otherwise (a chunk loaded only now, so the artboard's entry
 * does not carry the catalogue); and a family outside the catalogue from the
 * deployment's font service, when there is one. Never rejects.
 */
export function loadFamily(
  family: string,
  variants: string[],
  doc: Document = document,
): Promise<void> {
  if (isBundledFamily(family) && variants.every((variant) => bundledVariant.test(variant))) {
    return Promise.resolve();
  }
  let pending = loading.get(family);
  if (!pending) {
    pending = import('./catalogue-loaders').then(
      ({ loadFontFamily }) => loadFontFamily(family, variants, doc),
      () => undefined,
    );
    loading.set(family, pending);
  }
  return pending;
}

/** {@link loadFamily} for a draw that does not wait for it (the faces swap in). */
export function requestFamily(family: string, variants: string[], doc: Document = document): void {
  void loadFamily(family, variants, doc);
}

/** Languages whose own words are in latin-1, which the bundled faces hold. */
const latinLanguage = /^(af|ca|da|de|en|es|fi|fr|id|it|nl|no|pt|sv)-/;

/**
 * Loads the Noto stylesheets of the scripts a resume is written in (its text
 * beyond latin-1, its language's), and the colour emoji font's when its text
 * has an emoji. For a resume in latin-1 alone it loads nothing, not even the
 * detector: that and the stylesheets' loaders are a chunk of their own, kept
 * out of the artboard's entry and off a latin page. Never rejects.
 */
export function loadScripts(resume: ResumeData): Promise<void> {
  const text = JSON.stringify(resume);
  const { language } = resume.metadata;
  if (latinLanguage.test(language) && !/[^\0-\xff\u2000-\u206f]/.test(text)) {
    return Promise.resolve();
  }
  return import('./script-loaders').then(
    (scripts) => scripts.loadScripts(text, language, latinFamilies(resume)),
    () => undefined,
  );
}

/** {@link loadScripts} for a draw that does not wait for it (the faces swap in). */
export function requestScripts(resume: ResumeData): void {
  void loadScripts(resume);
}

/**
 * Resolves once the family's stylesheets and those of the resume's scripts
 * are in and the faces the page draws with are loaded, or after `limitMs` (a
 * font service that never answers must not hold printing forever), so a
 * print never embeds a fallback for glyphs still on their way.
 */
export async function fontsSettled(
  resume: ResumeData,
  limitMs: number,
  doc: Document = document,
): Promise<void> {
  const { family, variants } = resume.metadata.typography.font;
  const latin = latinStack(family);
  const settled = Promise.all([
    loading.get(family) ?? loadFamily(family, variants, doc),
    loadScripts(resume),
  ]).then(async () => {
    const faces = ['400', 'italic 400', '700'];
    const loads = faces.map((face) => doc.fonts.load(`${face} 16px ${latin}`).catch(() => []));
    // Laid out with the stylesheets in, the page asks for the faces it uses: a
    // weight like 600, and only the slices of a script's family that hold the
    // resume's characters (a CJK family has a hundred).
    void doc.body.offsetHeight;
    await Promise.all(loads);
    await doc.fonts.ready;
    void doc.body.offsetHeight;
    if (doc.fonts.status === 'loading') {
      await doc.fonts.ready;
    }
  });
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, limitMs))]);
}
