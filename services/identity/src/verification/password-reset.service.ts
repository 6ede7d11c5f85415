import { emailSchema, resetPasswordSchema } from '@vitae/schema';
import { type Logger } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { hashPassword } from '../auth/passwords';
import { type IdentityConfig } from '../config';
import { IdentityError } from '../errors';
import { type Mailer } from '../mail/mailer';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { hashOpaqueToken } from '../sessions/opaque-token';
import { type SessionService } from '../sessions/session.service';
import { type UserEntity } from '../users/user.entity';
import { type UserRepository } from '../users/user.repository';
import { parseInput } from '../validation';
import {
  isUnexpired,
  newOneTimeToken,
  oneTimeTokenTtlSeconds,
  provesAddress,
} from './one-time-token';

/** The one answer to forgot-password, whether or not the address has an account (docs/quality.md#case-17). */
export const forgotPasswordAnswer =
  'If an account uses this address, a link to reset its password is on its way.';

/** Password reset by a single-use, expiring link (forgot-password and reset-password in docs/product.md#calls). */
export function createPasswordReset(deps: {
  dataSource: DataSource;
  config: IdentityConfig;
  users: UserRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  logger: Logger;
}) {
  const { dataSource, config, users, sessions, limiter, mailer, logger } = deps;

  async function send(user: UserEntity): Promise<void> {
    const { token, hash, expiresAt } = newOneTimeToken(oneTimeTokenTtlSeconds.reset);
    await users.updateSecrets(user.id, {
      resetTokenHash: hash,
      resetTokenExpiresAt: expiresAt,
      resetTokenEmail: user.email,
    });
    const link = new URL('/auth/reset-password', config.PUBLIC_URL);
    link.searchParams.set('token', token);
    await mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Hi ${user.name}, someone asked to reset the password of your Vitae account. If it was you, open the link below; it works once, for one hour. If not, ignore this mail.`,
      link: link.toString(),
    });
  }

  return {
    /**
     * Answers at once and the same for every address; the lookup and the mail
     * happen after the answer, so not even its timing tells an account exists.
     */
    async forgot(email: string, ip: string): Promise<string> {
      const address = parseInput(emailSchema, email).toLowerCase();
      await limiter.check('forgotPassword', ip, address);
      void (async () => {
        const user = await users.findByEmail(address);
        if (user) {
          await send(user);
        }
      })().catch((error: unknown) =>
        logger.error({ err: error }, 'the reset mail could not be sent'),
      );
      return forgotPasswordAnswer;
    },

    /**
     * Sets the new password once per token, while the account still has the
     * address the token was mailed to; every session of the account ends.
     */
    async reset(input: { token: string; password: string }): Promise<string> {
      const data = parseInput(resetPasswordSchema, input);
      const password = await hashPassword(data.password);
      await dataSource.transaction(async (manager) => {
        const secrets = await users.findSecretsByTokenHash(
          'reset_token_hash',
          hashOpaqueToken(data.token),
          manager,
        );
        const user = secrets ? await users.findById(secrets.userId, manager) : null;
        if (
          !secrets ||
          !user ||
          !isUnexpired(secrets.resetTokenExpiresAt) ||
          !provesAddress(secrets.resetTokenEmail, user.email)
        ) {
          throw new IdentityError('InvalidResetToken');
        }
        await users.updateSecrets(
          secrets.userId,
          { password, resetTokenHash: null, resetTokenExpiresAt: null, resetTokenEmail: null },
          manager,
        );
        // Following the link mailed to this very address proved it.
        await users.update(secrets.userId, { emailVerified: true }, manager);
        await sessions.endAll(secrets.userId, 'password reset', manager);
      });
      sessions.announced();
      return 'Your password has been reset. You can sign in with it now.';
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
