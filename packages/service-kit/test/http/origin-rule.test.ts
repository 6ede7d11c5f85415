import { isOwnOrigin, originRuleOf } from '../../src';

const production = { publicUrl: 'https://vitae.example.org/', production: true };
const development = { publicUrl: 'http://localhost:3000', production: false };

describe('the origin rule', () => {
  it("lets the app's own origin and requests without Origin change state", () => {
    expect(isOwnOrigin('https://vitae.example.org', production)).toBe(true);
    expect(isOwnOrigin(undefined, production)).toBe(true);
    expect(isOwnOrigin('http://localhost:3000', development)).toBe(true);
  });

  it('refuses other sites, sibling hosts, other schemes and ports, and opaque origins', () => {
    for (const origin of [
      'https://evil.example',
      'https://vitae.example.org.evil.example',
      'https://app.vitae.example.org',
      'http://vitae.example.org',
      'https://vitae.example.org:8443',
      'null',
      '',
      'not a url',
    ]) {
      expect([origin, isOwnOrigin(origin, production)]).toEqual([origin, false]);
    }
  });

  it('accepts loopback origins (the web dev server) outside production only', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']) {
      expect([origin, isOwnOrigin(origin, development)]).toEqual([origin, true]);
      expect([origin, isOwnOrigin(origin, production)]).toEqual([origin, false]);
    }
  });

  it("reads the rule from a service's configuration", () => {
    expect(
      originRuleOf({ PUBLIC_URL: 'https://vitae.example.org', NODE_ENV: 'production' }),
    ).toEqual({
      publicUrl: 'https://vitae.example.org',
      production: true,
    });
    expect(originRuleOf({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'test' }).production).toBe(
      false,
    );
  });
});
