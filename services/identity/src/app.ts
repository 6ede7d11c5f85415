import {
  followRevocations,
  OutboxEntity,
  type RunningService,
  startService,
} from '@vitae/service-kit';

import { ApiKeyEntity } from './api-keys/api-key.entity';
import { registerApiKeyRoutes } from './api-keys/api-key.routes';
import { setPasswordHashCost } from './auth/passwords';
import { type IdentityConfig } from './config';
import { createIdentityContext } from './context';
import { SigningKeyEntity } from './keys/signing-key.entity';
import { IdentitySchema1763900000000 } from './migrations/1763900000000-identity-schema';
import { OAuthAccounts1763900000001 } from './migrations/1763900000001-oauth-accounts';
import { SsoExchanges1763900000002 } from './migrations/1763900000002-sso-exchanges';
import { KitOutbox1765100000000 } from './migrations/1765100000000-kit-outbox';
import { TokenAddresses1766900000000 } from './migrations/1766900000000-token-addresses';
import { ApiKeys1767100000000 } from './migrations/1767100000000-api-keys';
import { registerOAuthRoutes } from './oauth/oauth.routes';
import { OAuthAccountEntity } from './oauth/oauth-account.entity';
import { buildIdentitySchema } from './schema';
import { createIdentityServices, type IdentityServices } from './services';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SessionEntity } from './sessions/session.entity';
import { SecretsEntity } from './users/secrets.entity';
import { UserEntity } from './users/user.entity';

/** Identity's tables. */
export const identityEntities = [
  UserEntity,
  SecretsEntity,
  SessionEntity,
  RefreshTokenEntity,
  SigningKeyEntity,
  OutboxEntity,
  OAuthAccountEntity,
  ApiKeyEntity,
];

/** A running identity service, with its parts for tests and the all-in-one launcher. */
export type RunningIdentity = RunningService & { identity: IdentityServices };

/** Starts the identity service: users, secrets and sessions (its own database). */
export async function startIdentity(config: IdentityConfig): Promise<RunningIdentity> {
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  let identity: IdentityServices | undefined;
  const running = await startService({
    service: 'identity',
    config,
    database: {
      entities: identityEntities,
      migrations: [
        IdentitySchema1763900000000,
        OAuthAccounts1763900000001,
        SsoExchanges1763900000002,
        KitOutbox1765100000000,
        TokenAddresses1766900000000,
        ApiKeys1767100000000,
      ],
    },
    bus: true,
    // The gateway's exchange of personal API keys (docs/auth.md#personal-api-keys).
    serviceRoutes: ['/internal'],
    schema: await buildIdentitySchema(config),
    context: ({ database, logger }) => {
      identity = createIdentityServices({ config, dataSource: database!.dataSource, logger });
      return createIdentityContext(identity);
    },
    setup: async ({ app, bus, logger }) => {
      const services = identity!;
      registerOAuthRoutes(app, { config, keys: services.keys, oauth: services.oauth, logger });
      registerApiKeyRoutes(app, services.apiKeys);
      // Every other service checks access tokens against these keys (JWKS_URL).
      app.get('/.well-known/jwks.json', async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send(await services.keys.jwks()),
      );
      await services.keys.jwks();
      // What every replica ended: a token of those sessions signs nobody in here either.
      const revocations = await followRevocations({
        bus: bus!,
        natsUrl: config.NATS_URL,
        list: services.revocations,
        service: 'identity',
        logger,
      });
      const relay = services.startRelay(bus!);
      const prune = () =>
        Promise.all([
          services.limiter.prune(),
          services.sessions.prune(),
          services.sso.prune(),
        ]).catch((error: unknown) =>
          logger.warn(
            { err: error },
            'pruning old rate limits, refresh tokens and used sign-on tokens failed',
          ),
        );
      const pruner = setInterval(() => void prune(), 3_600_000);
      pruner.unref();
      return [
        relay,
        revocations,
        { close: async () => clearInterval(pruner) },
        { close: async () => services.mailer.close() },
      ];
    },
  });
  return Object.assign(running, { identity: identity! });
}
