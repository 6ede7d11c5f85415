import { createHash } from 'node:crypto';

import { IdentityError } from '../errors';
import { type RateLimitRepository } from './rate-limit.repository';

/** A ceiling: at most `max` attempts per `windowSeconds`. */
export type Limit = { max: number; windowSeconds: number };

/** The guarded actions and their ceilings per client address and per account (QUALITY 14). */
export const rateLimits = {
  login: { ip: { max: 30, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
  register: { ip: { max: 10, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  forgotPassword: {
    ip: { max: 10, windowSeconds: 3600 },
    account: { max: 3, windowSeconds: 3600 },
  },
  twoFactorCode: { ip: { max: 30, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
  backupCode: { ip: { max: 30, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
} as const satisfies Record<string, { ip: Limit; account: Limit }>;

export type RateLimitedAction = keyof typeof rateLimits;

/** A fixed-length stand-in for an identifier a caller sent. */
function digest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url');
}

/**
 * Fixed-window counters in Postgres, so every replica counts against the same
 * ceiling. One upsert per check: a window that has run out starts again at 1.
 * `scale` multiplies every ceiling (RATE_LIMIT_SCALE); none drops below 1.
 */
export function createRateLimiter(counters: RateLimitRepository, scale: number) {
  async function hit(key: string, limit: Limit): Promise<boolean> {
    const hits = await counters.hit(key, limit.windowSeconds);
    return hits <= Math.max(1, Math.floor(limit.max * scale));
  }

  return {
    /**
     * Counts one attempt of `action` from `ip` and, when known, against
     * `account` (a user id or a normalised identifier); refuses with
     * TOO_MANY_REQUESTS once either ceiling is passed.
     */
    async check(action: RateLimitedAction, ip: string, account?: string): Promise<void> {
      const limits = rateLimits[action];
      const ipAllowed = await hit(`${action}:ip:${ip}`, limits.ip);
      // The account as a digest: what a caller typed (a NUL, which Postgres text
      // cannot hold; half a million characters, which no index row can) is never a key.
      const accountAllowed = account
        ? await hit(`${action}:account:${digest(account)}`, limits.account)
        : true;
      if (!ipAllowed || !accountAllowed) {
        throw new IdentityError('TOO_MANY_REQUESTS', undefined, {
          retryAfterSeconds: (ipAllowed ? limits.account : limits.ip).windowSeconds,
        });
      }
    },

    /** Drops windows that ended long ago, so the table stays small. */
    async prune(): Promise<void> {
      await counters.deleteStale();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
