import { createHmac, randomBytes } from 'node:crypto';

import { apiKeyPattern, apiKeyPrefixLength } from '@vitae/schema';

/** A new key: `vitae_` and 256 random bits, URL-safe (docs/api.md). */
export function newApiKeySecret(): string {
  return `vitae_${randomBytes(32).toString('base64url')}`;
}

/** Whether `text` has the shape of a key at all; anything else is refused without a lookup. */
export function isApiKeyShaped(text: string): boolean {
  return apiKeyPattern.test(text);
}

/** What is shown of a key once it is made: enough to tell keys apart, nothing to use. */
export function apiKeyPrefix(secret: string): string {
  return secret.slice(0, apiKeyPrefixLength);
}

/**
 * What is stored instead of the key: HMAC-SHA-256 under `pepper`. A fast hash
 * is enough (docs/auth.md#personal-api-keys): the secret has 256 random bits,
 * so no guess can be checked against a leaked hash, and the lookup by hash
 * costs one index probe per request.
 */
export function hashApiKey(secret: string, pepper: string): string {
  return createHmac('sha256', pepper).update(secret, 'utf8').digest('hex');
}
