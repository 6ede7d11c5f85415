import { quickPickFonts } from '@vitae/schema';

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

/**
 * The CSS font-family for a resume: the chosen family first, then a bundled
 * family of the same kind, so a family the font service cannot deliver (or no
 * service at all) still prints in a real, embedded font rather than a system one.
 */
export function fontStack(family: string): string {
  const quoted = `"${family.replace(/["\\]/g, '')}"`;
  if (!isBundledFamily(family)) {
    return `${quoted}, "IBM Plex Serif", serif`;
  }
  const serif = serifFamilies.has(family);
  const fallback = serif ? '"IBM Plex Serif", serif' : '"IBM Plex Sans", sans-serif';
  return family.startsWith('IBM Plex')
    ? `${quoted}, ${serif ? 'serif' : 'sans-serif'}`
    : `${quoted}, ${fallback}`;
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

/** Variants the bundled faces (latin 400, 400 italic, 700) draw as chosen. */
const bundledVariant = /^(regular|italic|700(italic)?)$/;

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

/**
 * Resolves once the family's stylesheets are in and the faces the page uses
 * are loaded, or after `limitMs` (a font service that never answers must not
 * hold printing forever).
 */
export async function fontsSettled(
  family: string,
  limitMs: number,
  doc: Document = document,
): Promise<void> {
  const stack = fontStack(family);
  const settled = (loading.get(family) ?? loadFamily(family, ['regular'], doc)).then(() => {
    const loads = ['400', 'italic 400', '700'].map((face) =>
      doc.fonts.load(`${face} 16px ${stack}`).catch(() => []),
    );
    // Laid out with the family's faces, the page asks for the others it uses (e.g. 600).
    void doc.body.offsetHeight;
    return Promise.all(loads).then(() => doc.fonts.ready);
  });
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, limitMs))]);
}
