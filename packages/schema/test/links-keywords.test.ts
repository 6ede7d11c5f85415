import { hrefSchema, normaliseTypedHref, sameKeyword, uniqueKeywords, withScheme } from '../src';
import { imported } from './import/helpers';

describe('a typed link (docs/product.md#resume-fields)', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['  example.com/me  ', 'https://example.com/me'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com/a', 'http://example.com/a'],
    ['', ''],
  ])('%j is kept as %j', (typed, stored) => {
    expect(normaliseTypedHref(typed)).toBe(stored);
    expect(hrefSchema.safeParse(normaliseTypedHref(typed)).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'ftp://example.com', 'my site', 'localhost', 'mailto:a@b.co'])(
    '%j is kept as typed, and the rule still refuses it',
    (typed) => {
      expect(normaliseTypedHref(typed)).toBe(typed);
      expect(hrefSchema.safeParse(typed).success).toBe(false);
    },
  );

  it('the rule alone does not add the scheme: the server still refuses a bare host', () => {
    expect(hrefSchema.safeParse('example.com').success).toBe(false);
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme('not a host')).toBeUndefined();
  });
});

describe('keywords that differ only in case (docs/product.md#item-fields)', () => {
  it('are one keyword; the first spelling stays', () => {
    expect(uniqueKeywords(['Trail running', 'trail running', 'TRAIL RUNNING', 'Go'])).toEqual([
      'Trail running',
      'Go',
    ]);
  });

  it('follow the language, and accents still tell two apart', () => {
    expect(sameKeyword('en-US')('Résumé', 'résumé')).toBe(true);
    expect(sameKeyword('en-US')('resume', 'résumé')).toBe(false);
    expect(sameKeyword('tr-TR')('İzmir', 'izmir')).toBe(true);
  });

  it('are kept once on import', () => {
    const { data } = imported(
      'json-resume-json',
      JSON.stringify({
        basics: { name: 'Mina' },
        interests: [{ name: 'Running', keywords: ['Trail running', 'trail running', 'Hills'] }],
      }),
    );
    expect(data.sections.interests.items[0].keywords).toEqual(['Trail running', 'Hills']);
  });
});
