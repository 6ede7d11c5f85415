import { type DataSource, type EntityManager, IsNull } from 'typeorm';

import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';

/** A session a revocation just ended, with when its last token was handed out. */
export type RevokedSession = { id: string; userId: string; lastUsedAt: Date };

/** The only place that builds queries over sessions and their refresh tokens. */
export function createSessionRepository(dataSource: DataSource) {
  const sessions = (manager: EntityManager = dataSource.manager) =>
    manager.getRepository(SessionEntity);
  const tokens = (manager: EntityManager = dataSource.manager) =>
    manager.getRepository(RefreshTokenEntity);

  return {
    insert: async (session: { id: string; userId: string }, manager?: EntityManager) => {
      await sessions(manager).insert(session);
    },

    /** A new session with a generated id (a login still owing its second factor). */
    create: (userId: string, manager?: EntityManager) => sessions(manager).save({ userId }),

    /** The user's session by id, unless it was revoked. */
    findActive: (id: string, userId: string, manager?: EntityManager) =>
      sessions(manager).findOneBy({ id, userId, revokedAt: IsNull() }),

    /** Locks the session row for the rest of the transaction; revocations wait for it. */
    lock: (id: string, manager: EntityManager) =>
      sessions(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }),

    /** Records that the session was just handed a token. */
    markUsed: async (id: string, manager?: EntityManager) => {
      await sessions(manager).update({ id }, { lastUsedAt: new Date() });
    },

    /** Revokes one session, or every session of a user, that is not revoked yet; returns those it ended. */
    async revoke(
      which: { sessionId: string } | { userId: string },
      reason: string,
      manager: EntityManager,
    ): Promise<RevokedSession[]> {
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
      return (raw as { id: string; user_id: string; last_used_at: Date | string }[]).map((row) => ({
        id: row.id,
        userId: row.user_id,
        lastUsedAt: new Date(row.last_used_at),
      }));
    },

    addRefreshToken: async (
      token: Pick<RefreshTokenEntity, 'sessionId' | 'tokenHash' | 'expiresAt'>,
      manager?: EntityManager,
    ) => {
      await tokens(manager).insert(token);
    },

    findRefreshToken: (tokenHash: string, manager?: EntityManager) =>
      tokens(manager).findOneBy({ tokenHash }),

    /** Finds a refresh token by its hash and locks it for the rest of the transaction. */
    lockRefreshToken: (tokenHash: string, manager: EntityManager) =>
      tokens(manager)
        .createQueryBuilder('token')
        .setLock('pessimistic_write')
        .where('token.token_hash = :hash', { hash: tokenHash })
        .getOne(),

    /** Marks a refresh token rotated away: presenting it again is reuse. */
    markRefreshTokenUsed: async (id: string, manager?: EntityManager) => {
      await tokens(manager).update({ id }, { usedAt: new Date() });
    },

    /** Forgets refresh tokens past their expiry. */
    deleteExpiredRefreshTokens: async () => {
      await dataSource.query('DELETE FROM refresh_tokens WHERE expires_at < now()');
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
