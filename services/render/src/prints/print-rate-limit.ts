import { RenderError } from '../render.errors';

/** Options of {@link printRateLimit}. */
export type PrintRateLimitOptions = {
  /** Uncached prints one account may ask for per window (RENDER_PRINTS_PER_MINUTE). */
  max: number;
  /** The window's length (a minute). */
  windowMs?: number;
  now?: () => number;
};

/** Accounts whose windows are kept before ended ones are swept. */
const sweepAbove = 10_000;

/** A ceiling on the uncached prints each account asks for. */
export type PrintRateLimit = {
  /**
   * Counts one uncached print asked for by `account`; throws
   * TOO_MANY_REQUESTS (429) with `details.retryAfterSeconds`, the seconds
   * until the account's window ends, once the account is past the ceiling.
   */
  take(account: string): void;
  /**
   * Throws the same TOO_MANY_REQUESTS, without counting, when `account` was
   * refused already in its current window: asked before anything is read, so
   * a flood of requests that will be refused costs almost nothing.
   */
  check(account: string): void;
};

/**
 * Fixed windows per account, in this process's memory (docs/render.md, "Fair
 * printing"): at most `max` uncached prints a minute. A request answered from
 * a stored file is never counted; once an account was refused, its
 * signed-in requests (stored files too) are refused before anything is read,
 * until its window ends.
 */
export function printRateLimit({
  max,
  windowMs = 60_000,
  now = Date.now,
}: PrintRateLimitOptions): PrintRateLimit {
  const windows = new Map<string, { started: number; count: number }>();
  const refusal = (account: string, window: { started: number; count: number }, at: number) =>
    new RenderError(
      'TOO_MANY_REQUESTS',
      new Error(`${account} asked for ${window.count} uncached prints`),
      { retryAfterSeconds: Math.max(1, Math.ceil((window.started + windowMs - at) / 1000)) },
    );
  return {
    check(account) {
      const at = now();
      const window = windows.get(account);
      if (window && window.started + windowMs > at && window.count > max) {
        throw refusal(account, window, at);
      }
    },
    take(account) {
      const at = now();
      let window = windows.get(account);
      if (!window || window.started + windowMs <= at) {
        if (windows.size >= sweepAbove) {
          for (const [key, old] of windows) {
            if (old.started + windowMs <= at) {
              windows.delete(key);
            }
          }
        }
        window = { started: at, count: 0 };
        windows.set(account, window);
      }
      window.count += 1;
      if (window.count > max) {
        throw refusal(account, window, at);
      }
    },
  };
}
