import { randomUUID } from 'node:crypto';

import { encodeEvent, SessionsRevokedSchema, subjects, timestampFromDate } from '@vitae/proto';
import { enqueueEvent } from '@vitae/service-kit';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';

import { IdentityError } from '../errors';
import { type KeyStore } from '../keys/key-store';
import { type SessionCookies } from './cookies';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';

/** How long a login waiting for its second factor stays usable. */
export const pendingTokenTtlSeconds = 300;

/** Options for {@link createSessionService}. */
export type SessionServiceOptions = {
  dataSource: DataSource;
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
 * presented again after it was used revokes the whole family (QUALITY 16).
 *
 * Every session that ends is announced (`SessionsRevoked`, through the outbox
 * in the same transaction), so every service refuses its access tokens at once
 * instead of when they expire.
 */
export function createSessionService(options: SessionServiceOptions) {
  const { dataSource, keys } = options;

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
    await manager.insert(RefreshTokenEntity, {
      sessionId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(Date.now() + options.refreshTokenTtlSeconds * 1000),
    });
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
    const { raw } = await manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: () => 'now()', revokedReason: reason })
      .where('sessionId' in which ? 'id = :id' : 'user_id = :id', {
        id: 'sessionId' in which ? which.sessionId : which.userId,
      })
      .andWhere('revoked_at IS NULL')
      .returning(['id', 'userId', 'lastUsedAt'])
      .execute();
    const now = Date.now();
    const liveSince =
      now -
      (options.accessTokenTtlSeconds + pendingTokenTtlSeconds + revocationMarginSeconds) * 1000;
    const ended = new Map<string, string[]>();
    for (const row of raw as { id: string; user_id: string; last_used_at: Date | string }[]) {
      if (new Date(row.last_used_at).getTime() >= liveSince) {
        ended.set(row.user_id, [...(ended.get(row.user_id) ?? []), row.id]);
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
        await manager.insert(SessionEntity, { id: sessionId, userId });
        await storeRefresh(manager, sessionId, tokens.refreshToken);
      });
      setCookies(cookies, tokens);
      return sessionId;
    },

    /** A login that still needs its second factor: a short token only the 2FA endpoints take. */
    async startPending(userId: string, cookies: SessionCookies): Promise<void> {
      const session = await dataSource.getRepository(SessionEntity).save({ userId });
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
        const session = await manager.findOneBy(SessionEntity, {
          id: sessionId,
          userId,
          revokedAt: IsNull(),
        });
        if (!session) {
          throw new IdentityError('UNAUTHENTICATED');
        }
        // Its first real access token: from now on a revocation must announce it.
        await manager.update(SessionEntity, { id: sessionId }, { lastUsedAt: new Date() });
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
        const token = await manager
          .getRepository(RefreshTokenEntity)
          .createQueryBuilder('token')
          .setLock('pessimistic_write')
          .where('token.token_hash = :hash', { hash: hashOpaqueToken(presented) })
          .getOne();
        if (!token) {
          return { ok: false as const };
        }
        // Locked, so a revocation of this session (logout elsewhere, a password
        // change) waits for this refresh and then sees, and announces, its new token.
        const session = await manager
          .getRepository(SessionEntity)
          .createQueryBuilder('session')
          .setLock('pessimistic_write')
          .where('session.id = :id', { id: token.sessionId })
          .getOne();
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
        await manager.update(RefreshTokenEntity, { id: token.id }, { usedAt: new Date() });
        await manager.update(SessionEntity, { id: session.id }, { lastUsedAt: new Date() });
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
          const token = await manager.findOneBy(RefreshTokenEntity, {
            tokenHash: hashOpaqueToken(presented),
          });
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
      await dataSource.query('DELETE FROM refresh_tokens WHERE expires_at < now()');
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
