import { listUnguardedRootFields } from '@vitae/service-kit';

import { buildRenderSchema } from '../src/schema';

describe('the render subgraph', () => {
  it('marks every root field as guarded or deliberately public', async () => {
    expect(listUnguardedRootFields(await buildRenderSchema())).toEqual([]);
  });
});
