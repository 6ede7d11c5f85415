import { isCuid } from '@paralleldrive/cuid2';

import { newId } from '../src';

describe('newId', () => {
  it('makes ids in the shape of a cuid2: a lowercase letter and 23 base-36 characters', () => {
    for (let run = 0; run < 200; run += 1) {
      const id = newId();
      expect(id).toMatch(/^[a-z][0-9a-z]{23}$/);
      expect(isCuid(id)).toBe(true);
    }
  });

  it('never repeats an id, and uses every character about as often', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    const counts = new Map<string, number>();
    for (const character of ids.map((id) => id.slice(1)).join('')) {
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    // 115,000 characters over 36: about 3,194 each; a biased draw strays far more than 15 %.
    expect(counts.size).toBe(36);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(3_194 * 0.85);
      expect(count).toBeLessThan(3_194 * 1.15);
    }
  });
});
