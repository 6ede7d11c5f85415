import { buildSubgraph } from '@vitae/service-kit';

import { type IdentityConfig } from './config';
import { LanguageResolver } from './languages/language.resolver';
import { configuredProviders } from './providers/auth-providers';
import { createProviderResolver } from './providers/provider.resolver';

/** The identity subgraph; its SDL does not depend on configuration, only its answers do. */
export function buildIdentitySchema(config: IdentityConfig) {
  return buildSubgraph({
    resolvers: [createProviderResolver(configuredProviders(config)), LanguageResolver],
  });
}
