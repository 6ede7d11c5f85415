// The Noto families of the scripts beyond latin, named by both the artboard's
// font stacks (fonts.ts) and the interface's (i18n/script-fonts.ts). Kept apart
// from fonts.ts so the app shell can name them without taking the artboard's
// font code along.

/**
 * The Noto family a resume's Han text (and kana and hangul) is drawn in: its
 * language's own, so Chinese reads in Chinese glyph forms and Japanese in
 * Japanese ones, the same in the preview and the PDF; Simplified Chinese when
 * the language says nothing.
 */
export function hanRegion(language: string): 'JP' | 'SC' | 'TC' | 'KR' {
  return hanRegions[language] ?? 'SC';
}

const hanRegions: Record<string, 'JP' | 'TC' | 'KR'> = {
  'ja-JP': 'JP',
  'zh-TW': 'TC',
  'ko-KR': 'KR',
};

const otherScripts =
  'Arabic Hebrew Devanagari Bengali Tamil Telugu Kannada Malayalam Oriya Thai Khmer Ethiopic';

/**
 * The Noto families after a chosen family: Noto Sans (latin-ext, Cyrillic,
 * Greek) first, ahead of the Han families, whose packages carry those
 * alphabets too, so they are drawn in one design whatever else is loaded;
 * then the Han families in the order `language` prefers, then every other
 * script's. A family whose stylesheet is not loaded is skipped by the browser.
 */
export function notoStack(language: string): string {
  const first = hanRegion(language);
  const han = [first, ...['SC', 'JP', 'TC', 'KR'].filter((region) => region !== first)];
  const scripts = [...han, ...otherScripts.split(' ')].map((script) =>
    script === 'Arabic' ? `${arabicFamily}, "Noto Sans Arabic"` : `"Noto Sans ${script}"`,
  );
  return ['"Noto Sans"', ...scripts].join(', ');
}

/**
 * Arabic script (Arabic, Persian, Urdu) is drawn in Almarai, with Noto Sans
 * Arabic behind it for the letters Almarai lacks. Chromium writes a Noto
 * Arabic word as letter bodies and separate dots whose glyphs map to no
 * letter, with the real text only in `/ActualText`, which many applicant
 * tracking systems never read; Almarai's letters are whole glyphs that copy
 * out as their letters (docs/templates.md#fonts-for-every-script, docs/ats.md).
 */
export const arabicFamily = '"Almarai"';

/**
 * The colour emoji family, named after every script's (and before the generic
 * family, whose system font may hold some emoji in black and white): a
 * character no family before it has, such as a rocket or a flag, is drawn
 * from it. Its stylesheet is loaded only for text that has an emoji
 * (script-loaders.ts), and each face has a unicode-range, so a resume without
 * one never fetches its files.
 */
export const emojiFamily = '"Noto Color Emoji"';
