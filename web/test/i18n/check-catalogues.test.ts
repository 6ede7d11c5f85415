/** @jest-environment node */
// The catalogue checker CI runs for every locale (scripts/i18n/check-catalogues.mjs).
import { argumentsOf, checkCatalogue } from '../../../scripts/i18n/check-catalogues.mjs';

const english = {
  'builder.save': 'Save',
  'dashboard.updated': 'Last updated {when}',
  'builder.pages': '{count, plural, one {# page} other {# pages}}',
  'landing.brand': 'Vitae',
};

const german = {
  'builder.save': 'Speichern',
  'dashboard.updated': 'Zuletzt geändert {when}',
  'builder.pages': '{count, plural, one {# Seite} other {# Seiten}}',
  'landing.brand': 'Vitae',
};

/** German keeps the product's name as it is, and says so in same-as-english/de-DE.json. */
const sameInGerman = ['landing.brand'];

describe('checkCatalogue', () => {
  it('accepts a complete translation', () => {
    expect(checkCatalogue('de-DE', german, english, sameInGerman)).toEqual([]);
  });

  it('reports an id the locale lacks', () => {
    const { 'builder.save': _, ...rest } = german;
    expect(checkCatalogue('de-DE', rest, english, sameInGerman)).toEqual([
      'de-DE: builder.save: missing',
    ]);
  });

  it('reports an id English does not have', () => {
    expect(
      checkCatalogue('de-DE', { ...german, 'builder.sav': 'Speichern' }, english, sameInGerman),
    ).toEqual(['de-DE: builder.sav: not an English id (removed or misspelt)']);
  });

  it('reports an argument renamed or of another kind', () => {
    const renamed = { ...german, 'dashboard.updated': 'Zuletzt geändert {wann}' };
    expect(checkCatalogue('de-DE', renamed, english, sameInGerman)).toEqual([
      'de-DE: dashboard.updated: arguments wann:argument differ from English when:argument',
    ]);
    const retyped = { ...german, 'builder.pages': '{count} Seiten' };
    expect(checkCatalogue('de-DE', retyped, english, sameInGerman)).toEqual([
      'de-DE: builder.pages: arguments count:argument differ from English count:plural',
    ]);
  });

  it('reports a message that is not valid ICU', () => {
    const broken = { ...german, 'builder.pages': '{count, plural, one {# Seite} other {# Seiten}' };
    const problems = checkCatalogue('de-DE', broken, english, sameInGerman);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^de-DE: builder\.pages: not ICU/);
  });

  it('reports a message left in English', () => {
    const untranslated = { ...german, 'builder.save': 'Save' };
    expect(checkCatalogue('de-DE', untranslated, english, sameInGerman)).toEqual([
      'de-DE: builder.save: untranslated English "Save"',
    ]);
  });

  it('lets a locale keep an English text only where it lists the id as the same in its language', () => {
    expect(checkCatalogue('de-DE', german, english)).toEqual([
      'de-DE: landing.brand: untranslated English "Vitae"',
    ]);
    const sameWord = { ...german, 'builder.save': 'Save' };
    expect(checkCatalogue('de-DE', sameWord, english, [...sameInGerman, 'builder.save'])).toEqual(
      [],
    );
  });

  it('does not count a message without words (symbols, digits, arguments) as untranslated', () => {
    const bare = { 'builder.zoom': '{percent} %', 'dashboard.separator': ' · ' };
    expect(checkCatalogue('ja-JP', bare, bare)).toEqual([]);
  });
});

describe('argumentsOf', () => {
  it('names each argument with its kind, including those inside plurals and tags', () => {
    expect(
      argumentsOf('{count, plural, one {<b>{name}</b>} other {{count, number} {when, date}}}'),
    ).toEqual(['b:tag', 'count:number', 'count:plural', 'name:argument', 'when:date']);
  });
});
