// Loaded lazily by the artboard (fonts.ts) only for a resume with text beyond
// latin-1 (an emoji's too) or in a language that needs more than latin, so none
// of this is in the artboard's entry. Each script's stylesheets are the @fontsource
// package's whole regular and bold files: every face in them carries a
// unicode-range, so the browser downloads only the subsets of the glyphs the
// page draws (a Japanese resume fetches a few dozen of the ~120 slices of
// Noto Sans JP), from the artboard's own origin, in the preview as in a print.

import { hanRegion } from './noto';

/** A script whose fonts are loaded as one: a Noto family (or, for `noto`, Noto Sans's own subsets). */
export type ScriptKey =
  | 'jp'
  | 'sc'
  | 'tc'
  | 'kr'
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'bengali'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'oriya'
  | 'thai'
  | 'khmer'
  | 'ethiopic'
  | 'noto'
  | 'emoji';

type Loader = () => Promise<unknown>;

/**
 * The stylesheets of each script, regular and bold. Vite makes each its own
 * CSS chunk beside its woff2 files (the .woff copies are dropped by the build,
 * web/vite.config.ts), loaded by a `<link>` the content security policy allows
 * ('self').
 */
export const scriptLoaders: Record<ScriptKey, Loader> = {
  jp: () =>
    Promise.all([
      import('@fontsource/noto-sans-jp/400.css'),
      import('@fontsource/noto-sans-jp/700.css'),
    ]),
  sc: () =>
    Promise.all([
      import('@fontsource/noto-sans-sc/400.css'),
      import('@fontsource/noto-sans-sc/700.css'),
    ]),
  tc: () =>
    Promise.all([
      import('@fontsource/noto-sans-tc/400.css'),
      import('@fontsource/noto-sans-tc/700.css'),
    ]),
  kr: () =>
    Promise.all([
      import('@fontsource/noto-sans-kr/400.css'),
      import('@fontsource/noto-sans-kr/700.css'),
    ]),
  arabic: () =>
    Promise.all([
      import('@fontsource/almarai/arabic-400.css'),
      import('@fontsource/almarai/arabic-700.css'),
      import('@fontsource/noto-sans-arabic/400.css'),
      import('@fontsource/noto-sans-arabic/700.css'),
    ]),
  hebrew: () =>
    Promise.all([
      import('@fontsource/noto-sans-hebrew/400.css'),
      import('@fontsource/noto-sans-hebrew/700.css'),
    ]),
  devanagari: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  bengali: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/400.css'),
      import('@fontsource/noto-sans-bengali/700.css'),
    ]),
  tamil: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/400.css'),
      import('@fontsource/noto-sans-tamil/700.css'),
    ]),
  telugu: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/400.css'),
      import('@fontsource/noto-sans-telugu/700.css'),
    ]),
  kannada: () =>
    Promise.all([
      import('@fontsource/noto-sans-kannada/400.css'),
      import('@fontsource/noto-sans-kannada/700.css'),
    ]),
  malayalam: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/400.css'),
      import('@fontsource/noto-sans-malayalam/700.css'),
    ]),
  oriya: () =>
    Promise.all([
      import('@fontsource/noto-sans-oriya/400.css'),
      import('@fontsource/noto-sans-oriya/700.css'),
    ]),
  thai: () =>
    Promise.all([
      import('@fontsource/noto-sans-thai/400.css'),
      import('@fontsource/noto-sans-thai/700.css'),
    ]),
  khmer: () =>
    Promise.all([
      import('@fontsource/noto-sans-khmer/400.css'),
      import('@fontsource/noto-sans-khmer/700.css'),
    ]),
  ethiopic: () =>
    Promise.all([
      import('@fontsource/noto-sans-ethiopic/400.css'),
      import('@fontsource/noto-sans-ethiopic/700.css'),
    ]),
  // Cyrillic, Greek, Vietnamese and latin-ext: the bundled families carry only latin.
  noto: () =>
    Promise.all([import('@fontsource/noto-sans/400.css'), import('@fontsource/noto-sans/700.css')]),
  // Noto Color Emoji, after every script's family (noto.ts): one face, which
  // the browser fetches only when an emoji is drawn (emoji.css says why it is
  // not the package's sliced files).
  emoji: () => import('./emoji.css'),
};

/**
 * Which characters need which script's fonts; `han` is resolved by the
 * resume's language, and `hangul` too, except that Noto Sans JP has none.
 */
const patterns: [RegExp, ScriptKey | 'han' | 'hangul'][] = [
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u, 'han'],
  [/\p{Script=Hangul}/u, 'hangul'],
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Bengali}/u, 'bengali'],
  [/\p{Script=Tamil}/u, 'tamil'],
  [/\p{Script=Telugu}/u, 'telugu'],
  [/\p{Script=Kannada}/u, 'kannada'],
  [/\p{Script=Malayalam}/u, 'malayalam'],
  [/\p{Script=Oriya}/u, 'oriya'],
  [/\p{Script=Thai}/u, 'thai'],
  [/\p{Script=Khmer}/u, 'khmer'],
  [/\p{Script=Ethiopic}/u, 'ethiopic'],
  [/[\p{Script=Cyrillic}\p{Script=Greek}\u0100-\u024f\u1e00-\u1eff]/u, 'noto'],
  // Characters drawn as emoji by default (a rocket, a flag's letters), or asked
  // to be by the emoji variation selector or a keycap; not ™ or an arrow,
  // which are text unless asked.
  [/[\p{Emoji_Presentation}\ufe0f\u20e3]/u, 'emoji'],
];

/**
 * The script each language's own text is in (its default headings and page
 * numbers, which are not in the resume's data), by language subtag. Languages
 * written in latin-1 alone need nothing.
 */
const languageScripts: Record<string, ScriptKey | 'han'> = {
  am: 'ethiopic',
  ar: 'arabic',
  bg: 'noto',
  bn: 'bengali',
  cs: 'noto',
  el: 'noto',
  fa: 'arabic',
  he: 'hebrew',
  hi: 'devanagari',
  hu: 'noto',
  ja: 'han',
  km: 'khmer',
  kn: 'kannada',
  ko: 'han',
  lt: 'noto',
  ml: 'malayalam',
  mr: 'devanagari',
  ne: 'devanagari',
  or: 'oriya',
  pl: 'noto',
  ro: 'noto',
  ru: 'noto',
  sr: 'noto',
  ta: 'tamil',
  te: 'telugu',
  th: 'thai',
  tr: 'noto',
  uk: 'noto',
  vi: 'noto',
  zh: 'han',
};

/** The scripts a resume needs fonts for: those of its text beyond latin-1 and of its language. */
export function scriptsOf(text: string, language: string): Set<ScriptKey> {
  const needed = new Set<ScriptKey>();
  const han = hanRegion(language).toLowerCase() as ScriptKey;
  const add = (script: ScriptKey | 'han' | 'hangul') =>
    needed.add(script === 'han' ? han : script === 'hangul' ? (han === 'jp' ? 'kr' : han) : script);
  const implied = languageScripts[language.split('-')[0]];
  if (implied) {
    add(implied);
  }
  const sample = beyondLatin(text);
  for (const [pattern, script] of patterns) {
    if (pattern.test(sample)) {
      add(script);
    }
  }
  return needed;
}

/** Each character of `text` that latin-1 and general punctuation do not hold, once. */
function beyondLatin(text: string): string {
  return [...new Set(text.match(/[^\0-\xff\u2000-\u206f]/gu))].join('');
}

/**
 * The bundled families' faces beyond latin (extended/), by family: the entry
 * carries their latin faces only, so a Polish, Vietnamese, Russian or Greek
 * resume draws its text in the family chosen rather than in Noto Sans, which
 * would mix two designs within a word. Lato has latin-ext alone.
 */
export const extendedLoaders: Record<string, Loader> = {
  'Open Sans': () => import('./extended/open-sans'),
  Merriweather: () => import('./extended/merriweather'),
  'Roboto Condensed': () => import('./extended/roboto-condensed'),
  'Playfair Display': () => import('./extended/playfair-display'),
  Lato: () => import('./extended/lato'),
  Lora: () => import('./extended/lora'),
  'PT Sans': () => import('./extended/pt-sans'),
  'PT Serif': () => import('./extended/pt-serif'),
  'IBM Plex Sans': () => import('./extended/ibm-plex-sans'),
  'IBM Plex Serif': () => import('./extended/ibm-plex-serif'),
};

/** Stylesheets being loaded or loaded, by script or family: each is loaded once. */
const loading = new Map<string, Promise<void>>();

/** Runs `loader` once for `key`; a failure is forgotten, so the next draw tries again. */
function once(key: string, loader: Loader): Promise<void> {
  let load = loading.get(key);
  if (!load) {
    load = loader().then(
      () => undefined,
      () => {
        loading.delete(key);
      },
    );
    loading.set(key, load);
  }
  return load;
}

/**
 * Loads the stylesheets of the scripts `text` and `language` need, and the
 * beyond-latin faces of those of `families` that are bundled, once each, and
 * resolves when they are in. Never rejects: a stylesheet that does not
 * load leaves its script to the next font (and is tried again next time).
 */
export async function loadScripts(
  text: string,
  language: string,
  families: readonly string[] = [],
): Promise<void> {
  const scripts = scriptsOf(text, language);
  // Text beyond latin-1 in a latin, Cyrillic or Greek alphabet: the bundled
  // families' own faces for it first, Noto Sans for what they lack.
  const extended = scripts.has('noto')
    ? families.filter((family) => family in extendedLoaders)
    : [];
  await Promise.all([
    ...[...scripts].map((script) => once(script, scriptLoaders[script])),
    ...extended.map((family) => once(family, extendedLoaders[family])),
  ]);
}
