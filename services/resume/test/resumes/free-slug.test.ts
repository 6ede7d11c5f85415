import { firstFreeSlug } from '../../src/resumes/free-slug';

describe('firstFreeSlug', () => {
  it('keeps the slug when it is free', () => {
    expect(firstFreeSlug('cv-copy', new Set(['cv']))).toBe('cv-copy');
  });

  it('adds the first free number when it is taken', () => {
    expect(firstFreeSlug('cv-copy', new Set(['cv-copy', 'cv-copy-2', 'cv-copy-4']))).toBe(
      'cv-copy-3',
    );
  });
});
