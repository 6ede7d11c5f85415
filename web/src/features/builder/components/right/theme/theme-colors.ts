import { metadataSchema } from '@vitae/schema';

/** The 19 preset swatches of docs/product.md#design-tools, slate to rose: Tailwind's 600 shades. */
export const themePresets = [
  { name: 'slate', color: '#475569' },
  { name: 'stone', color: '#57534e' },
  { name: 'red', color: '#dc2626' },
  { name: 'orange', color: '#ea580c' },
  { name: 'amber', color: '#d97706' },
  { name: 'yellow', color: '#ca8a04' },
  { name: 'lime', color: '#65a30d' },
  { name: 'green', color: '#16a34a' },
  { name: 'emerald', color: '#059669' },
  { name: 'teal', color: '#0d9488' },
  { name: 'cyan', color: '#0891b2' },
  { name: 'sky', color: '#0284c7' },
  { name: 'blue', color: '#2563eb' },
  { name: 'indigo', color: '#4f46e5' },
  { name: 'violet', color: '#7c3aed' },
  { name: 'purple', color: '#9333ea' },
  { name: 'fuchsia', color: '#c026d3' },
  { name: 'pink', color: '#db2777' },
  { name: 'rose', color: '#e11d48' },
] as const;

export type ThemePreset = (typeof themePresets)[number];

/** The three colours of a theme (docs/product.md#metadata). */
export const themeColorKeys = ['primary', 'background', 'text'] as const;
export type ThemeColorKey = (typeof themeColorKeys)[number];

/** The preset a colour is, if any (case and spaces ignored). */
export function presetOf(color: string): ThemePreset | undefined {
  const wanted = color.trim().toLowerCase();
  return themePresets.find((preset) => preset.color === wanted);
}

/**
 * The colour as the resume stores it when the schema accepts it (trimmed), or
 * null: the same rule (the schema's colour of metadata.theme) the server applies.
 */
export function validColor(key: ThemeColorKey, input: string): string | null {
  const parsed = metadataSchema.safeParse({ theme: { [key]: input } });
  return parsed.success ? parsed.data.theme[key] : null;
}

/**
 * A colour for `<input type="color">`, which takes only `#rrggbb`: a hex
 * colour as it is (short forms spelled out), anything else black.
 */
export function colorInputValue(color: string): string {
  const hex = color.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) {
    return hex;
  }
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : '#000000';
}
