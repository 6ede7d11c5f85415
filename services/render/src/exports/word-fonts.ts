/**
 * The font a DOCX names for a resume's family (docs/import-export.md#docx).
 * Word draws a family only when the reader's machine has it; these are the
 * families Windows and macOS Office install, or that Microsoft 365 fetches
 * as cloud fonts, so a resume in one of them keeps it. Any other family is
 * named after the nearest of Word's own: Cambria for a serif, Consolas for a
 * monospace, Calibri otherwise.
 */
const wordFamilies = new Set(
  [
    'Arial',
    'Book Antiqua',
    'Calibri',
    'Cambria',
    'Candara',
    'Century Gothic',
    'Consolas',
    'Constantia',
    'Corbel',
    'Courier New',
    'Garamond',
    'Georgia',
    'Lato',
    'Lora',
    'Merriweather',
    'Montserrat',
    'Open Sans',
    'Palatino Linotype',
    'Playfair Display',
    'Roboto',
    'Segoe UI',
    'Source Sans Pro',
    'Tahoma',
    'Times New Roman',
    'Trebuchet MS',
    'Verdana',
  ].map((family) => family.toLowerCase()),
);

const serif =
  /serif|merriweather|lora|playfair|garamond|georgia|times|baskerville|crimson|libre|bitter|slab|playfair|spectral|cormorant/i;
const monospace = /mono|code|courier|consol/i;

/** The family Word is told to use, and whether it is the resume's own. */
export function wordFont(family: string): { name: string; own: boolean } {
  const name = family.trim();
  if (wordFamilies.has(name.toLowerCase())) {
    return { name, own: true };
  }
  if (monospace.test(name)) {
    return { name: 'Consolas', own: false };
  }
  // "Sans" wins over "serif" ("IBM Plex Sans" is sans; "PT Serif" is serif).
  if (serif.test(name) && !/sans(?!-serif)/i.test(name)) {
    return { name: 'Cambria', own: false };
  }
  return { name: 'Calibri', own: false };
}
