import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('grace hopper')).toBe('GH');
  });

  it('shows one letter for a one-word name and nothing for an empty one', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('   ')).toBe('');
  });

  it('ignores extra spaces and keeps letters outside ASCII whole', () => {
    expect(initials('  Émile   Zola ')).toBe('ÉZ');
    expect(initials('Øystein Ødegaard')).toBe('ØØ');
  });
});
