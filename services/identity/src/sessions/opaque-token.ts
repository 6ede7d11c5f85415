import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a link: 256 bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored instead of the token. A fast hash is enough here: the token
 * has 256 random bits, so there is nothing to guess, only a leak to survive.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
