import { streams } from '@vitae/proto';
import {
  createRevocationList,
  type EventBus,
  type Logger,
  type OutboxRelay,
  startOutboxRelay,
} from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { createApiKeyService } from './api-keys/api-key.service';
import { createAuthService } from './auth/auth.service';
import { createReauthentication } from './auth/reauthentication';
import { type IdentityConfig } from './config';
import { createKeyStore } from './keys/key-store';
import { createMailer } from './mail/mailer';
import { createOAuthService } from './oauth/oauth.service';
import { createOAuthAccountRepository } from './oauth/oauth-account.repository';
import { createRateLimitRepository } from './rate-limit/rate-limit.repository';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createSessionRepository } from './sessions/session.repository';
import { createSessionService } from './sessions/session.service';
import { createSsoService } from './sso/sso.service';
import { createSsoExchangeRepository } from './sso/sso-exchange.repository';
import { ssoSettingsOf } from './sso/sso-settings';
import { createTwoFactorService } from './two-factor/two-factor.service';
import { createUserRepository } from './users/user.repository';
import { createUserService } from './users/user.service';
import { createEmailChange } from './verification/email-change.service';
import { createEmailVerification } from './verification/email-verification.service';
import { createPasswordReset } from './verification/password-reset.service';

/** Every part of identity, wired once per running service. */
export function createIdentityServices({
  config,
  dataSource,
  logger,
}: {
  config: IdentityConfig;
  dataSource: DataSource;
  logger: Logger;
}) {
  let relay: OutboxRelay | undefined;
  const keys = createKeyStore({
    dataSource,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    rotationSeconds: config.SIGNING_KEY_ROTATION_SECONDS,
  });
  const users = createUserRepository(dataSource);
  const sessionRepository = createSessionRepository(dataSource);
  const sessions = createSessionService({
    dataSource,
    sessions: sessionRepository,
    keys,
    audience: config.JWT_AUDIENCE,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    onEventQueued: () => relay?.kick(),
  });
  const limiter = createRateLimiter(createRateLimitRepository(dataSource), config.RATE_LIMIT_SCALE);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger,
    production: config.NODE_ENV === 'production',
  });
  const verification = createEmailVerification({
    dataSource,
    config,
    users,
    mailer,
    limiter,
    logger,
  });
  const reauthentication = createReauthentication({
    users,
    sessions: sessionRepository,
    limiter,
  });
  const emailChange = createEmailChange({
    dataSource,
    config,
    users,
    reauthentication,
    limiter,
    mailer,
    logger,
  });
  const oauth = createOAuthService({
    dataSource,
    config,
    users,
    accounts: createOAuthAccountRepository(dataSource),
    sessions,
  });
  const apiKeys = createApiKeyService({
    dataSource,
    users,
    keys,
    limiter,
    reauthentication,
    pepper: config.API_KEY_PEPPER ?? 'vitae personal api keys',
    // Per key, not per address: RATE_LIMIT_SCALE (for addresses many people share) does not apply.
    requestsPerMinute: config.API_KEY_REQUESTS_PER_MINUTE,
    onEventQueued: () => relay?.kick(),
  });
  return {
    config,
    keys,
    apiKeys,
    sessions,
    /** Ended sessions, from every identity replica's announcements: their tokens sign nobody in. */
    revocations: createRevocationList(),
    limiter,
    mailer,
    verification,
    emailChange,
    auth: createAuthService({
      dataSource,
      config,
      users,
      sessions,
      limiter,
      verification,
      reauthentication,
    }),
    reset: createPasswordReset({ dataSource, config, users, sessions, limiter, mailer, logger }),
    twoFactor: createTwoFactorService({ dataSource, users, sessions, limiter, reauthentication }),
    oauth,
    sso: createSsoService({
      exchanges: createSsoExchangeRepository(dataSource),
      settings: ssoSettingsOf(config),
      oauth,
      limiter,
    }),
    users: createUserService({
      dataSource,
      users,
      sessions,
      emailChange,
      onEventQueued: () => relay?.kick(),
    }),
    /** Starts publishing the outbox; the service's setup calls it once the bus is up. */
    startRelay(bus: EventBus): OutboxRelay {
      relay = startOutboxRelay({
        dataSource,
        bus,
        logger,
        streams: [streams.userEvents, streams.sessionEvents].map((stream) => ({
          ...stream,
          subjects: [...stream.subjects],
        })),
      });
      return relay;
    },
  };
}

export type IdentityServices = ReturnType<typeof createIdentityServices>;
