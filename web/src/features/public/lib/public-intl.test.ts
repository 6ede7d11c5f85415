import { defineMessages, translator } from './public-intl';

const messages = defineMessages({
  builtWith: { id: 'test.builtWith', defaultMessage: 'Built with {product}' },
});

describe('the public page translator', () => {
  it('fills the values into the English text when the catalogue has no translation', () => {
    expect(translator({})(messages.builtWith, { product: 'Vitae' })).toBe('Built with Vitae');
  });

  it('uses the catalogue’s translation when there is one', () => {
    const t = translator({ 'test.builtWith': 'Erstellt mit {product}' });
    expect(t(messages.builtWith, { product: 'Vitae' })).toBe('Erstellt mit Vitae');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translator({})(messages.builtWith)).toBe('Built with {product}');
  });
});
