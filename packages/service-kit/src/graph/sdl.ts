import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { type GraphQLSchema, graphqlSync } from 'graphql';

/**
 * The subgraph's SDL exactly as the gateway and `@apollo/composition` receive
 * it: the answer to `{ _service { sdl } }`. It depends only on the resolver
 * classes, so the same code always prints the same text.
 */
export function printSubgraphSdl(schema: GraphQLSchema): string {
  const result = graphqlSync({ schema, source: '{ _service { sdl } }' });
  const sdl = (result.data as { _service?: { sdl?: unknown } } | null | undefined)?._service?.sdl;
  if (result.errors?.length || typeof sdl !== 'string') {
    throw new Error(`Not a federation subgraph schema: ${result.errors?.map((e) => e.message).join('; ') ?? 'no _service.sdl'}`);
  }
  return `${sdl.trim()}\n`;
}

/** Writes {@link printSubgraphSdl} to `file` (the service's committed `schema.graphql`). */
export async function writeSubgraphSdl(schema: GraphQLSchema, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, printSubgraphSdl(schema), 'utf8');
}
