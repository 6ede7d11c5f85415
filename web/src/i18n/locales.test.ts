import { nativeName } from './locale-names';
import { directionOf, initialLocale } from './locales';

describe('initialLocale', () => {
  it('prefers the locale stored in this browser', () => {
    expect(initialLocale('de-DE', ['fr-FR'])).toBe('de-DE');
  });

  it('ignores a stored value that is not a supported locale', () => {
    expect(initialLocale('xx-XX', ['ja'])).toBe('ja-JP');
  });

  it('matches the browser languages exactly, then by language', () => {
    expect(initialLocale(null, ['pt-PT', 'pt-BR'])).toBe('pt-PT');
    expect(initialLocale(null, ['sv'])).toBe('sv-SE');
  });

  it('falls back to en-US', () => {
    expect(initialLocale(null, ['xx'])).toBe('en-US');
    expect(initialLocale(null, [])).toBe('en-US');
  });
});

describe('directionOf', () => {
  it('lays Arabic, Persian and Hebrew out right to left', () => {
    expect(['ar-SA', 'fa-IR', 'he-IL'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl']);
    expect(directionOf('en-US')).toBe('ltr');
  });
});

describe('nativeName', () => {
  it('names a language in itself', () => {
    expect(nativeName('de-DE')).toMatch(/^Deutsch/);
  });
});
