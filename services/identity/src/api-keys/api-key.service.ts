import { encodeEvent, SessionsRevokedSchema, subjects, timestampFromDate } from '@vitae/proto';
import {
  type ApiKeyScope,
  apiKeyScopes,
  createApiKeyInputSchema,
  maxActiveApiKeys,
  type PersonalApiKey,
} from '@vitae/schema';
import { badUserInput, enqueueEvent } from '@vitae/service-kit';
import { type DataSource, IsNull, MoreThan } from 'typeorm';

import { type Caller } from '../auth/auth.service';
import { type Reauthentication } from '../auth/reauthentication';
import { IdentityError } from '../errors';
import { type KeyStore } from '../keys/key-store';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { type UserRepository } from '../users/user.repository';
import { ApiKeyEntity } from './api-key.entity';
import { apiKeyPrefix, hashApiKey, isApiKeyShaped, newApiKeySecret } from './api-key-secret';

/**
 * How long the access token a key is exchanged for lives. The gateway asks
 * for one on every request (docs/api.md), so it only has to outlive that
 * request's calls to the subgraphs.
 */
export const apiKeyTokenTtlSeconds = 60;

/** Slack for a token signed just before the revocation committed, and for clocks. */
const revocationMarginSeconds = 60;

/** The one answer to a key that is malformed, unknown, revoked or expired: it never says which. */
export const invalidApiKeyMessage = 'The API key is invalid, expired or revoked.';

/** A request made with a key, once the key is known good. */
export type ApiKeyCaller = {
  userId: string;
  keyId: string;
  scopes: ApiKeyScope[];
  /** An access token for the subgraphs: `sid` is the key's id, `scopes` the key's. */
  accessToken: string;
  expiresInSeconds: number;
};

/** The key as the graph and the REST routes show it: never the secret or its hash. */
export function apiKeyView(entity: ApiKeyEntity): PersonalApiKey {
  return {
    id: entity.id,
    name: entity.name,
    prefix: entity.prefix,
    scopes: entity.scopes as ApiKeyScope[],
    createdAt: entity.createdAt.toISOString(),
    expiresAt: entity.expiresAt.toISOString(),
    lastUsedAt: entity.lastUsedAt?.toISOString() ?? null,
    revokedAt: entity.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Personal API keys (docs/api.md, docs/auth.md#personal-api-keys): made with
 * re-authentication, listed with their last use, revoked at once everywhere
 * (the `SessionsRevoked` event a logout sends, naming the key's id as the
 * session), and exchanged by the gateway for a short access token carrying
 * the key's scopes, counted per key.
 */
export function createApiKeyService(deps: {
  dataSource: DataSource;
  users: UserRepository;
  keys: KeyStore;
  limiter: RateLimiter;
  reauthentication: Reauthentication;
  pepper: string;
  requestsPerMinute: number;
  onEventQueued: () => void;
}) {
  const { dataSource, users, keys, limiter, reauthentication, pepper } = deps;
  const table = () => dataSource.getRepository(ApiKeyEntity);

  return {
    async list(userId: string): Promise<PersonalApiKey[]> {
      const rows = await table().find({ where: { userId }, order: { createdAt: 'DESC' } });
      return rows.map(apiKeyView);
    },

    async create(
      userId: string,
      input: unknown,
      caller: Caller,
    ): Promise<{ key: PersonalApiKey; secret: string }> {
      const parsed = createApiKeyInputSchema.safeParse(input);
      if (!parsed.success) {
        throw badUserInput(parsed.error.issues);
      }
      const user = await users.findById(userId);
      if (!user) {
        throw new IdentityError('UNAUTHENTICATED');
      }
      await reauthentication.prove(user, parsed.data.currentPassword, caller);
      const active = await table().count({
        where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      });
      if (active >= maxActiveApiKeys) {
        throw new IdentityError(
          'FORBIDDEN',
          `An account has at most ${maxActiveApiKeys} keys; revoke one first.`,
          { reason: 'too_many_api_keys', max: maxActiveApiKeys },
        );
      }
      const secret = newApiKeySecret();
      const entity = await table().save(
        table().create({
          userId,
          name: parsed.data.name,
          prefix: apiKeyPrefix(secret),
          secretHash: hashApiKey(secret, pepper),
          scopes: parsed.data.scopes,
          expiresAt: new Date(Date.now() + parsed.data.expiresInDays * 86_400_000),
        }),
      );
      return { key: apiKeyView(entity), secret };
    },

    /** Revokes one of the user's keys and announces it, so every service refuses it at once. */
    async revoke(userId: string, id: string): Promise<PersonalApiKey> {
      const revoked = await dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(ApiKeyEntity);
        const entity = /^[0-9a-f-]{36}$/i.test(id)
          ? await repository.findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } })
          : null;
        if (!entity) {
          throw new IdentityError('NotFound', 'There is no such API key.');
        }
        if (entity.revokedAt) {
          return entity;
        }
        entity.revokedAt = new Date();
        await repository.save(entity);
        const now = Date.now();
        await enqueueEvent(manager, {
          subject: subjects.sessionsRevoked(),
          payload: encodeEvent(SessionsRevokedSchema, {
            userId,
            sessionIds: [entity.id],
            revokedAt: timestampFromDate(new Date(now)),
            expiresAt: timestampFromDate(
              new Date(now + (apiKeyTokenTtlSeconds + revocationMarginSeconds) * 1000),
            ),
            reason: 'api key revoked',
          }),
        });
        return entity;
      });
      deps.onEventQueued();
      return apiKeyView(revoked);
    },

    /**
     * The gateway's question for a request carrying a key: who it is and what
     * it may do. Malformed, unknown, revoked and expired keys get one answer.
     * Each use counts against the key's ceiling; the last use is kept to the minute.
     */
    async authenticate(secret: string): Promise<ApiKeyCaller> {
      const entity = isApiKeyShaped(secret)
        ? await table().findOneBy({ secretHash: hashApiKey(secret, pepper) })
        : null;
      if (!entity || entity.revokedAt || entity.expiresAt.getTime() <= Date.now()) {
        throw new IdentityError('UNAUTHENTICATED', invalidApiKeyMessage, { reason: 'api_key' });
      }
      await limiter.checkOne(`apiKey:${entity.id}`, {
        max: deps.requestsPerMinute,
        windowSeconds: 60,
      });
      if (!entity.lastUsedAt || Date.now() - entity.lastUsedAt.getTime() >= 60_000) {
        await table().update({ id: entity.id }, { lastUsedAt: new Date() });
      }
      const scopes = apiKeyScopes.filter((scope) => entity.scopes.includes(scope));
      const accessToken = await keys.sign(
        { sub: entity.userId, sid: entity.id, scopes },
        { ttlSeconds: apiKeyTokenTtlSeconds },
      );
      return {
        userId: entity.userId,
        keyId: entity.id,
        scopes,
        accessToken,
        expiresInSeconds: apiKeyTokenTtlSeconds,
      };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
