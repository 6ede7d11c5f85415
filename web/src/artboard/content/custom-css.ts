/** Turns CSS hex escapes (`\75 rl(`) into their characters, so a blocked word cannot hide behind one. */
function decodeEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?/gi, (_match, hex: string) => {
    const code = Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * Makes a resume's custom CSS safe to apply (QUALITY 23): it may restyle the
 * resume, but not load anything (no `url()`, `image-set()`, `@import` or
 * `@font-face`) and not close the style element it lives in.
 */
export function sanitizeCustomCss(css: string): string {
  return decodeEscapes(css)
    .replace(/\\/g, '')
    .replace(/<\/?style/gi, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/@font-face\s*\{[^}]*\}/gi, '')
    .replace(/(-webkit-)?(url|image-set|image|src)\s*\([^)]*\)?/gi, 'none');
}
