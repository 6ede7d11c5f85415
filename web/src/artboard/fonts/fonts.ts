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

/**
 * The font service stylesheet URL with `{family}` in it, empty when none. The
 * build writes it into the artboard page (`<meta name="vitae:font-service">`)
 * from VITE_FONT_SERVICE_URL, next to the content security policy that allows it.
 */
export function fontServiceUrl(doc: Document = document): string {
  return doc.querySelector('meta[name="vitae:font-service"]')?.getAttribute('content') ?? '';
}

/**
 * Asks the deployment's font service for a family that is not bundled, once.
 * Without a service nothing is requested and the fallback of {@link fontStack} draws.
 */
export function requestFamily(family: string, variants: string[], doc: Document = document): void {
  const service = fontServiceUrl(doc);
  if (isBundledFamily(family) || !service) {
    return;
  }
  const id = `font-${family.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  if (doc.getElementById(id)) {
    return;
  }
  const link = doc.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = service
    .replace('{family}', encodeURIComponent(family))
    .replace('{variants}', encodeURIComponent(variants.join(',')));
  doc.head.append(link);
}

/**
 * Resolves once the faces the page uses are loaded, or after `limitMs`
 * (a font service that never answers must not hold printing forever).
 */
export async function fontsSettled(
  family: string,
  limitMs: number,
  doc: Document = document,
): Promise<void> {
  const stack = fontStack(family);
  const loads = ['400', 'italic 400', '700'].map((face) =>
    doc.fonts.load(`${face} 16px ${stack}`).catch(() => []),
  );
  await Promise.race([
    Promise.all(loads).then(() => doc.fonts.ready),
    new Promise((resolve) => setTimeout(resolve, limitMs)),
  ]);
}
