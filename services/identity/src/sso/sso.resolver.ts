import { Public } from '@vitae/service-kit';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';

import { AuthResult } from '../auth/auth-result.type';
import { callerOf } from '../auth/caller';
import { type IdentityContext } from '../context';
import { ownView } from '../users/user.type';

/** Single sign-on: the realm's access token, exchanged once for a session. */
@Resolver()
export class SsoResolver {
  @Public()
  @Mutation(() => AuthResult, {
    description:
      "POST /api/auth/sso/exchange: the realm's access token (from keycloak-js), verified and exchanged once for a session.",
  })
  async exchangeSsoToken(
    @Arg('accessToken', () => String) accessToken: string,
    @Ctx() context: IdentityContext,
  ): Promise<AuthResult> {
    const { status, user } = await context.identity.sso.exchange(accessToken, callerOf(context));
    return { status, user: ownView(user) };
  }
}
