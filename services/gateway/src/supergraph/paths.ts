import { resolve } from 'node:path';

/** The repository root, from both src/ (tests) and dist/ (built) copies of this file. */
export const repoRoot = resolve(__dirname, '../../../..');

/** Where each subgraph's emitted SDL is committed. */
export function subgraphSdlPath(name: string): string {
  return resolve(repoRoot, 'services', name, 'schema.graphql');
}

/** Where the composed supergraph is committed. */
export const supergraphPath = resolve(repoRoot, 'services/gateway/supergraph.graphql');
