import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { type DefinitionNode, type GraphQLSchema, graphqlSync, Kind, parse } from 'graphql';

import { federationImports } from './build-subgraph';

/** The root operation types' names when a schema does not name them. */
const defaultRootTypes: Record<string, string> = {
  query: 'Query',
  mutation: 'Mutation',
  subscription: 'Subscription',
};

/**
 * Whether a definition is one the `@link`ed specs (link and federation) make:
 * their directives, the scalars and enums those directives take, and the
 * `schema @link(url: ".../link/v1.0")` block naming the default root types.
 * Composition supplies them itself from the federation `@link`.
 */
function isLinkedSpecDefinition(definition: DefinitionNode): boolean {
  if (definition.kind === Kind.SCHEMA_DEFINITION) {
    return (
      (definition.directives ?? []).every((directive) => directive.name.value === 'link') &&
      definition.operationTypes.every(
        (type) => defaultRootTypes[type.operation] === type.type.name.value,
      )
    );
  }
  if (definition.kind === Kind.DIRECTIVE_DEFINITION) {
    const name = definition.name.value;
    return (
      name === 'link' ||
      name.startsWith('federation__') ||
      (federationImports as readonly string[]).includes(`@${name}`)
    );
  }
  return (
    (definition.kind === Kind.SCALAR_TYPE_DEFINITION ||
      definition.kind === Kind.ENUM_TYPE_DEFINITION) &&
    /^(link|federation)__/.test(definition.name.value)
  );
}

/**
 * The subgraph's SDL as the service commits it and `@apollo/composition`
 * receives it: the answer to `{ _service { sdl } }` without the definitions
 * of the `@link`ed specs' directives and types, so the file holds this
 * subgraph's own schema. It depends only on the resolver classes, so the same
 * code always prints the same text.
 */
export function printSubgraphSdl(schema: GraphQLSchema): string {
  const result = graphqlSync({ schema, source: '{ _service { sdl } }' });
  const sdl = (result.data as { _service?: { sdl?: unknown } } | null | undefined)?._service?.sdl;
  if (result.errors?.length || typeof sdl !== 'string') {
    throw new Error(
      `Not a federation subgraph schema: ${result.errors?.map((e) => e.message).join('; ') ?? 'no _service.sdl'}`,
    );
  }
  // Each definition cut from the text as printed, so what stays reads the same.
  const own = parse(sdl)
    .definitions.filter((definition) => !isLinkedSpecDefinition(definition))
    .map((definition) => sdl.slice(definition.loc!.start, definition.loc!.end));
  return `${own.join('\n\n')}\n`;
}

/** Writes {@link printSubgraphSdl} to `file` (the service's committed `schema.graphql`). */
export async function writeSubgraphSdl(schema: GraphQLSchema, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, printSubgraphSdl(schema), 'utf8');
}
