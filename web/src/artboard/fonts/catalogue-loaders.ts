// Loaded lazily by the artboard (fonts.ts) the first time a resume uses a family
// that is not bundled, so none of this (nor the font service's code) is in the
// artboard's entry. One loader
// per catalogue family: the latin subset of every weight, upright and italic,
// from the family's @fontsource package. Vite makes each stylesheet its own
// chunk beside its woff2 files in the build; the browser then fetches only the
// faces the page draws with, from the artboard's own origin.

import { requestFromService } from './font-service';

type Loader = () => Promise<unknown>;

/** The stylesheets of each catalogue family (keys match catalogue.ts). */
export const familyLoaders: Record<string, Loader> = {
  'Abril Fatface': () => import('@fontsource/abril-fatface/latin.css'),
  Alegreya: () =>
    Promise.all([
      import('@fontsource/alegreya/latin.css'),
      import('@fontsource/alegreya/latin-italic.css'),
    ]),
  Archivo: () =>
    Promise.all([
      import('@fontsource/archivo/latin.css'),
      import('@fontsource/archivo/latin-italic.css'),
    ]),
  Arvo: () =>
    Promise.all([
      import('@fontsource/arvo/latin.css'),
      import('@fontsource/arvo/latin-italic.css'),
    ]),
  Barlow: () =>
    Promise.all([
      import('@fontsource/barlow/latin.css'),
      import('@fontsource/barlow/latin-italic.css'),
    ]),
  'Bebas Neue': () => import('@fontsource/bebas-neue/latin.css'),
  Bitter: () =>
    Promise.all([
      import('@fontsource/bitter/latin.css'),
      import('@fontsource/bitter/latin-italic.css'),
    ]),
  Cabin: () =>
    Promise.all([
      import('@fontsource/cabin/latin.css'),
      import('@fontsource/cabin/latin-italic.css'),
    ]),
  Cardo: () =>
    Promise.all([
      import('@fontsource/cardo/latin.css'),
      import('@fontsource/cardo/latin-italic.css'),
    ]),
  Caveat: () => import('@fontsource/caveat/latin.css'),
  Comfortaa: () => import('@fontsource/comfortaa/latin.css'),
  'Cormorant Garamond': () =>
    Promise.all([
      import('@fontsource/cormorant-garamond/latin.css'),
      import('@fontsource/cormorant-garamond/latin-italic.css'),
    ]),
  'Courier Prime': () =>
    Promise.all([
      import('@fontsource/courier-prime/latin.css'),
      import('@fontsource/courier-prime/latin-italic.css'),
    ]),
  'Crimson Text': () =>
    Promise.all([
      import('@fontsource/crimson-text/latin.css'),
      import('@fontsource/crimson-text/latin-italic.css'),
    ]),
  'Dancing Script': () => import('@fontsource/dancing-script/latin.css'),
  'DM Sans': () =>
    Promise.all([
      import('@fontsource/dm-sans/latin.css'),
      import('@fontsource/dm-sans/latin-italic.css'),
    ]),
  'DM Serif Display': () =>
    Promise.all([
      import('@fontsource/dm-serif-display/latin.css'),
      import('@fontsource/dm-serif-display/latin-italic.css'),
    ]),
  'EB Garamond': () =>
    Promise.all([
      import('@fontsource/eb-garamond/latin.css'),
      import('@fontsource/eb-garamond/latin-italic.css'),
    ]),
  'Exo 2': () =>
    Promise.all([
      import('@fontsource/exo-2/latin.css'),
      import('@fontsource/exo-2/latin-italic.css'),
    ]),
  'Fira Code': () => import('@fontsource/fira-code/latin.css'),
  'Fira Sans': () =>
    Promise.all([
      import('@fontsource/fira-sans/latin.css'),
      import('@fontsource/fira-sans/latin-italic.css'),
    ]),
  'Great Vibes': () => import('@fontsource/great-vibes/latin.css'),
  Heebo: () => import('@fontsource/heebo/latin.css'),
  Hind: () => import('@fontsource/hind/latin.css'),
  'IBM Plex Mono': () =>
    Promise.all([
      import('@fontsource/ibm-plex-mono/latin.css'),
      import('@fontsource/ibm-plex-mono/latin-italic.css'),
    ]),
  'IBM Plex Sans': () =>
    Promise.all([
      import('@fontsource/ibm-plex-sans/latin.css'),
      import('@fontsource/ibm-plex-sans/latin-italic.css'),
    ]),
  'IBM Plex Serif': () =>
    Promise.all([
      import('@fontsource/ibm-plex-serif/latin.css'),
      import('@fontsource/ibm-plex-serif/latin-italic.css'),
    ]),
  Inconsolata: () => import('@fontsource/inconsolata/latin.css'),
  Inter: () =>
    Promise.all([
      import('@fontsource/inter/latin.css'),
      import('@fontsource/inter/latin-italic.css'),
    ]),
  'JetBrains Mono': () =>
    Promise.all([
      import('@fontsource/jetbrains-mono/latin.css'),
      import('@fontsource/jetbrains-mono/latin-italic.css'),
    ]),
  'Josefin Sans': () =>
    Promise.all([
      import('@fontsource/josefin-sans/latin.css'),
      import('@fontsource/josefin-sans/latin-italic.css'),
    ]),
  Karla: () =>
    Promise.all([
      import('@fontsource/karla/latin.css'),
      import('@fontsource/karla/latin-italic.css'),
    ]),
  Lato: () =>
    Promise.all([
      import('@fontsource/lato/latin.css'),
      import('@fontsource/lato/latin-italic.css'),
    ]),
  'Libre Baskerville': () =>
    Promise.all([
      import('@fontsource/libre-baskerville/latin.css'),
      import('@fontsource/libre-baskerville/latin-italic.css'),
    ]),
  'Libre Franklin': () =>
    Promise.all([
      import('@fontsource/libre-franklin/latin.css'),
      import('@fontsource/libre-franklin/latin-italic.css'),
    ]),
  Lora: () =>
    Promise.all([
      import('@fontsource/lora/latin.css'),
      import('@fontsource/lora/latin-italic.css'),
    ]),
  Manrope: () => import('@fontsource/manrope/latin.css'),
  Merriweather: () =>
    Promise.all([
      import('@fontsource/merriweather/latin.css'),
      import('@fontsource/merriweather/latin-italic.css'),
    ]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/latin.css'),
      import('@fontsource/montserrat/latin-italic.css'),
    ]),
  Mulish: () =>
    Promise.all([
      import('@fontsource/mulish/latin.css'),
      import('@fontsource/mulish/latin-italic.css'),
    ]),
  'Noto Sans': () =>
    Promise.all([
      import('@fontsource/noto-sans/latin.css'),
      import('@fontsource/noto-sans/latin-italic.css'),
    ]),
  'Noto Serif': () =>
    Promise.all([
      import('@fontsource/noto-serif/latin.css'),
      import('@fontsource/noto-serif/latin-italic.css'),
    ]),
  Nunito: () =>
    Promise.all([
      import('@fontsource/nunito/latin.css'),
      import('@fontsource/nunito/latin-italic.css'),
    ]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/latin.css'),
      import('@fontsource/open-sans/latin-italic.css'),
    ]),
  Oswald: () => import('@fontsource/oswald/latin.css'),
  Pacifico: () => import('@fontsource/pacifico/latin.css'),
  'Playfair Display': () =>
    Promise.all([
      import('@fontsource/playfair-display/latin.css'),
      import('@fontsource/playfair-display/latin-italic.css'),
    ]),
  Poppins: () =>
    Promise.all([
      import('@fontsource/poppins/latin.css'),
      import('@fontsource/poppins/latin-italic.css'),
    ]),
  'PT Sans': () =>
    Promise.all([
      import('@fontsource/pt-sans/latin.css'),
      import('@fontsource/pt-sans/latin-italic.css'),
    ]),
  'PT Serif': () =>
    Promise.all([
      import('@fontsource/pt-serif/latin.css'),
      import('@fontsource/pt-serif/latin-italic.css'),
    ]),
  Quicksand: () => import('@fontsource/quicksand/latin.css'),
  Raleway: () =>
    Promise.all([
      import('@fontsource/raleway/latin.css'),
      import('@fontsource/raleway/latin-italic.css'),
    ]),
  Roboto: () =>
    Promise.all([
      import('@fontsource/roboto/latin.css'),
      import('@fontsource/roboto/latin-italic.css'),
    ]),
  'Roboto Condensed': () =>
    Promise.all([
      import('@fontsource/roboto-condensed/latin.css'),
      import('@fontsource/roboto-condensed/latin-italic.css'),
    ]),
  'Roboto Mono': () =>
    Promise.all([
      import('@fontsource/roboto-mono/latin.css'),
      import('@fontsource/roboto-mono/latin-italic.css'),
    ]),
  'Roboto Slab': () => import('@fontsource/roboto-slab/latin.css'),
  Rubik: () =>
    Promise.all([
      import('@fontsource/rubik/latin.css'),
      import('@fontsource/rubik/latin-italic.css'),
    ]),
  'Source Code Pro': () =>
    Promise.all([
      import('@fontsource/source-code-pro/latin.css'),
      import('@fontsource/source-code-pro/latin-italic.css'),
    ]),
  'Source Sans 3': () =>
    Promise.all([
      import('@fontsource/source-sans-3/latin.css'),
      import('@fontsource/source-sans-3/latin-italic.css'),
    ]),
  'Source Serif 4': () =>
    Promise.all([
      import('@fontsource/source-serif-4/latin.css'),
      import('@fontsource/source-serif-4/latin-italic.css'),
    ]),
  'Space Grotesk': () => import('@fontsource/space-grotesk/latin.css'),
  'Space Mono': () =>
    Promise.all([
      import('@fontsource/space-mono/latin.css'),
      import('@fontsource/space-mono/latin-italic.css'),
    ]),
  Spectral: () =>
    Promise.all([
      import('@fontsource/spectral/latin.css'),
      import('@fontsource/spectral/latin-italic.css'),
    ]),
  'Titillium Web': () =>
    Promise.all([
      import('@fontsource/titillium-web/latin.css'),
      import('@fontsource/titillium-web/latin-italic.css'),
    ]),
  Ubuntu: () =>
    Promise.all([
      import('@fontsource/ubuntu/latin.css'),
      import('@fontsource/ubuntu/latin-italic.css'),
    ]),
  Vollkorn: () =>
    Promise.all([
      import('@fontsource/vollkorn/latin.css'),
      import('@fontsource/vollkorn/latin-italic.css'),
    ]),
  'Work Sans': () =>
    Promise.all([
      import('@fontsource/work-sans/latin.css'),
      import('@fontsource/work-sans/latin-italic.css'),
    ]),
  'Zilla Slab': () =>
    Promise.all([
      import('@fontsource/zilla-slab/latin.css'),
      import('@fontsource/zilla-slab/latin-italic.css'),
    ]),
};

/**
 * Loads a catalogue family's faces; resolves to false (and loads nothing) for
 * a family outside the catalogue, which the font service may still deliver.
 */
export async function loadCatalogueFamily(family: string): Promise<boolean> {
  const load = Object.hasOwn(familyLoaders, family) ? familyLoaders[family] : undefined;
  if (!load) {
    return false;
  }
  await load();
  return true;
}

/**
 * Loads a family that is not bundled: its catalogue stylesheets, or, outside
 * the catalogue, from the deployment's font service when there is one. Never
 * rejects (the fallback family draws instead).
 */
export async function loadFontFamily(
  family: string,
  variants: string[],
  doc: Document = document,
): Promise<void> {
  try {
    if (!(await loadCatalogueFamily(family))) {
      requestFromService(family, variants, doc);
    }
  } catch {
    // A stylesheet that did not load: the fallback family draws.
  }
}
