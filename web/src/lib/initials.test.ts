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

describe('initials of a name with emoji or joined characters', () => {
  it('keeps an emoji whole, at the end or at the start of a name', () => {
    expect(initials('Lin 🚀')).toBe('L🚀');
    expect(initials('🚀 Lin')).toBe('🚀L');
    expect(initials('🚀Lin Wu')).toBe('🚀W');
    expect(initials('Lin 🚀')).not.toContain('\uFFFD');
  });

  it('keeps joined emoji, flags and combining accents as one character', () => {
    expect(initials('👩‍💻 Ada')).toBe('👩‍💻A');
    expect(initials('Mina 🇸🇪')).toBe('M🇸🇪');
    expect(initials('e\u0301mile zola')).toBe('E\u0301Z');
  });
});
