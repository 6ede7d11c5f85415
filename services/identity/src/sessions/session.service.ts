import { randomUUID } from 'node:crypto';

import { encodeEvent, SessionsRevokedSchema, subjects, timestampFromDate } from '@vitae/proto';
import { enqueueEvent } from '@vitae/service-kit';
import { type DataSource, type EntityManager } from 'typeorm';

import { IdentityError } from '../errors';
import { type KeyStore } from '../keys/key-store';
import { type SessionCookies } from './cookies';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { type SessionRepository } from './session.repository';

/** How long a login waiting for its second factor stays usable. */
export const pendingTokenTtlSeconds = 300;

/** Options for {@link createSessionService}. */
export type SessionServiceOptions = {
  dataSource: DataSource;
  sessions: SessionRepository;
  keys: KeyStore;
  audience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Called after a transaction that announced ended sessions committed, so the outbox goes out at once. */
  onEventQueued: () => void;
};

/** Slack for a token signed just after its session's revocation committed, and for clocks. */
const revocationMarginSeconds = 60;

/** The audience of a login that still owes its second factor; no other service accepts it. */
export function pendingAudience(audience: string): string {
  return `${audience}:2fa`;
}

/**
 * Sign-in sessions. A session is a family of refresh tokens: each refresh
 * uses up the presented token and hands out the next one, and a token
 * presented again after it was used revokes the whole family (docs/quality.md#case-16).
 *
 * Every session that ends is announced (`SessionsRevoked`, through the outbox
 * in the same transaction), so every service refuses its access tokens at once
 * instead of when they expire.
 */
export function createSessionService(options: SessionServiceOptions) {
  const { dataSource, sessions, keys } = options;

  /**
   * Signs the access token before any transaction opens: signing may load keys
   * through the pool, and the embedded database has one connection, which an
   * open transaction holds.
   */
  async function tokensFor(userId: string, sessionId: string) {
    return {
      accessToken: await keys.sign({ sub: userId, sid: sessionId, scopes: [] }),
      refreshToken: newOpaqueToken(),
    };
  }

  async function storeRefresh(manager: EntityManager, sessionId: string, refreshToken: string) {
    await sessions.addRefreshToken(
      {
        sessionId,
        tokenHash: hashOpaqueToken(refreshToken),
        expiresAt: new Date(Date.now() + options.refreshTokenTtlSeconds * 1000),
      },
      manager,
    );
  }

  function setCookies(
    cookies: SessionCookies,
    tokens: { accessToken: string; refreshToken: string },
  ) {
    cookies.setAccess(tokens.accessToken, options.accessTokenTtlSeconds);
    cookies.setRefresh(tokens.refreshToken, options.refreshTokenTtlSeconds);
  }

  /**
   * Revokes the session, or every session of the user, and announces the ones
   * that may still hold a valid access token: those whose last token was
   * handed out within the access-token lifetime (a pending login's too, as its
   * session gets its first token when the second factor is proved).
   */
  async function revoke(
    manager: EntityManager,
    which: { sessionId: string } | { userId: string },
    reason: string,
  ) {
    const revoked = await sessions.revoke(which, reason, manager);
    const now = Date.now();
    const liveSince =
      now -
      (options.accessTokenTtlSeconds + pendingTokenTtlSeconds + revocationMarginSeconds) * 1000;
    const ended = new Map<string, string[]>();
    for (const session of revoked) {
      if (session.lastUsedAt.getTime() >= liveSince) {
        ended.set(session.userId, [...(ended.get(session.userId) ?? []), session.id]);
      }
    }
    const expiresAt = new Date(
      now + (options.accessTokenTtlSeconds + revocationMarginSeconds) * 1000,
    );
    for (const [userId, sessionIds] of ended) {
      await enqueueEvent(manager, {
        subject: subjects.sessionsRevoked(),
        payload: encodeEvent(SessionsRevokedSchema, {
          userId,
          sessionIds,
          revokedAt: timestampFromDate(new Date(now)),
          expiresAt: timestampFromDate(expiresAt),
          reason,
        }),
      });
    }
  }

  return {
    /** Opens a session for a user who proved every factor, and sets both cookies. */
    async start(userId: string, cookies: SessionCookies): Promise<string> {
      const sessionId = randomUUID();
      const tokens = await tokensFor(userId, sessionId);
      await dataSource.transaction(async (manager) => {
        await sessions.insert({ id: sessionId, userId }, manager);
        await storeRefresh(manager, sessionId, tokens.refreshToken);
      });
      setCookies(cookies, tokens);
      return sessionId;
    },

    /** A login that still needs its second factor: a short token only the 2FA endpoints take. */
    async startPending(userId: string, cookies: SessionCookies): Promise<void> {
      const session = await sessions.create(userId);
      const token = await keys.sign(
        { sub: userId, sid: session.id, scopes: [] },
        { audience: pendingAudience(options.audience), ttlSeconds: pendingTokenTtlSeconds },
      );
      cookies.setAccess(token, pendingTokenTtlSeconds);
    },

    /** The second factor was proved for a pending session: hand out the real tokens. */
    async completePending(
      userId: string,
      sessionId: string,
      cookies: SessionCookies,
    ): Promise<void> {
      const tokens = await tokensFor(userId, sessionId);
      await dataSource.transaction(async (manager) => {
        const session = await sessions.findActive(sessionId, userId, manager);
        if (!session) {
          throw new IdentityError('UNAUTHENTICATED');
        }
        // Its first real access token: from now on a revocation must announce it.
        await sessions.markUsed(sessionId, manager);
        await storeRefresh(manager, sessionId, tokens.refreshToken);
      });
      setCookies(cookies, tokens);
    },

    /** Rotates the refresh token; reuse of a rotated token revokes its family. Returns the user id. */
    async refresh(cookies: SessionCookies): Promise<string> {
      const presented = cookies.refreshToken();
      if (!presented) {
        cookies.clear();
        throw new IdentityError('UNAUTHENTICATED');
      }
      const outcome = await dataSource.transaction(async (manager) => {
        const token = await sessions.lockRefreshToken(hashOpaqueToken(presented), manager);
        if (!token) {
          return { ok: false as const };
        }
        // Locked, so a revocation of this session (logout elsewhere, a password
        // change) waits for this refresh and then sees, and announces, its new token.
        const session = await sessions.lock(token.sessionId, manager);
        if (!session || session.revokedAt) {
          return { ok: false as const };
        }
        if (token.usedAt) {
          await revoke(manager, { sessionId: session.id }, 'refresh token reused');
          return { ok: false as const, revoked: true };
        }
        if (token.expiresAt.getTime() <= Date.now()) {
          return { ok: false as const };
        }
        const refreshToken = newOpaqueToken();
        await sessions.markRefreshTokenUsed(token.id, manager);
        await sessions.markUsed(session.id, manager);
        await storeRefresh(manager, session.id, refreshToken);
        return { ok: true as const, userId: session.userId, sessionId: session.id, refreshToken };
      });
      if (!outcome.ok) {
        if (outcome.revoked) {
          options.onEventQueued();
        }
        cookies.clear();
        throw new IdentityError('UNAUTHENTICATED', 'The session has ended. Please sign in again.');
      }
      const accessToken = await keys.sign({
        sub: outcome.userId,
        sid: outcome.sessionId,
        scopes: [],
      });
      setCookies(cookies, { accessToken, refreshToken: outcome.refreshToken });
      return outcome.userId;
    },

    /** Ends the session the cookies (or the access token's `sid`) belong to, and clears them. */
    async end(cookies: SessionCookies, sessionId?: string): Promise<void> {
      const presented = cookies.refreshToken();
      await dataSource.transaction(async (manager) => {
        if (presented) {
          const token = await sessions.findRefreshToken(hashOpaqueToken(presented), manager);
          if (token) {
            await revoke(manager, { sessionId: token.sessionId }, 'signed out');
          }
        }
        if (sessionId) {
          await revoke(manager, { sessionId }, 'signed out');
        }
      });
      options.onEventQueued();
      cookies.clear();
    },

    /** Forgets refresh tokens past their expiry (they can no longer be used, nor reused). */
    async prune(): Promise<void> {
      await sessions.deleteExpiredRefreshTokens();
    },

    /**
     * Ends every session of a user, e.g. after a password reset, inside the
     * caller's transaction; the caller calls {@link announced} once it committed.
     */
    async endAll(userId: string, reason: string, manager: EntityManager): Promise<void> {
      await revoke(manager, { userId }, reason);
    },

    /** Sends the revocations a committed transaction queued now rather than at the next tick. */
    announced(): void {
      options.onEventQueued();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
