import { publicResumeAddress } from './public-path';

describe('publicResumeAddress', () => {
  it('reads the username and slug of /{username}/{slug}', () => {
    expect(publicResumeAddress('/ada/software-engineer')).toEqual({
      username: 'ada',
      slug: 'software-engineer',
    });
    expect(publicResumeAddress('/ada/cv/')).toEqual({ username: 'ada', slug: 'cv' });
    expect(publicResumeAddress('/j%C3%BCrgen/lebenslauf')).toEqual({
      username: 'jürgen',
      slug: 'lebenslauf',
    });
  });

  it('leaves the app routes and the server paths to the app', () => {
    for (const path of [
      '/',
      '/auth/login',
      '/dashboard/resumes',
      '/Dashboard/settings',
      '/builder/42',
      '/artboard/preview',
      '/api/user',
      '/assets/main.js',
      '/templates/jpg',
      '/ada',
      '/ada/cv/extra',
      '//cv',
      '/ada/%E0%A4%A',
    ]) {
      expect(publicResumeAddress(path)).toBeNull();
    }
  });
});
