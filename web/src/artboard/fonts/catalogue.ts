// The font catalogue of the typography tool (docs/product.md#design-tools: "a searchable list of all
// fonts"): every family of an installed @fontsource/* package, self-hosted, with
// the weights and styles its package ships (its metadata.json). The builder
// lists it; the artboard's lazy loaders (catalogue-loaders.ts) load a family's
// faces from it on demand. The artboard's entry never imports this module.

/** The kind of a family, as the font packages class them. */
export type FontCategory = 'sans-serif' | 'serif' | 'monospace' | 'display' | 'handwriting';

/** One family of the catalogue. */
export type CatalogueFont = {
  family: string;
  category: FontCategory;
  /** The package that holds it: `@fontsource/{id}`. */
  id: string;
  /** Its weights, lightest first. */
  weights: number[];
  /** Whether it has italic faces. */
  italic: boolean;
  /** Its variants as the resume names them: `regular`, `italic`, `700`, `700italic`. */
  variants: string[];
};

type Row = [family: string, category: FontCategory, weights: number[], italic: boolean];

const rows: Row[] = [
  ['Abril Fatface', 'display', [400], false],
  ['Alegreya', 'serif', [400, 500, 600, 700, 800, 900], true],
  ['Archivo', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Arvo', 'serif', [400, 700], true],
  ['Barlow', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Bebas Neue', 'display', [400], false],
  ['Bitter', 'serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Cabin', 'sans-serif', [400, 500, 600, 700], true],
  ['Cardo', 'serif', [400, 700], true],
  ['Caveat', 'handwriting', [400, 500, 600, 700], false],
  ['Comfortaa', 'display', [300, 400, 500, 600, 700], false],
  ['Cormorant Garamond', 'serif', [300, 400, 500, 600, 700], true],
  ['Courier Prime', 'monospace', [400, 700], true],
  ['Crimson Text', 'serif', [400, 600, 700], true],
  ['Dancing Script', 'handwriting', [400, 500, 600, 700], false],
  ['DM Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['DM Serif Display', 'serif', [400], true],
  ['EB Garamond', 'serif', [400, 500, 600, 700, 800], true],
  ['Exo 2', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Fira Code', 'monospace', [300, 400, 500, 600, 700], false],
  ['Fira Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Great Vibes', 'handwriting', [400], false],
  ['Heebo', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], false],
  ['Hind', 'sans-serif', [300, 400, 500, 600, 700], false],
  ['IBM Plex Mono', 'monospace', [100, 200, 300, 400, 500, 600, 700], true],
  ['IBM Plex Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700], true],
  ['IBM Plex Serif', 'serif', [100, 200, 300, 400, 500, 600, 700], true],
  ['Inconsolata', 'monospace', [200, 300, 400, 500, 600, 700, 800, 900], false],
  ['Inter', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['JetBrains Mono', 'monospace', [100, 200, 300, 400, 500, 600, 700, 800], true],
  ['Josefin Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700], true],
  ['Karla', 'sans-serif', [200, 300, 400, 500, 600, 700, 800], true],
  ['Lato', 'sans-serif', [100, 300, 400, 700, 900], true],
  ['Libre Baskerville', 'serif', [400, 500, 600, 700], true],
  ['Libre Franklin', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Lora', 'serif', [400, 500, 600, 700], true],
  ['Manrope', 'sans-serif', [200, 300, 400, 500, 600, 700, 800], false],
  ['Merriweather', 'serif', [300, 400, 500, 600, 700, 800, 900], true],
  ['Montserrat', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Mulish', 'sans-serif', [200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Noto Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Noto Serif', 'serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Nunito', 'sans-serif', [200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Open Sans', 'sans-serif', [300, 400, 500, 600, 700, 800], true],
  ['Oswald', 'sans-serif', [200, 300, 400, 500, 600, 700], false],
  ['Pacifico', 'handwriting', [400], false],
  ['Playfair Display', 'serif', [400, 500, 600, 700, 800, 900], true],
  ['Poppins', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['PT Sans', 'sans-serif', [400, 700], true],
  ['PT Serif', 'serif', [400, 700], true],
  ['Quicksand', 'sans-serif', [300, 400, 500, 600, 700], false],
  ['Raleway', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Roboto', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Roboto Condensed', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Roboto Mono', 'monospace', [100, 200, 300, 400, 500, 600, 700], true],
  ['Roboto Slab', 'serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], false],
  ['Rubik', 'sans-serif', [300, 400, 500, 600, 700, 800, 900], true],
  ['Source Code Pro', 'monospace', [200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Source Sans 3', 'sans-serif', [200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Source Serif 4', 'serif', [200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Space Grotesk', 'sans-serif', [300, 400, 500, 600, 700], false],
  ['Space Mono', 'monospace', [400, 700], true],
  ['Spectral', 'serif', [200, 300, 400, 500, 600, 700, 800], true],
  ['Titillium Web', 'sans-serif', [200, 300, 400, 600, 700, 900], true],
  ['Ubuntu', 'sans-serif', [300, 400, 500, 700], true],
  ['Vollkorn', 'serif', [400, 500, 600, 700, 800, 900], true],
  ['Work Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700, 800, 900], true],
  ['Zilla Slab', 'serif', [300, 400, 500, 600, 700], true],
];

/** A weight and style as a resume variant (`regular`, `italic`, `500`, `500italic`). */
export function variantName(weight: number, italic: boolean): string {
  if (weight === 400) {
    return italic ? 'italic' : 'regular';
  }
  return italic ? `${weight}italic` : String(weight);
}

/** The package name of a family: its name in lower case, spaces as hyphens. */
export function fontPackageId(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/** Every family of the catalogue, in alphabetical order. */
export const fontCatalogue: readonly CatalogueFont[] = rows.map(
  ([family, category, weights, italic]) => ({
    family,
    category,
    id: fontPackageId(family),
    weights,
    italic,
    variants: weights.flatMap((weight) =>
      italic
        ? [variantName(weight, false), variantName(weight, true)]
        : [variantName(weight, false)],
    ),
  }),
);

/** The catalogue's entry for a family, if it has one. */
export function findCatalogueFont(family: string): CatalogueFont | undefined {
  return fontCatalogue.find((font) => font.family === family);
}
