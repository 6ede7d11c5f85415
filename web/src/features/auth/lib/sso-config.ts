import { api } from '../../../lib/api/client';

/** The realm keycloak-js signs in to, as `GET /api/auth/config` describes it. */
export type SsoConfig = {
  issuer: string;
  clientId: string;
  /** Keycloak's base URL and realm, when the issuer is a Keycloak realm; null otherwise. */
  keycloakUrl: string | null;
  realm: string | null;
};

/** `GET /api/auth/config`: how people can sign in here. */
export type AuthConfig = {
  providers: string[];
  signupsDisabled: boolean;
  sso: SsoConfig | null;
};

/** What keycloak-js is constructed with: a Keycloak realm, or any OpenID Connect issuer. */
export type KeycloakSetup =
  { url: string; realm: string; clientId: string } | { oidcProvider: string; clientId: string };

let loading: Promise<AuthConfig> | null = null;

/** The server's sign-in configuration, asked once per page load (a failed ask is tried again). */
export function fetchAuthConfig(): Promise<AuthConfig> {
  loading ??= api<AuthConfig>('/auth/config').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** keycloak-js's configuration for the realm: Keycloak's own endpoints, else discovery. */
export function keycloakSetupOf(sso: SsoConfig): KeycloakSetup {
  if (sso.keycloakUrl && sso.realm) {
    return { url: sso.keycloakUrl, realm: sso.realm, clientId: sso.clientId };
  }
  return { oidcProvider: sso.issuer, clientId: sso.clientId };
}
