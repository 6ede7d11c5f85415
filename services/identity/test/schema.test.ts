import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { listUnguardedRootFields, loadConfig, printSubgraphSdl } from '@vitae/service-kit';

import { identityConfigSchema } from '../src/config';
import { buildIdentitySchema } from '../src/schema';

describe('the identity subgraph', () => {
  it('guards every root field or marks it public', async () => {
    const schema = await buildIdentitySchema(loadConfig(identityConfigSchema, {}));
    expect(listUnguardedRootFields(schema)).toEqual([]);
  });

  it('is what the committed schema.graphql says (run `make graph` after a change)', async () => {
    const schema = await buildIdentitySchema(loadConfig(identityConfigSchema, {}));
    expect(printSubgraphSdl(schema)).toEqual(
      readFileSync(join(__dirname, '..', 'schema.graphql'), 'utf8'),
    );
  });

  it('has no field that could carry a secret', async () => {
    const sdl = printSubgraphSdl(await buildIdentitySchema(loadConfig(identityConfigSchema, {})));
    const userType = /type User\s+@key\(fields: "id"\)[^}]*}/.exec(sdl)![0];
    expect(userType).not.toMatch(/password|secret|token|backup|hash/i);
  });
});
