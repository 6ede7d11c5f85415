import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

import { DomainError } from '../errors';

/** The claims of a Vitae access token, as identity signs them. */
export type AccessClaims = { sub: string; scopes: string[]; sid?: string } & JWTPayload;

/** Why an access token was refused. */
export type InvalidAccessTokenReason = 'expired' | 'invalid';

/** An access token that is missing a claim, expired, badly signed or meant for someone else. */
export class InvalidAccessTokenError extends DomainError<'InvalidAccessToken'> {
  constructor(
    readonly reason: InvalidAccessTokenReason,
    message: string,
  ) {
    super('InvalidAccessToken', message, 401);
  }
}

/** Options for {@link createJwtVerifier}. */
export type JwtVerifierOptions = {
  /** Where identity publishes its public keys. */
  jwksUrl: string;
  issuer: string;
  audience: string;
  /**
   * The least time between two JWKS fetches. A token with an unknown `kid`
   * triggers a refetch (so key rotation works without a restart), but no more
   * often than this, so forged `kid`s cannot hammer identity. 30 s by default.
   */
  cooldownMs?: number;
  /** How long fetched keys are trusted before they are fetched again; 10 minutes by default. */
  cacheMaxAgeMs?: number;
  /** Timeout of one JWKS fetch; 5 s by default. */
  timeoutMs?: number;
  /** Tolerated clock difference between services, in seconds; 5 by default. */
  clockToleranceSeconds?: number;
};

/** Verifies access tokens against identity's JWKS. */
export type JwtVerifier = { verify(token: string): Promise<AccessClaims> };

/** Asymmetric algorithms only: a verifier must never accept an HMAC or `none` token. */
const algorithms = ['EdDSA', 'ES256', 'ES384', 'RS256', 'PS256'];

/**
 * Creates a verifier over jose's remote JWKS, which caches the key set and
 * refetches it when a token names a `kid` it does not hold (cooldown permitting).
 * `verify` checks signature, issuer, audience, expiry and the claim shapes.
 *
 * @throws InvalidAccessTokenError (`reason` expired or invalid) for any bad token.
 */
export function createJwtVerifier({
  jwksUrl,
  issuer,
  audience,
  cooldownMs = 30_000,
  cacheMaxAgeMs = 600_000,
  timeoutMs = 5000,
  clockToleranceSeconds = 5,
}: JwtVerifierOptions): JwtVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    cooldownDuration: cooldownMs,
    cacheMaxAge: cacheMaxAgeMs,
    timeoutDuration: timeoutMs,
  });

  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms,
          clockTolerance: clockToleranceSeconds,
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        if (error instanceof errors.JWKSTimeout) {
          // identity not answering is an outage, not the caller's fault; let it surface as one.
          throw error;
        }
        if (error instanceof errors.JWTExpired) {
          throw new InvalidAccessTokenError('expired', 'The access token has expired');
        }
        if (error instanceof errors.JOSEError) {
          throw new InvalidAccessTokenError('invalid', `The access token was refused (${error.code})`);
        }
        throw error;
      }
      const scopes = payload.scopes ?? [];
      if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
        throw new InvalidAccessTokenError('invalid', 'The access token has malformed scopes');
      }
      if (payload.sid !== undefined && typeof payload.sid !== 'string') {
        throw new InvalidAccessTokenError('invalid', 'The access token has a malformed session id');
      }
      return { ...payload, sub: payload.sub!, scopes } as AccessClaims;
    },
  };
}
