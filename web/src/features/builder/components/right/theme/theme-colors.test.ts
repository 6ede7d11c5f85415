import { colorInputValue, presetOf, themePresets, validColor } from './theme-colors';

describe('theme colours', () => {
  it('offers 19 presets from slate to rose, each a distinct hex colour', () => {
    expect(themePresets).toHaveLength(19);
    expect(themePresets[0].name).toBe('slate');
    expect(themePresets[18].name).toBe('rose');
    expect(new Set(themePresets.map((preset) => preset.color)).size).toBe(19);
    for (const preset of themePresets) {
      expect(preset.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('knows the preset a colour is, whatever its case', () => {
    expect(presetOf('#DC2626')?.name).toBe('red');
    expect(presetOf('#123456')).toBeUndefined();
  });

  it('accepts what the schema accepts, trimmed', () => {
    expect(validColor('primary', ' #0d9488 ')).toBe('#0d9488');
    expect(validColor('background', 'rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(validColor('text', 'hsl(200 50% 40% / 0.5)')).toBe('hsl(200 50% 40% / 0.5)');
  });

  it('refuses what the schema refuses', () => {
    expect(validColor('primary', '')).toBeNull();
    expect(validColor('primary', '   ')).toBeNull();
    expect(validColor('primary', 'red; background: url(x)')).toBeNull();
    expect(validColor('text', '#fff}')).toBeNull();
    expect(validColor('text', 'x'.repeat(65))).toBeNull();
  });

  it('gives the colour input a six-digit hex colour', () => {
    expect(colorInputValue('#ABC')).toBe('#aabbcc');
    expect(colorInputValue('#0d9488')).toBe('#0d9488');
    expect(colorInputValue('rgb(1, 2, 3)')).toBe('#000000');
  });
});
