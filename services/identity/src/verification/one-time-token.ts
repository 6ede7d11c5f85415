import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaque-token';

/** How long a mailed link works. */
export const oneTimeTokenTtlSeconds = {
  verification: 24 * 3600,
  reset: 3600,
  emailChange: 24 * 3600,
} as const;

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

/**
 * Whether a token mailed to `mailedTo` may prove `current`, the account's
 * address now: a token proves only the address it was sent to (docs/auth.md,
 * "Mailed links"). A token stored without its address proves nothing.
 */
export function provesAddress(mailedTo: string | null, current: string): boolean {
  return mailedTo !== null && mailedTo.toLowerCase() === current.toLowerCase();
}
