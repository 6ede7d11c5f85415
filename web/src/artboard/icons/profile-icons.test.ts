import { profileIcon } from './profile-icons';

describe('profileIcon', () => {
  it('finds a bundled brand icon by its slug, whatever the case or spacing', () => {
    expect(profileIcon('github')?.title).toBe('GitHub');
    expect(profileIcon('Stack Overflow')?.title).toBe('Stack Overflow');
    expect(profileIcon('github')?.path).toMatch(/^M/);
  });

  it('draws Twitter with the X icon and has nothing for an unknown network', () => {
    expect(profileIcon('twitter')?.title).toBe('X');
    expect(profileIcon('myspace-of-the-future')).toBeUndefined();
  });
});
