import { loginPathFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard/settings', '/dashboard/settings'],
    ['/builder/abc?tab=layout#top', '/builder/abc?tab=layout#top'],
    ['/ada/my-resume', '/ada/my-resume'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['https://evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['\\\\evil.example'],
    ['dashboard'],
    [''],
  ])('sends %j to /dashboard instead', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it('sends a missing value to /dashboard', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('carries the path and query of the protected page', () => {
    expect(loginPathFor('/dashboard/settings', '?tab=security')).toBe(
      '/auth/login?redirect=%2Fdashboard%2Fsettings%3Ftab%3Dsecurity',
    );
  });
});
