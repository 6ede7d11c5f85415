import { ConfigError, loadConfig } from '@vitae/service-kit';

import { identityConfigSchema } from '../../src/config';
import { ssoSettingsOf } from '../../src/sso/sso-settings';

const settingsFor = (env: Record<string, string>) =>
  ssoSettingsOf(loadConfig(identityConfigSchema, env));

describe('single sign-on settings', () => {
  it('has none without a public SSO client', () => {
    expect(settingsFor({})).toBeNull();
    expect(settingsFor({ OIDC_ISSUER: 'https://sso.example.org/realms/vitae' })).toBeNull();
  });

  it("reads Keycloak's base URL and realm from a /realms/<realm> issuer", () => {
    expect(
      settingsFor({
        OIDC_ISSUER: 'https://sso.example.org/auth/realms/Acme%20Corp',
        OIDC_SSO_CLIENT_ID: 'vitae-web',
      }),
    ).toEqual({
      issuer: 'https://sso.example.org/auth/realms/Acme%20Corp',
      clientId: 'vitae-web',
      keycloakUrl: 'https://sso.example.org/auth',
      realm: 'Acme Corp',
    });
  });

  it('leaves keycloakUrl and realm empty for any other issuer', () => {
    expect(
      settingsFor({ OIDC_ISSUER: 'https://login.example.org/', OIDC_SSO_CLIENT_ID: 'web' }),
    ).toEqual({
      issuer: 'https://login.example.org/',
      clientId: 'web',
      keycloakUrl: null,
      realm: null,
    });
  });

  it('refuses an SSO client without an issuer at start', () => {
    expect(() => loadConfig(identityConfigSchema, { OIDC_SSO_CLIENT_ID: 'vitae-web' })).toThrow(
      ConfigError,
    );
  });
});
