import { randomTitle } from './random-title';

describe('randomTitle', () => {
  it('is three capitalised words', () => {
    for (let run = 0; run < 50; run += 1) {
      const words = randomTitle().split(' ');
      expect(words).toHaveLength(3);
      for (const word of words) {
        expect(word).toMatch(/^[A-Z][a-z]+$/);
      }
    }
  });

  it('draws each word from the random source, even at its edges', () => {
    expect(randomTitle(() => 0)).toBe('Amber Azure Anchor');
    expect(randomTitle(() => 0.999999)).toBe('Wise Violet Willow');
  });

  it('varies from one roll to the next', () => {
    const titles = new Set(Array.from({ length: 20 }, () => randomTitle()));
    expect(titles.size).toBeGreaterThan(1);
  });
});
