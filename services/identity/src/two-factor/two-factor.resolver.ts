import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';

import { AuthMessage, BackupCodes } from '../auth/auth-result.type';
import { callerOf, userIdOf } from '../auth/caller';
import { type IdentityContext, twoFactorPending } from '../context';
import { IdentityError } from '../errors';
import { ownView, User } from '../users/user.type';

function pendingOf(context: IdentityContext) {
  if (!context.pending) {
    throw new IdentityError('UNAUTHENTICATED');
  }
  return context.pending;
}

/** /auth/2fa (docs/product.md#calls): setup, enable, disable for a signed-in user; verify and backup for a pending login. */
@Resolver()
export class TwoFactorResolver {
  @Authorized()
  @Mutation(() => AuthMessage, {
    description: 'POST /api/auth/2fa/setup: the otpauth:// link in message.',
  })
  async setupTwoFactor(@Ctx() context: IdentityContext): Promise<AuthMessage> {
    return new AuthMessage(await context.identity.twoFactor.setup(userIdOf(context)));
  }

  @Authorized()
  @Mutation(() => BackupCodes, { description: 'POST /api/auth/2fa/enable.' })
  async enableTwoFactor(
    @Arg('code', () => String) code: string,
    @Ctx() context: IdentityContext,
  ): Promise<BackupCodes> {
    const backupCodes = await context.identity.twoFactor.enable(
      userIdOf(context),
      code,
      callerOf(context),
    );
    return { backupCodes };
  }

  @Authorized()
  @Mutation(() => AuthMessage, {
    description:
      'POST /api/auth/2fa/disable: needs currentPassword (or a sign-in within 5 minutes for an account without one) and a current code or a backup code.',
  })
  async disableTwoFactor(
    @Arg('code', () => String) code: string,
    @Arg('currentPassword', () => String, { nullable: true }) currentPassword: string | undefined,
    @Ctx() context: IdentityContext,
  ): Promise<AuthMessage> {
    return new AuthMessage(
      await context.identity.twoFactor.disable(
        userIdOf(context),
        { code, ...(currentPassword ? { currentPassword } : {}) },
        callerOf(context),
      ),
    );
  }

  @Authorized(twoFactorPending)
  @Mutation(() => User, {
    description: 'POST /api/auth/2fa/verify: finishes a login that owes its code.',
  })
  async verifyTwoFactor(
    @Arg('code', () => String) code: string,
    @Ctx() context: IdentityContext,
  ): Promise<User> {
    return ownView(
      await context.identity.twoFactor.verify(pendingOf(context), code, callerOf(context)),
    );
  }

  @Authorized(twoFactorPending)
  @Mutation(() => User, {
    description: 'POST /api/auth/2fa/backup: finishes a login with a backup code.',
  })
  async useBackupCode(
    @Arg('code', () => String) code: string,
    @Ctx() context: IdentityContext,
  ): Promise<User> {
    return ownView(
      await context.identity.twoFactor.useBackupCode(pendingOf(context), code, callerOf(context)),
    );
  }
}
