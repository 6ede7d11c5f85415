import { emailSchema } from '@vitae/schema';
import { isUniqueViolation, type Logger } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { type Caller } from '../auth/auth.service';
import { type Reauthentication } from '../auth/reauthentication';
import { type IdentityConfig } from '../config';
import { IdentityError } from '../errors';
import { type LinkMail, type Mailer } from '../mail/mailer';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { hashOpaqueToken } from '../sessions/opaque-token';
import { type UserEntity } from '../users/user.entity';
import { type UserRepository } from '../users/user.repository';
import { parseInput } from '../validation';
import { isUnexpired, newOneTimeToken, oneTimeTokenTtlSeconds } from './one-time-token';

/** Every mailed token of an account, ended: what an email change does to them. */
export const noMailedTokens = {
  verificationTokenHash: null,
  verificationTokenExpiresAt: null,
  verificationTokenEmail: null,
  resetTokenHash: null,
  resetTokenExpiresAt: null,
  resetTokenEmail: null,
  emailChangeTokenHash: null,
  emailChangeTokenExpiresAt: null,
  emailChangeEmail: null,
} as const;

/**
 * Changing the account's email address (docs/auth.md, "Changing the email
 * address"): asked for with the current password, it takes effect only when
 * the link mailed to the new address is opened. The answer is the same
 * whether or not another account has the address; that account's owner gets
 * a mail saying someone tried to use it instead.
 */
export function createEmailChange(deps: {
  dataSource: DataSource;
  config: IdentityConfig;
  users: UserRepository;
  reauthentication: Reauthentication;
  limiter: RateLimiter;
  mailer: Mailer;
  logger: Logger;
}) {
  const { dataSource, config, users, reauthentication, limiter, mailer, logger } = deps;

  /** Sends after the answer, so neither its timing nor a mail server's trouble tells anything. */
  function sendInBackground(mail: LinkMail) {
    mailer
      .send(mail)
      .catch((error: unknown) =>
        logger.error({ err: error }, 'the email change mail could not be sent'),
      );
  }

  async function confirmationMail(user: UserEntity, address: string): Promise<LinkMail> {
    const { token, hash, expiresAt } = newOneTimeToken(oneTimeTokenTtlSeconds.emailChange);
    await users.updateSecrets(user.id, {
      emailChangeTokenHash: hash,
      emailChangeTokenExpiresAt: expiresAt,
      emailChangeEmail: address,
    });
    const link = new URL('/auth/confirm-email', config.PUBLIC_URL);
    link.searchParams.set('token', token);
    return {
      to: address,
      subject: 'Confirm your new email address',
      text: `Hi ${user.name}, someone asked to use this address for the Vitae account @${user.username}. If it was you, open the link below to confirm it; it works once, for 24 hours. Until then the account keeps its current address. If it was not you, ignore this mail.`,
      link: link.toString(),
    };
  }

  function takenMail(address: string): LinkMail {
    return {
      to: address,
      subject: 'Someone tried to use your email address',
      text: 'Someone signed in to another Vitae account asked to change its email address to this one, which your account already uses. Nothing has changed. If it was you, sign in to the account that uses this address instead. If you forgot its password, you can reset it here:',
      link: new URL('/auth/forgot-password', config.PUBLIC_URL).toString(),
    };
  }

  return {
    /**
     * Asks for `email` to become the account's address. Nothing changes until
     * the link is opened; the same answer for a taken and a free address.
     * Limited per account and per new address.
     */
    async request(
      user: UserEntity,
      input: { email: unknown; currentPassword?: string },
      caller: Caller,
    ): Promise<void> {
      const address = parseInput(emailSchema, input.email).toLowerCase();
      if (address === user.email.toLowerCase()) {
        return;
      }
      await reauthentication.prove(user, input.currentPassword, caller);
      await limiter.check('emailChange', caller.ip, `user:${user.id}`, `to:${address}`);
      // Looked up and mailed after the answer, so not even its timing tells the address is taken.
      void (async () => {
        const taken = await users.isTaken({ email: address }, user.id);
        sendInBackground(taken ? takenMail(address) : await confirmationMail(user, address));
      })().catch((error: unknown) =>
        logger.error({ err: error }, 'the email change could not be prepared'),
      );
    },

    /**
     * POST /auth/confirm-email?token=: the new address becomes the account's,
     * verified; every other mailed token of the account ends with the change.
     */
    async confirm(token: string): Promise<string> {
      try {
        await dataSource.transaction(async (manager) => {
          const secrets = token
            ? await users.findSecretsByTokenHash(
                'email_change_token_hash',
                hashOpaqueToken(token),
                manager,
              )
            : null;
          if (!secrets?.emailChangeEmail || !isUnexpired(secrets.emailChangeTokenExpiresAt)) {
            throw new IdentityError('InvalidVerificationToken');
          }
          const holder = await users.findByEmail(secrets.emailChangeEmail, manager);
          if (holder && holder.id !== secrets.userId) {
            throw new IdentityError('UserAlreadyExists');
          }
          await users.update(
            secrets.userId,
            { email: secrets.emailChangeEmail, emailVerified: true },
            manager,
          );
          await users.updateSecrets(secrets.userId, noMailedTokens, manager);
        });
      } catch (error) {
        // Someone registered the address between the request and the link.
        if (isUniqueViolation(error)) {
          throw new IdentityError('UserAlreadyExists');
        }
        throw error;
      }
      return 'Your new email address is confirmed.';
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
