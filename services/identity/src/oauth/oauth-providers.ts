import { type IdentityConfig } from '../config';

/** The providers a browser can be sent to. */
export const oauthProviderNames = ['github', 'google', 'oidc'] as const;
export type OAuthProviderName = (typeof oauthProviderNames)[number];

/** An OpenID Connect issuer, found through discovery (Google, Keycloak, any other). */
export type OidcProvider = {
  kind: 'oidc';
  name: OAuthProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/** GitHub: OAuth 2 with fixed endpoints and its REST API for the profile. */
export type GithubProvider = {
  kind: 'github';
  name: 'github';
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
};

export type OAuthProvider = OidcProvider | GithubProvider;

/** The providers this deployment is configured for. */
export function oauthProvidersOf(
  config: IdentityConfig,
): Partial<Record<OAuthProviderName, OAuthProvider>> {
  const providers: Partial<Record<OAuthProviderName, OAuthProvider>> = {};
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    providers.github = {
      kind: 'github',
      name: 'github',
      authorizeUrl: config.GITHUB_AUTHORIZE_URL,
      tokenUrl: config.GITHUB_TOKEN_URL,
      apiUrl: config.GITHUB_API_URL,
      clientId: config.GITHUB_CLIENT_ID,
      clientSecret: config.GITHUB_CLIENT_SECRET,
    };
  }
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.google = {
      kind: 'oidc',
      name: 'google',
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    };
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    providers.oidc = {
      kind: 'oidc',
      name: 'oidc',
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
    };
  }
  return providers;
}
