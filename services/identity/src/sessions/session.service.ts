import { randomUUID } from 'node:crypto';

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
};

/** The audience of a login that still owes its second factor; no other service accepts it. */
export function pendingAudience(audience: string): string {
  return `${audience}:2fa`;
}

/**
 * Sign-in sessions. A session is a family of refresh tokens: each refresh
 * uses up the presented token and hands out the next one, and a token
 * presented again after it was used revokes the whole family (QUALITY 16).
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

  async function revoke(manager: EntityManager, sessionId: string, reason: string) {
    await manager.update(
      SessionEntity,
      { id: sessionId, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: reason },
    );
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
        const session = await manager.findOneBy(SessionEntity, { id: token.sessionId });
        if (!session || session.revokedAt) {
          return { ok: false as const };
        }
        if (token.usedAt) {
          await revoke(manager, session.id, 'refresh token reused');
          return { ok: false as const };
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
            await revoke(manager, token.sessionId, 'signed out');
          }
        }
        if (sessionId) {
          await revoke(manager, sessionId, 'signed out');
        }
      });
      cookies.clear();
    },

    /** Forgets refresh tokens past their expiry (they can no longer be used, nor reused). */
    async prune(): Promise<void> {
      await dataSource.query('DELETE FROM refresh_tokens WHERE expires_at < now()');
    },

    /** Ends every session of a user, e.g. after a password reset. */
    async endAll(
      userId: string,
      reason: string,
      manager: EntityManager = dataSource.manager,
    ): Promise<void> {
      await manager.update(
        SessionEntity,
        { userId, revokedAt: IsNull() },
        { revokedAt: new Date(), revokedReason: reason },
      );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
