import { locales } from '@vitae/schema';

import { listLanguages } from '../../src/languages/languages';

describe('interface languages', () => {
  const languages = listLanguages();

  it('has one entry per supported locale, in order', () => {
    expect(languages.map((language) => language.locale)).toEqual([...locales]);
    expect(new Set(languages.map((language) => language.id)).size).toBe(locales.length);
  });

  it('names each language in itself so people recognise their own', () => {
    const byLocale = Object.fromEntries(
      languages.map((language) => [language.locale, language.name]),
    );
    expect(byLocale['fr-FR']).toMatch(/^Français/);
    expect(byLocale['ja-JP']).toMatch(/^日本語/);
    expect(byLocale['en-US']).toMatch(/English/);
  });

  it('tells pt-BR from pt-PT in the editor code, and keeps plain codes elsewhere', () => {
    const codes = Object.fromEntries(
      languages.map((language) => [language.locale, language.editorCode]),
    );
    expect([codes['pt-BR'], codes['pt-PT'], codes['zh-CN'], codes['zh-TW']]).toEqual([
      'pt-BR',
      'pt-PT',
      'zh-CN',
      'zh-TW',
    ]);
    expect(codes['de-DE']).toBe('de');
  });
});
