import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

import { OAuthFailure } from './oauth-failure';

/** The parts of an issuer's discovery document identity uses. */
export type OidcDiscoveryDocument = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
};

/** An issuer as discovered: its document and its signing keys (fetched again on an unknown kid). */
export type DiscoveredIssuer = { document: OidcDiscoveryDocument; keys: JWTVerifyGetKey };

/**
 * Reads `<issuer>/.well-known/openid-configuration` on first use and keeps it;
 * a failed discovery is tried again on the next call. The document must name
 * the configured issuer exactly, or every token it vouches for would be
 * checked against the wrong one.
 */
export function oidcDiscovery(issuer: string): () => Promise<DiscoveredIssuer> {
  let discovered: Promise<DiscoveredIssuer> | undefined;
  return () => {
    discovered ??= fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        if (!response.ok) {
          throw new OAuthFailure('discovery_failed');
        }
        const document = (await response.json()) as OidcDiscoveryDocument;
        if (document.issuer !== issuer) {
          throw new OAuthFailure('issuer_mismatch');
        }
        return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
}
