import { createHash } from 'node:crypto';

import { IdentityError } from '../errors';
import { type RateLimitRepository } from './rate-limit.repository';

/** A ceiling: at most `max` attempts per `windowSeconds`. */
export type Limit = { max: number; windowSeconds: number };

/**
 * The guarded actions and their ceilings per client address and per account
 * (for the mail-sending actions, per recipient address too). `login` and
 * `reauthenticate` count failures only (see {@link createRateLimiter}'s `attempt`).
 */
export const rateLimits = {
  login: { ip: { max: 30, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
  /** A wrong current password where an account change asks for it. */
  reauthenticate: {
    ip: { max: 30, windowSeconds: 900 },
    account: { max: 10, windowSeconds: 900 },
  },
  /** An email change: per account and per new address, each a mail. */
  emailChange: {
    ip: { max: 20, windowSeconds: 3600 },
    account: { max: 5, windowSeconds: 3600 },
  },
  /** A verification mail sent again: per account and per address. */
  verificationResend: {
    ip: { max: 20, windowSeconds: 3600 },
    account: { max: 3, windowSeconds: 3600 },
  },
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

  const ipKey = (action: RateLimitedAction, ip: string) => `${action}:ip:${ip}`;
  // The account as a digest: what a caller typed (a NUL, which Postgres text
  // cannot hold; half a million characters, which no index row can) is never a key.
  const accountKey = (action: RateLimitedAction, account: string) =>
    `${action}:account:${digest(account)}`;

  /**
   * Counts one attempt of `action` from `ip` and against each of `accounts`
   * (a user id, a normalised identifier, a recipient address); refuses with
   * TOO_MANY_REQUESTS once any ceiling is passed.
   */
  async function check(
    action: RateLimitedAction,
    ip: string,
    ...accounts: (string | undefined)[]
  ): Promise<void> {
    const limits = rateLimits[action];
    const ipAllowed = await hit(ipKey(action, ip), limits.ip);
    let accountsAllowed = true;
    for (const account of accounts) {
      if (account && !(await hit(accountKey(action, account), limits.account))) {
        accountsAllowed = false;
      }
    }
    if (!ipAllowed || !accountsAllowed) {
      throw new IdentityError('TOO_MANY_REQUESTS', undefined, {
        retryAfterSeconds: (ipAllowed ? limits.account : limits.ip).windowSeconds,
      });
    }
  }

  return {
    check,

    /**
     * Counts one hit against a single ceiling of its own (a personal API key's
     * requests per minute), unscaled: `scale` is for addresses many people
     * share, and this counts one key. Refuses with TOO_MANY_REQUESTS past it.
     */
    async checkOne(key: string, limit: Limit): Promise<void> {
      if ((await counters.hit(key, limit.windowSeconds)) > limit.max) {
        throw new IdentityError('TOO_MANY_REQUESTS', 'Too many requests with this API key.', {
          retryAfterSeconds: limit.windowSeconds,
        });
      }
    },

    /**
     * An attempt that counts only if it fails (a password checked): it is
     * counted at once, so guesses sent together cannot pass the ceiling, and
     * `succeeded()` takes it back: the address's hit is undone and the
     * account's count starts over.
     */
    async attempt(
      action: RateLimitedAction,
      ip: string,
      account: string,
    ): Promise<{ succeeded(): Promise<void> }> {
      await check(action, ip, account);
      return {
        async succeeded() {
          await counters.unhit(ipKey(action, ip));
          await counters.forget(accountKey(action, account));
        },
      };
    },

    /** Drops windows that ended long ago, so the table stays small. */
    async prune(): Promise<void> {
      await counters.deleteStale();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
