import { Public } from '@vitae/service-kit';
import { Query, Resolver } from 'type-graphql';

import { type AuthProvider } from './auth-providers';

/** Builds the resolver that answers with this deployment's sign-in providers. */
export function createProviderResolver(providers: readonly AuthProvider[]) {
  @Resolver()
  class ProviderResolver {
    @Public()
    @Query(() => [String], {
      description: 'Sign-in providers this server offers (GET /api/auth/providers).',
    })
    authProviders(): readonly AuthProvider[] {
      return providers;
    }
  }
  return ProviderResolver;
}
