import { listUnguardedRootFields } from '@vitae/service-kit';

import { buildSubgraphSchemas } from '../src/scripts/write-graph';
import { subgraphNames } from '../src/supergraph/subgraphs';

describe('every root field is guarded or explicitly public', () => {
  it.each(subgraphNames)('%s has no unguarded Query or Mutation field', async (name) => {
    const schemas = await buildSubgraphSchemas();
    expect(listUnguardedRootFields(schemas[name])).toEqual([]);
  });
});
