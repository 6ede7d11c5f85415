import { type IdentityConfig } from '../config';

/** What the web app needs to run keycloak-js against the realm; nothing in it is secret. */
export type SsoSettings = {
  issuer: string;
  clientId: string;
  /** Keycloak's base URL, when the issuer has Keycloak's `<base>/realms/<realm>` shape. */
  keycloakUrl: string | null;
  realm: string | null;
};

const keycloakIssuer = /^(https?:\/\/.+?)\/realms\/([^/?#]+)\/?$/;

/** The single sign-on settings, or null when the deployment has no SSO client. */
export function ssoSettingsOf(config: IdentityConfig): SsoSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_SSO_CLIENT_ID) {
    return null;
  }
  const keycloak = keycloakIssuer.exec(config.OIDC_ISSUER);
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_SSO_CLIENT_ID,
    keycloakUrl: keycloak ? keycloak[1] : null,
    realm: keycloak ? decodeURIComponent(keycloak[2]) : null,
  };
}
