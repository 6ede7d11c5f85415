import { buildSubgraph, type GraphContext } from '@vitae/service-kit';
import { type AuthChecker, type MiddlewareFn } from 'type-graphql';

import { ApiKeyResolver } from './api-keys/api-key.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { type IdentityConfig } from './config';
import { identityAuthChecker, type IdentityContext } from './context';
import { LanguageResolver } from './languages/language.resolver';
import { foreignOriginGuard } from './origin-guard';
import { createProviderResolver } from './providers/provider.resolver';
import { SsoResolver } from './sso/sso.resolver';
import { TwoFactorResolver } from './two-factor/two-factor.resolver';
import { UserResolver } from './users/user.resolver';
import { viewFor } from './users/user.type';
import { VerificationResolver } from './verification/verification.resolver';

/** The identity subgraph; its SDL does not depend on configuration, only its answers do. */
export function buildIdentitySchema(config: IdentityConfig) {
  return buildSubgraph({
    resolvers: [
      createProviderResolver(config),
      LanguageResolver,
      UserResolver,
      AuthResolver,
      VerificationResolver,
      TwoFactorResolver,
      SsoResolver,
      ApiKeyResolver,
    ],
    authChecker: identityAuthChecker as AuthChecker<GraphContext>,
    schemaOptions: { globalMiddlewares: [foreignOriginGuard as MiddlewareFn<GraphContext>] },
    references: {
      // Another subgraph's reference to a user: the whole account only for that user (docs/quality.md#case-12).
      User: async (reference: { id: string }, context: GraphContext) => {
        const { identity, userId } = context as IdentityContext;
        const user = await identity.users.findById(reference.id);
        return user ? viewFor(user, userId) : null;
      },
    },
  });
}
