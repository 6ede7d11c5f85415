import { startTitleSlug, withSlug, withTitle } from './slug-field';

describe('the slug of the resume dialog', () => {
  it('follows the title as hyphenated lowercase', () => {
    let state = startTitleSlug('', '');
    state = withTitle(state, 'Senior Café Manager, 2024!');
    expect(state.slug).toBe('senior-cafe-manager-2024');
    state = withTitle(state, 'Senior Café Manager');
    expect(state.slug).toBe('senior-cafe-manager');
  });

  it('stops following once edited by hand', () => {
    let state = withTitle(startTitleSlug('', ''), 'Designer');
    state = withSlug(state, 'my-cv');
    state = withTitle(state, 'Lead Designer');
    expect(state).toEqual({ title: 'Lead Designer', slug: 'my-cv', slugFollowsTitle: false });
  });

  it('follows again after the slug is emptied', () => {
    let state = withSlug(withTitle(startTitleSlug('', ''), 'Designer'), 'mine');
    state = withSlug(state, '');
    expect(withTitle(state, 'Writer').slug).toBe('writer');
  });

  it('follows the title of a copy (" (Copy)" and "-copy")', () => {
    const state = startTitleSlug('Designer (Copy)', 'designer-copy');
    expect(state.slugFollowsTitle).toBe(true);
    expect(withTitle(state, 'Designer 2').slug).toBe('designer-2');
  });

  it('keeps a hand-made slug of an existing resume when it is renamed', () => {
    const state = startTitleSlug('Designer', 'portfolio');
    expect(withTitle(state, 'Lead Designer').slug).toBe('portfolio');
  });
});
