/**
 * Turns a title into a slug: lowercase words joined by hyphens, accents
 * removed, everything else dropped ("Café Manager, 2024!" → "cafe-manager-2024").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
