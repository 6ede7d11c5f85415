import { resumeLink } from './copy-link';

describe('the share link', () => {
  it('is {origin}/{username}/{slug}', () => {
    expect(resumeLink('https://vitae.example', 'grace.hopper', 'navy-engineer')).toBe(
      'https://vitae.example/grace.hopper/navy-engineer',
    );
  });
});
