import { Public } from '@vitae/service-kit';
import { Query, Resolver } from 'type-graphql';

import { type IdentityConfig } from '../config';
import { ssoSettingsOf } from '../sso/sso-settings';
import { AuthConfig } from './auth-config.type';
import { type AuthProvider, configuredProviders } from './auth-providers';

/** Builds the resolver that answers with this deployment's sign-in providers and settings. */
export function createProviderResolver(config: IdentityConfig) {
  const providers = configuredProviders(config);
  const authConfig: AuthConfig = {
    providers,
    signupsDisabled: config.SIGNUPS_DISABLED,
    sso: ssoSettingsOf(config),
  };

  @Resolver()
  class ProviderResolver {
    @Public()
    @Query(() => [String], {
      description: 'Sign-in providers this server offers (GET /api/auth/providers).',
    })
    authProviders(): readonly AuthProvider[] {
      return providers;
    }

    @Public()
    @Query(() => AuthConfig, {
      description:
        'Providers, whether signups are open, and single sign-on (GET /api/auth/config).',
    })
    authConfig(): AuthConfig {
      return authConfig;
    }
  }
  return ProviderResolver;
}
