import type Keycloak from 'keycloak-js';

import { keycloakSetupOf, type SsoConfig } from './sso-config';

/** The static page the silent check's iframe lands on (web/public/silent-check-sso.html). */
export const silentCheckPath = '/silent-check-sso.html';

/**
 * A fresh keycloak-js instance (one can be initialised only once). keycloak-js
 * is imported here and only here, on demand, so a page without single sign-on
 * never downloads it.
 */
async function keycloakFor(sso: SsoConfig): Promise<Keycloak> {
  const { default: KeycloakClient } = await import('keycloak-js');
  return new KeycloakClient(keycloakSetupOf(sso));
}

const commonInit = { pkceMethod: 'S256', checkLoginIframe: false } as const;

/**
 * Asks the realm, without a visible redirect, whether the person is signed in
 * there (keycloak-js `check-sso` in a hidden iframe, PKCE S256), or finishes
 * the redirect back from {@link signInAtRealm}. Returns the realm's access
 * token, or null; keycloak-js's copies of every token are cleared before
 * returning, so the caller holds the only one, for the one exchange.
 */
export async function takeRealmAccessToken(sso: SsoConfig): Promise<string | null> {
  const keycloak = await keycloakFor(sso);
  const authenticated = await keycloak.init({
    ...commonInit,
    onLoad: 'check-sso',
    silentCheckSsoRedirectUri: `${window.location.origin}${silentCheckPath}`,
  });
  const token = authenticated ? (keycloak.token ?? null) : null;
  keycloak.clearToken();
  return token;
}

/** Sends the browser to the realm's sign-in page; it comes back to `returnTo`. */
export async function signInAtRealm(sso: SsoConfig, returnTo: string): Promise<void> {
  const keycloak = await keycloakFor(sso);
  await keycloak.init(commonInit);
  await keycloak.login({ redirectUri: returnTo });
}

/**
 * Ends the realm's session: the browser goes to the realm's logout (Keycloak's,
 * or the issuer's end_session_endpoint) and comes back to `returnTo`. No ID
 * token was kept, so a Keycloak realm may ask the person to confirm.
 */
export async function endRealmSession(sso: SsoConfig, returnTo: string): Promise<void> {
  const keycloak = await keycloakFor(sso);
  await keycloak.init(commonInit);
  await keycloak.logout({ redirectUri: returnTo });
}
