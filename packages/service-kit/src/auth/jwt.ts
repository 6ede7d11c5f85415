import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

import { DomainError } from '../errors';
import { type RevocationList } from './revocations';

/** The claims of a Vitae access token, as identity signs them. */
export type AccessClaims = { sub: string; scopes: string[]; sid?: string } & JWTPayload;

/** Why an access token was refused: `revoked` when its session has ended (logout and the like). */
export type InvalidAccessTokenReason = 'expired' | 'invalid' | 'revoked';

/** An access token that is missing a claim, expired, badly signed or meant for someone else. */
export class InvalidAccessTokenError extends DomainError<'InvalidAccessToken'> {
  constructor(
    readonly reason: InvalidAccessTokenReason,
    message: string,
  ) {
    super('InvalidAccessToken', message);
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
  /**
   * How many verified tokens to remember, so a repeated token skips the
   * signature check (see {@link createJwtVerifier}); 10 000 by default, 0 turns
   * the memo off.
   */
  memoSize?: number;
  /**
   * Sessions that ended (logout, password change, ...): a token whose `sid` is
   * listed is refused as `revoked`, memoized or not. Filled from identity's
   * `SessionsRevoked` events by `followRevocations`.
   */
  revocations?: RevocationList;
};

/** Verifies access tokens against identity's JWKS. */
export type JwtVerifier = { verify(token: string): Promise<AccessClaims> };

/** Asymmetric algorithms only: a verifier must never accept an HMAC or `none` token. */
const algorithms = ['EdDSA', 'ES256', 'ES384', 'RS256', 'PS256'];

/** A verified token's claims and until when the memo may hand them out again. */
type MemoEntry = {
  claims: AccessClaims;
  /** `(exp + clockTolerance) * 1000`: from then on the token is expired, exactly as jose would judge it. */
  expiresAt: number;
  /** When it was verified plus `cacheMaxAgeMs`: from then on the token is verified again from scratch. */
  trustedUntil: number;
};

/**
 * Creates a verifier over jose's remote JWKS, which caches the key set and
 * refetches it when a token names a `kid` it does not hold (cooldown permitting).
 * `verify` checks signature, issuer, audience, expiry and the claim shapes.
 *
 * Verified tokens are memoized. Every request carries the caller's access token
 * (usually the same cookie, many times a minute), and checking its signature is
 * an ECDSA verify on the libuv threadpool, which showed up as CPU per request.
 * The memo is keyed by the exact token string and holds the claims of tokens
 * that passed every check; refusals are never memoized, so a bad or tampered
 * token (any other string) always gets the full check. A memoized token is
 * handed out again only while both hold:
 *
 * - `now < (exp + clockToleranceSeconds) * 1000`, jose's own expiry rule. Past
 *   it the entry is dropped and the token is refused as `expired`, as the full
 *   check would. (`nbf` needs no re-check: the token already passed it, and it
 *   stays passed as time goes on.)
 * - `now < verifiedAt + cacheMaxAgeMs`, the age up to which jose trusts a
 *   fetched key set. Past it the entry is dropped and the token is verified
 *   again from scratch, so a key identity stops publishing stops being trusted
 *   at most `cacheMaxAgeMs` after the last full check of a token it signed
 *   (the key set that check used may itself have been up to `cacheMaxAgeMs`
 *   old, so at most twice `cacheMaxAgeMs` after identity withdraws the key).
 *
 * The memo holds at most `memoSize` tokens and drops the least recently used
 * one to make room. Whether the token's session has ended is asked on every
 * call, memoized or not, of the in-memory `revocations` (no round trip): a
 * signed-out session's token is refused from the moment its revocation arrives,
 * not when it expires. Each call returns a fresh copy of the claims (with its own
 * `scopes` and `aud` arrays), so a caller that changes them cannot change what
 * later callers get.
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
  memoSize = 10_000,
  revocations,
}: JwtVerifierOptions): JwtVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    cooldownDuration: cooldownMs,
    cacheMaxAge: cacheMaxAgeMs,
    timeoutDuration: timeoutMs,
  });

  const memo = new Map<string, MemoEntry>();

  async function verifyFully(token: string): Promise<AccessClaims> {
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
        throw new InvalidAccessTokenError(
          'invalid',
          `The access token was refused (${error.code})`,
        );
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
  }

  function refuseEnded(claims: AccessClaims) {
    if (revocations?.isRevoked(claims)) {
      throw new InvalidAccessTokenError('revoked', 'The session has ended. Please sign in again.');
    }
  }

  return {
    async verify(token) {
      const now = Date.now();
      const memoized = memo.get(token);
      if (memoized) {
        memo.delete(token);
        if (now >= memoized.expiresAt) {
          throw new InvalidAccessTokenError('expired', 'The access token has expired');
        }
        if (now < memoized.trustedUntil) {
          memo.set(token, memoized); // re-inserted last: now the most recently used
          refuseEnded(memoized.claims);
          return copyClaims(memoized.claims);
        }
      }
      const claims = await verifyFully(token);
      if (memoSize > 0) {
        for (const oldest of memo.keys()) {
          if (memo.size < memoSize) {
            break;
          }
          memo.delete(oldest);
        }
        memo.set(token, {
          claims,
          expiresAt: (claims.exp! + clockToleranceSeconds) * 1000,
          trustedUntil: now + cacheMaxAgeMs,
        });
      }
      refuseEnded(claims);
      return copyClaims(claims);
    },
  };
}

function copyClaims(claims: AccessClaims): AccessClaims {
  return {
    ...claims,
    scopes: [...claims.scopes],
    ...(Array.isArray(claims.aud) && { aud: [...claims.aud] }),
  };
}
