import { writeFileSync } from 'node:fs';

import { buildIdentitySchema, identityConfigSchema } from '@vitae/identity';
import { buildRenderSchema } from '@vitae/render';
import { buildResumeSchema } from '@vitae/resume';
import { loadConfig, printSubgraphSdl } from '@vitae/service-kit';
import { buildStorageSchema, storageConfigSchema } from '@vitae/storage';
import { type GraphQLSchema } from 'graphql';

import { composeSupergraph } from '../supergraph/compose';
import { subgraphSdlPath, supergraphPath } from '../supergraph/paths';
import { type SubgraphName } from '../supergraph/subgraphs';

/** Builds every subgraph from its code, as the running services do. */
export async function buildSubgraphSchemas(): Promise<Record<SubgraphName, GraphQLSchema>> {
  return {
    identity: await buildIdentitySchema(loadConfig(identityConfigSchema, {})),
    resume: await buildResumeSchema(),
    storage: await buildStorageSchema(loadConfig(storageConfigSchema, {})),
    render: await buildRenderSchema(),
  };
}

/** Emits each subgraph's SDL and the composed supergraph into their committed files. */
export async function writeGraph(): Promise<void> {
  const schemas = await buildSubgraphSchemas();
  const sdls = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, printSubgraphSdl(schema)]),
  ) as Record<SubgraphName, string>;
  for (const [name, sdl] of Object.entries(sdls)) {
    writeFileSync(subgraphSdlPath(name), sdl);
  }
  writeFileSync(supergraphPath, composeSupergraph(sdls));
}

if (require.main === module) {
  writeGraph().then(
    () => process.stdout.write(`wrote subgraph SDLs and ${supergraphPath}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
