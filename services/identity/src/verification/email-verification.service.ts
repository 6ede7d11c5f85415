import { type Logger } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { type IdentityConfig } from '../config';
import { IdentityError } from '../errors';
import { type Mailer } from '../mail/mailer';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { hashOpaqueToken } from '../sessions/opaque-token';
import { type UserEntity } from '../users/user.entity';
import { type UserRepository } from '../users/user.repository';
import {
  isUnexpired,
  newOneTimeToken,
  oneTimeTokenTtlSeconds,
  provesAddress,
} from './one-time-token';

/** Email verification: a single-use, expiring link mailed to the address (docs/product.md#auth-screens). */
export function createEmailVerification(deps: {
  dataSource: DataSource;
  config: IdentityConfig;
  users: UserRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
}) {
  const { dataSource, config, users, mailer, limiter, logger } = deps;

  /** Stores a new token (replacing any earlier one) and returns the mail that carries it. */
  async function prepare(user: UserEntity) {
    const { token, hash, expiresAt } = newOneTimeToken(oneTimeTokenTtlSeconds.verification);
    await users.updateSecrets(user.id, {
      verificationTokenHash: hash,
      verificationTokenExpiresAt: expiresAt,
      verificationTokenEmail: user.email,
    });
    const link = new URL('/auth/verify-email', config.PUBLIC_URL);
    link.searchParams.set('token', token);
    return {
      to: user.email,
      subject: 'Verify your email address',
      text: `Hi ${user.name}, please confirm this address for your Vitae account by opening the link below. It works once, for 24 hours.`,
      link: link.toString(),
    };
  }

  return {
    /** Stores the token now; the mail goes out after the response, so no one waits for the mail server. */
    async sendInBackground(user: UserEntity): Promise<void> {
      const mail = await prepare(user);
      mailer
        .send(mail)
        .catch((error: unknown) =>
          logger.error({ err: error }, 'the verification mail could not be sent'),
        );
    },

    /** POST /auth/verify-email/resend (docs/product.md#calls): limited per account and per address. */
    async resend(userId: string, ip: string): Promise<string> {
      const user = await users.findById(userId);
      if (!user) {
        throw new IdentityError('UNAUTHENTICATED');
      }
      if (user.emailVerified) {
        throw new IdentityError('EmailAlreadyVerified');
      }
      await limiter.check(
        'verificationResend',
        ip,
        `user:${user.id}`,
        `to:${user.email.toLowerCase()}`,
      );
      await mailer.send(await prepare(user));
      return 'A new verification link is on its way to your inbox.';
    },

    /**
     * POST /auth/verify-email?token= (docs/product.md#calls): the token works once, before it
     * expires, and only while the account still has the address it was mailed to.
     */
    async verify(token: string): Promise<string> {
      await dataSource.transaction(async (manager) => {
        const secrets = token
          ? await users.findSecretsByTokenHash(
              'verification_token_hash',
              hashOpaqueToken(token),
              manager,
            )
          : null;
        const user = secrets ? await users.findById(secrets.userId, manager) : null;
        if (
          !secrets ||
          !user ||
          !isUnexpired(secrets.verificationTokenExpiresAt) ||
          !provesAddress(secrets.verificationTokenEmail, user.email)
        ) {
          throw new IdentityError('InvalidVerificationToken');
        }
        await users.updateSecrets(
          secrets.userId,
          {
            verificationTokenHash: null,
            verificationTokenExpiresAt: null,
            verificationTokenEmail: null,
          },
          manager,
        );
        await users.update(secrets.userId, { emailVerified: true }, manager);
      });
      return 'Your email address has been verified.';
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
