import { readViewMode, storeViewMode, viewModeStorageKey } from './view-mode';

describe('the remembered view mode', () => {
  beforeEach(() => localStorage.clear());

  it('is grid until list is chosen, and remembers the choice', () => {
    expect(readViewMode(localStorage)).toBe('grid');
    storeViewMode(localStorage, 'list');
    expect(localStorage.getItem(viewModeStorageKey)).toBe('list');
    expect(readViewMode(localStorage)).toBe('list');
    storeViewMode(localStorage, 'grid');
    expect(readViewMode(localStorage)).toBe('grid');
  });

  it('falls back to grid when storage is refused or holds nonsense', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readViewMode(refusing)).toBe('grid');
    expect(() => storeViewMode(refusing, 'list')).not.toThrow();
    localStorage.setItem(viewModeStorageKey, 'table');
    expect(readViewMode(localStorage)).toBe('grid');
  });
});
