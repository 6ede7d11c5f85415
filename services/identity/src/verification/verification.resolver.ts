import { Public } from '@vitae/service-kit';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';

import { AuthMessage } from '../auth/auth-result.type';
import { userIdOf } from '../auth/caller';
import { type IdentityContext } from '../context';

/** docs/product.md#calls: email verification and password reset by mailed links. */
@Resolver()
export class VerificationResolver {
  @Authorized()
  @Mutation(() => AuthMessage, { description: 'POST /api/auth/verify-email/resend.' })
  async resendVerificationEmail(@Ctx() context: IdentityContext): Promise<AuthMessage> {
    return new AuthMessage(
      await context.identity.verification.resend(userIdOf(context), context.clientIp),
    );
  }

  @Public()
  @Mutation(() => AuthMessage, {
    description: 'POST /api/auth/verify-email?token=: the token is the credential.',
  })
  async verifyEmail(
    @Arg('token', () => String) token: string,
    @Ctx() context: IdentityContext,
  ): Promise<AuthMessage> {
    return new AuthMessage(await context.identity.verification.verify(token));
  }

  @Public()
  @Mutation(() => AuthMessage, {
    description:
      "POST /api/auth/confirm-email?token=: the new address of an email change becomes the account's.",
  })
  async confirmEmailChange(
    @Arg('token', () => String) token: string,
    @Ctx() context: IdentityContext,
  ): Promise<AuthMessage> {
    return new AuthMessage(await context.identity.emailChange.confirm(token));
  }

  @Public()
  @Mutation(() => AuthMessage, {
    description: 'POST /api/auth/forgot-password; the same answer for any address.',
  })
  async forgotPassword(
    @Arg('email', () => String) email: string,
    @Ctx() context: IdentityContext,
  ): Promise<AuthMessage> {
    return new AuthMessage(await context.identity.reset.forgot(email, context.clientIp));
  }

  @Public()
  @Mutation(() => AuthMessage, { description: 'POST /api/auth/reset-password.' })
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Ctx() context: IdentityContext,
  ): Promise<AuthMessage> {
    return new AuthMessage(await context.identity.reset.reset({ token, password }));
  }
}
