import { errors, jwtVerify } from 'jose';

import { IdentityError } from '../errors';
import { type OAuthProfile, profileFromClaims } from '../oauth/oauth-client';
import { type DiscoveredIssuer } from '../oauth/oidc-discovery';
import { type SsoSettings } from './sso-settings';

/** Asymmetric signatures only: `none` and HS* (a key the verifier would share) are refused. */
export const ssoAlgorithms = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Header types of an access token: RFC 9068's, and plain JWT (Keycloak marks its tokens in `typ` instead). */
const accessTokenHeaderTypes = new Set(['jwt', 'at+jwt', 'application/at+jwt']);

/** Longer than any access token a realm issues; not worth parsing. */
const maxTokenLength = 16_384;

/** A verified realm access token: who it names, and what makes it usable once. */
export type VerifiedSsoToken = { profile: OAuthProfile; tokenId: string; expiresAt: Date };

function refused(): IdentityError {
  return new IdentityError(
    'UNAUTHENTICATED',
    'The sign-on token is invalid, expired or meant for another application.',
    { reason: 'invalid_token' },
  );
}

/**
 * Checks an access token of the realm: its signature against the issuer's
 * JWKS with an asymmetric algorithm, the issuer, the expiry, and that it was
 * issued to the SSO client (`aud` contains it, or `azp` is it). Anything else
 * is UNAUTHENTICATED; an issuer that cannot be reached is a server failure.
 */
export function createSsoTokenVerifier(
  settings: SsoSettings,
  discover: () => Promise<DiscoveredIssuer>,
) {
  return async function verify(token: string): Promise<VerifiedSsoToken> {
    if (token.length > maxTokenLength) {
      throw refused();
    }
    const { document, keys } = await discover();
    const verified = await jwtVerify(token, keys, {
      issuer: document.issuer,
      algorithms: ssoAlgorithms,
      requiredClaims: ['exp', 'sub', 'jti'],
    }).catch((error: unknown) => {
      // A key set that cannot be fetched is the server's problem, not the token's.
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw refused();
      }
      throw error;
    });
    const { payload, protectedHeader } = verified;
    const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
    const forThisClient =
      audiences.includes(settings.clientId) || payload.azp === settings.clientId;
    // Keycloak's ID and refresh tokens carry typ "ID" and "Refresh"; only an access token opens a session.
    const isAccessToken =
      (protectedHeader.typ === undefined ||
        accessTokenHeaderTypes.has(protectedHeader.typ.toLowerCase())) &&
      (payload.typ === undefined || payload.typ === 'Bearer');
    if (!forThisClient || !isAccessToken || typeof payload.jti !== 'string') {
      throw refused();
    }
    return {
      profile: profileFromClaims(payload.sub!, payload),
      tokenId: payload.jti,
      expiresAt: new Date(payload.exp! * 1000),
    };
  };
}

export type SsoTokenVerifier = ReturnType<typeof createSsoTokenVerifier>;
