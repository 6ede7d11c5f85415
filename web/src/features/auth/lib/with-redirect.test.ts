import { withRedirect } from './with-redirect';

describe('withRedirect', () => {
  it('carries the redirect parameter along, encoded', () => {
    expect(withRedirect('/auth/verify-otp', '/builder/1?x=1')).toBe(
      '/auth/verify-otp?redirect=%2Fbuilder%2F1%3Fx%3D1',
    );
    expect(withRedirect('/auth/verify-otp', null)).toBe('/auth/verify-otp');
  });
});
