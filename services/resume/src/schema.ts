import { buildSubgraph } from '@vitae/service-kit';

import { StarterResolver } from './starters/starter.resolver';

/** The resume subgraph. */
export function buildResumeSchema() {
  return buildSubgraph({ resolvers: [StarterResolver] });
}
