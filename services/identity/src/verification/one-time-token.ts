import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaque-token';

/** How long a mailed link works. */
export const oneTimeTokenTtlSeconds = { verification: 24 * 3600, reset: 3600 } as const;

/** A fresh single-use token: the token goes into the mail, only its hash and expiry are stored. */
export function newOneTimeToken(ttlSeconds: number): {
  token: string;
  hash: string;
  expiresAt: Date;
} {
  const token = newOpaqueToken();
  return {
    token,
    hash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  };
}

/** Whether a stored token is still usable. */
export function isUnexpired(expiresAt: Date | null): boolean {
  return expiresAt !== null && expiresAt.getTime() > Date.now();
}
