import { readFileSync } from 'node:fs';

import { printSubgraphSdl } from '@vitae/service-kit';

import { buildSubgraphSchemas } from '../src/scripts/write-graph';
import { composeSupergraph, CompositionError, readSubgraphSdls } from '../src/supergraph/compose';
import { subgraphSdlPath, supergraphPath } from '../src/supergraph/paths';
import { subgraphNames } from '../src/supergraph/subgraphs';

const regenerate = 'run `make graph` and commit the result';

describe('federation contracts', () => {
  it.each(subgraphNames)('the committed SDL of %s is what its code builds', async (name) => {
    const schemas = await buildSubgraphSchemas();
    const committed = readFileSync(subgraphSdlPath(name), 'utf8');
    expect({ sdl: printSubgraphSdl(schemas[name]), hint: regenerate }).toEqual({
      sdl: committed,
      hint: regenerate,
    });
  });

  it('composes the committed subgraph SDLs into the committed supergraph', () => {
    const supergraph = composeSupergraph(readSubgraphSdls());
    expect(supergraph).toEqual(readFileSync(supergraphPath, 'utf8'));
  });

  it('fails composition when two subgraphs claim the same field without sharing it', () => {
    const sdls = readSubgraphSdls();
    const clash = 'extend type Query { authProviders: [String!]! }';
    expect(() => composeSupergraph({ ...sdls, render: `${sdls.render}\n${clash}\n` })).toThrow(
      CompositionError,
    );
  });
});
