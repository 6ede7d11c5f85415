/** Sign-in sessions that ended, as identity announces them (`SessionsRevoked`). */
export type SessionRevocation = {
  /** The `sid` claims whose tokens must be refused from now on. */
  sessionIds: readonly string[];
  /** Epoch milliseconds after which no token of these sessions can still be valid. */
  expiresAt: number;
};

/**
 * The ended sessions one process knows of, held in memory so that checking a
 * token against them is a map lookup, not a round trip. Filled by
 * {@link followRevocations} (and by identity itself as it ends sessions).
 */
export type RevocationList = {
  add(revocation: SessionRevocation): void;
  /** Whether the token's session has ended; a token without `sid` names no session. */
  isRevoked(claims: { sid?: unknown }): boolean;
  /** Sessions held now (expired ones may linger until the next sweep). */
  readonly size: number;
};

/** Options for {@link createRevocationList}. */
export type RevocationListOptions = {
  /**
   * Kept this much longer than `expiresAt`, the verifier's clock tolerance:
   * a token is accepted up to that long after its `exp`. 5 by default.
   */
  clockToleranceSeconds?: number;
  /** The clock, for tests. */
  now?: () => number;
};

/** How often expired entries are swept out, at most. */
const sweepEveryMs = 60_000;

/**
 * An in-memory list of ended sessions. An entry is dropped once every token it
 * covers has expired (its `expiresAt` plus the clock tolerance), so the list
 * holds roughly the sessions ended during the last access-token lifetime.
 */
export function createRevocationList({
  clockToleranceSeconds = 5,
  now = Date.now,
}: RevocationListOptions = {}): RevocationList {
  const tolerance = clockToleranceSeconds * 1000;
  /** sid -> until when its tokens are refused (epoch ms, tolerance included). */
  const ended = new Map<string, number>();
  let lastSweep = now();

  function sweep(at: number) {
    lastSweep = at;
    for (const [sessionId, until] of ended) {
      if (until <= at) {
        ended.delete(sessionId);
      }
    }
  }

  return {
    add({ sessionIds, expiresAt }) {
      const at = now();
      const until = expiresAt + tolerance;
      if (until > at) {
        for (const sessionId of sessionIds) {
          ended.set(sessionId, Math.max(until, ended.get(sessionId) ?? 0));
        }
      }
      if (at - lastSweep >= sweepEveryMs) {
        sweep(at);
      }
    },
    isRevoked({ sid }) {
      if (typeof sid !== 'string') {
        return false;
      }
      const until = ended.get(sid);
      if (until === undefined) {
        return false;
      }
      if (until <= now()) {
        // Every token of that session has expired by now; the expiry check refuses them.
        ended.delete(sid);
        return false;
      }
      return true;
    },
    get size() {
      return ended.size;
    },
  };
}
