import { readFileSync } from 'node:fs';

import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

import { subgraphSdlPath } from './paths';
import { type SubgraphName, subgraphNames } from './subgraphs';

/** Composition failed; the message lists every reason Apollo gave. */
export class CompositionError extends Error {
  constructor(readonly reasons: string[]) {
    super(`supergraph composition failed:\n${reasons.map((reason) => `- ${reason}`).join('\n')}`);
  }
}

/**
 * The URL recorded in the supergraph for each subgraph. The running gateway
 * replaces them with configured URLs, so the committed file does not depend on
 * where anything is deployed.
 */
const recordedUrl = (name: SubgraphName) => `http://${name}.vitae.internal/graphql`;

/** Reads the committed SDL of every subgraph. */
export function readSubgraphSdls(): Record<SubgraphName, string> {
  return Object.fromEntries(
    subgraphNames.map((name) => [name, readFileSync(subgraphSdlPath(name), 'utf8')]),
  ) as Record<SubgraphName, string>;
}

/** Composes subgraph SDLs into the supergraph SDL the gateway serves. */
export function composeSupergraph(sdls: Record<SubgraphName, string>): string {
  const result = composeServices(
    subgraphNames.map((name) => ({ name, url: recordedUrl(name), typeDefs: parse(sdls[name]) })),
  );
  if (result.errors) {
    throw new CompositionError(result.errors.map((error) => error.message));
  }
  return result.supergraphSdl;
}
