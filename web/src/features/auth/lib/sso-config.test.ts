import { keycloakSetupOf } from './sso-config';

describe('keycloak-js setup from /api/auth/config', () => {
  it("uses Keycloak's own endpoints for a realm", () => {
    expect(
      keycloakSetupOf({
        issuer: 'https://sso.example.org/realms/acme',
        clientId: 'vitae-web',
        keycloakUrl: 'https://sso.example.org',
        realm: 'acme',
      }),
    ).toEqual({ url: 'https://sso.example.org', realm: 'acme', clientId: 'vitae-web' });
  });

  it('uses discovery for any other OpenID Connect issuer', () => {
    expect(
      keycloakSetupOf({
        issuer: 'https://login.example.org',
        clientId: 'vitae-web',
        keycloakUrl: null,
        realm: null,
      }),
    ).toEqual({ oidcProvider: 'https://login.example.org', clientId: 'vitae-web' });
  });
});
