import { Public } from '@vitae/service-kit';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';

import { type IdentityContext } from '../context';
import { ownView, User } from '../users/user.type';
import { AuthMessage, AuthResult } from './auth-result.type';
import { callerOf, userIdOf } from './caller';

/** /auth (docs/product.md#calls): register, login, logout, refresh, password change. */
@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => User, { description: 'POST /api/auth/register; signs the new account in.' })
  async register(
    @Arg('name', () => String) name: string,
    @Arg('username', () => String) username: string,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Arg('locale', () => String, { nullable: true }) locale: string | undefined,
    @Ctx() context: IdentityContext,
  ): Promise<User> {
    const input = { name, username, email, password, ...(locale ? { locale } : {}) };
    return ownView(await context.identity.auth.register(input, callerOf(context)));
  }

  @Public()
  @Mutation(() => AuthResult, { description: 'POST /api/auth/login, by email or username.' })
  async login(
    @Arg('identifier', () => String) identifier: string,
    @Arg('password', () => String) password: string,
    @Ctx() context: IdentityContext,
  ): Promise<AuthResult> {
    const { status, user } = await context.identity.auth.login(
      identifier,
      password,
      callerOf(context),
    );
    return { status, user: ownView(user) };
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'POST /api/auth/logout: ends the session and clears the cookies.',
  })
  async logout(@Ctx() context: IdentityContext): Promise<boolean> {
    await context.identity.sessions.end(
      context.cookies,
      context.sessionId ?? context.pending?.sessionId,
    );
    return true;
  }

  @Public()
  @Mutation(() => User, {
    description: 'POST /api/auth/refresh: rotates the refresh token, renews the access token.',
  })
  async refreshSession(@Ctx() context: IdentityContext): Promise<User> {
    const userId = await context.identity.sessions.refresh(context.cookies);
    return ownView(await context.identity.users.me(userId));
  }

  @Authorized()
  @Mutation(() => AuthMessage, {
    description:
      'PATCH /api/auth/password: needs currentPassword, or for an account without one a sign-in within 5 minutes.',
  })
  async updatePassword(
    @Arg('password', () => String) password: string,
    @Arg('currentPassword', () => String, { nullable: true }) currentPassword: string | undefined,
    @Ctx() context: IdentityContext,
  ): Promise<AuthMessage> {
    await context.identity.auth.changePassword(
      userIdOf(context),
      { password, ...(currentPassword ? { currentPassword } : {}) },
      callerOf(context),
    );
    return new AuthMessage('Your password has been changed.');
  }
}
