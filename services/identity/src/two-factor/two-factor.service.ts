import { backupCodeSchema, twoFactorCodeSchema } from '@vitae/schema';
import { type DataSource, type EntityManager } from 'typeorm';

import { type Caller } from '../auth/auth.service';
import { type Reauthentication } from '../auth/reauthentication';
import { IdentityError } from '../errors';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { type SessionService } from '../sessions/session.service';
import { type UserEntity } from '../users/user.entity';
import { type UserRepository } from '../users/user.repository';
import { parseInput } from '../validation';
import { matchBackupCode, newBackupCodes } from './backup-codes';
import { newTotpSecret, totpLink, totpStepOf } from './totp';

/** A login that passed its password and owes its second factor. */
export type PendingLogin = { userId: string; sessionId: string };

/** Two-factor sign-in: TOTP codes, each accepted once, and ten single-use backup codes. */
export function createTwoFactorService(deps: {
  dataSource: DataSource;
  users: UserRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  reauthentication: Reauthentication;
}) {
  const { dataSource, users, sessions, limiter, reauthentication } = deps;

  async function userOf(userId: string): Promise<UserEntity> {
    const user = await users.findById(userId);
    if (!user) {
      throw new IdentityError('UNAUTHENTICATED');
    }
    return user;
  }

  /**
   * A second factor offered for a pending login: the attempt counted against
   * `action`'s rate limit, the code checked for its form, and the user it is for,
   * who must have two-factor sign-in on.
   */
  async function secondFactorOf(
    action: 'twoFactorCode' | 'backupCode',
    schema: typeof twoFactorCodeSchema | typeof backupCodeSchema,
    attempt: { pending: PendingLogin; code: string; caller: Caller },
  ): Promise<{ user: UserEntity; valid: string }> {
    await limiter.check(action, attempt.caller.ip, attempt.pending.userId);
    const valid = parseInput(schema, attempt.code);
    const user = await userOf(attempt.pending.userId);
    if (!user.twoFactorEnabled) {
      throw new IdentityError('TwoFactorNotEnabled');
    }
    return { user, valid };
  }

  /**
   * Checks a code against the user's secret inside a transaction that locks
   * the secrets row, and records its step so the same code (or an older one)
   * never works again (docs/quality.md#case-15).
   */
  async function acceptCode(userId: string, code: string, then: (userId: string) => Promise<void>) {
    await dataSource.transaction(async (manager) => {
      const secrets = await users.lockSecretsOf(userId, manager);
      if (!secrets?.twoFactorSecret) {
        throw new IdentityError('TwoFactorNotEnabled');
      }
      const step = totpStepOf(code, secrets.twoFactorSecret);
      if (
        step === undefined ||
        (secrets.twoFactorLastStep !== null && step <= secrets.twoFactorLastStep)
      ) {
        throw new IdentityError('InvalidTwoFactorCode');
      }
      await users.updateSecrets(userId, { twoFactorLastStep: step }, manager);
    });
    await then(userId);
  }

  return {
    /** POST /auth/2fa/setup (docs/product.md#calls): a new secret, as the `otpauth://` link in `message`. */
    async setup(userId: string): Promise<string> {
      const user = await userOf(userId);
      if (user.twoFactorEnabled) {
        throw new IdentityError('TwoFactorAlreadyEnabled');
      }
      const secret = newTotpSecret();
      await users.updateSecrets(userId, { twoFactorSecret: secret, twoFactorLastStep: null });
      return totpLink(secret, user.email);
    },

    /** POST /auth/2fa/enable (docs/product.md#calls): a code from the app turns it on; the backup codes come back once. */
    async enable(userId: string, code: string, caller: Caller): Promise<string[]> {
      await limiter.check('twoFactorCode', caller.ip, userId);
      const valid = parseInput(twoFactorCodeSchema, code);
      const user = await userOf(userId);
      if (user.twoFactorEnabled) {
        throw new IdentityError('TwoFactorAlreadyEnabled');
      }
      const { codes, hashes } = await newBackupCodes();
      await acceptCode(userId, valid, async () => {
        await dataSource.transaction(async (manager) => {
          await users.updateSecrets(userId, { twoFactorBackupCodes: hashes }, manager);
          await users.update(userId, { twoFactorEnabled: true }, manager);
        });
      });
      return codes;
    },

    /**
     * POST /auth/2fa/disable (docs/product.md#calls): needs the current password (or a recent
     * provider sign-in for an account without one) and a current code or an
     * unused backup code.
     */
    async disable(
      userId: string,
      input: { currentPassword?: string; code: string },
      caller: Caller,
    ): Promise<string> {
      const user = await userOf(userId);
      if (!user.twoFactorEnabled) {
        throw new IdentityError('TwoFactorNotEnabled');
      }
      const code = input.code.trim();
      const isBackupCode = !/^\d+$/.test(code);
      const valid = parseInput(isBackupCode ? backupCodeSchema : twoFactorCodeSchema, code);
      await reauthentication.prove(user, input.currentPassword, caller);
      await limiter.check(isBackupCode ? 'backupCode' : 'twoFactorCode', caller.ip, userId);
      const turnOff = async (manager: EntityManager) => {
        await users.updateSecrets(
          userId,
          { twoFactorSecret: null, twoFactorLastStep: null, twoFactorBackupCodes: [] },
          manager,
        );
        await users.update(userId, { twoFactorEnabled: false }, manager);
      };
      if (isBackupCode) {
        await dataSource.transaction(async (manager) => {
          const secrets = await users.lockSecretsOf(userId, manager);
          const index = secrets ? await matchBackupCode(valid, secrets.twoFactorBackupCodes) : -1;
          if (index < 0) {
            throw new IdentityError('InvalidTwoFactorBackupCode');
          }
          await turnOff(manager);
        });
      } else {
        await acceptCode(userId, valid, () => dataSource.transaction(turnOff));
      }
      return 'Two-factor authentication has been disabled for your account.';
    },

    /** POST /auth/2fa/verify (docs/product.md#calls): the code finishes a pending login. */
    async verify(pending: PendingLogin, code: string, caller: Caller): Promise<UserEntity> {
      const { user, valid } = await secondFactorOf('twoFactorCode', twoFactorCodeSchema, {
        pending,
        code,
        caller,
      });
      await acceptCode(user.id, valid, () =>
        sessions.completePending(user.id, pending.sessionId, caller.cookies),
      );
      return user;
    },

    /** POST /auth/2fa/backup (docs/product.md#calls): a backup code finishes a pending login and is used up. */
    async useBackupCode(pending: PendingLogin, code: string, caller: Caller): Promise<UserEntity> {
      const { user, valid } = await secondFactorOf('backupCode', backupCodeSchema, {
        pending,
        code,
        caller,
      });
      await dataSource.transaction(async (manager) => {
        const secrets = await users.lockSecretsOf(user.id, manager);
        const index = secrets ? await matchBackupCode(valid, secrets.twoFactorBackupCodes) : -1;
        if (!secrets || index < 0) {
          throw new IdentityError('InvalidTwoFactorBackupCode');
        }
        const remaining = secrets.twoFactorBackupCodes.filter((_, position) => position !== index);
        await users.updateSecrets(user.id, { twoFactorBackupCodes: remaining }, manager);
      });
      await sessions.completePending(user.id, pending.sessionId, caller.cookies);
      return user;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
