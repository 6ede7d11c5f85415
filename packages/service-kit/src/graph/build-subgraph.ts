import { buildSubgraphSchema } from '@apollo/subgraph';
import { type GraphQLSchemaModule } from '@apollo/subgraph/dist/schema-helper';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { type GraphQLResolveInfo, type GraphQLSchema, parse } from 'graphql';
import {
  type AuthChecker,
  buildSchema,
  type BuildSchemaOptions,
  createResolversMap,
  type NonEmptyArray,
} from 'type-graphql';

import { type ClassRef } from '../class-ref';
import { type GraphContext } from './context';
import { authChecker as defaultAuthChecker, rememberResolvers } from './guards';

/** The Federation 2 version every Vitae subgraph declares. */
export const federationSpecUrl = 'https://specs.apollo.dev/federation/v2.7';

/** Federation directives a subgraph may use in `@Directive(...)` without a prefix. */
export const federationImports = [
  '@key',
  '@shareable',
  '@external',
  '@requires',
  '@provides',
  '@inaccessible',
  '@override',
  '@tag',
  '@interfaceObject',
] as const;

/**
 * Resolves an entity from its key fields when another subgraph (through the
 * gateway's `_entities` query) hands this one a reference such as
 * `{ __typename: 'User', id: '42' }`.
 */
export type ReferenceResolver<R = Record<string, unknown>> = (
  reference: R & { __typename: string },
  context: GraphContext,
  info: GraphQLResolveInfo,
) => unknown;

/** Options for {@link buildSubgraph}. */
export type SubgraphOptions = {
  resolvers: NonEmptyArray<ClassRef>;
  orphanedTypes?: ClassRef[];
  /** Defaults to {@link authChecker}: signed in, with every scope asked for. */
  authChecker?: AuthChecker<GraphContext>;
  /** `__resolveReference` per entity type name, for types declared `@key` here. */
  references?: Record<string, ReferenceResolver<never>>;
  /** Passed through to type-graphql (`container`, `scalarsMap`, `validate`, `globalMiddlewares`...). */
  schemaOptions?: Omit<
    BuildSchemaOptions,
    'resolvers' | 'orphanedTypes' | 'authChecker' | 'skipCheck'
  >;
};

/**
 * Builds an Apollo Federation 2 subgraph from type-graphql classes.
 *
 * type-graphql builds a plain schema whose AST nodes carry the `@Directive`s
 * (`@key`, `@shareable`...); `printSchemaWithDirectives` prints it with them;
 * an `extend schema @link(...)` importing the federation directives is put in
 * front and `buildSubgraphSchema` turns the SDL into a subgraph (adding
 * `_service`, `_entities` and `_Any`). The behaviour travels separately:
 * `createResolversMap` lifts every resolver type-graphql generated (with its
 * auth checks and middlewares), and each entity's `__resolveReference` joins
 * its type's entry.
 */
export async function buildSubgraph({
  resolvers,
  orphanedTypes,
  authChecker = defaultAuthChecker,
  references = {},
  schemaOptions,
}: SubgraphOptions): Promise<GraphQLSchema> {
  const plain = await buildSchema({
    ...schemaOptions,
    resolvers,
    orphanedTypes,
    authChecker,
    // The federation directives are only declared once buildSubgraphSchema reads the @link.
    skipCheck: true,
  });

  const link = `extend schema @link(url: "${federationSpecUrl}", import: [${federationImports.map((d) => `"${d}"`).join(', ')}])`;
  const typeDefs = parse(`${link}\n\n${printSchemaWithDirectives(plain)}`);

  const resolverMap = createResolversMap(plain) as Record<string, object>;
  for (const [typeName, resolveReference] of Object.entries(references)) {
    if (!plain.getType(typeName)) {
      throw new Error(
        `A reference resolver was given for ${typeName}, which is not a type of this subgraph`,
      );
    }
    resolverMap[typeName] = { ...resolverMap[typeName], __resolveReference: resolveReference };
  }

  const module: GraphQLSchemaModule = {
    typeDefs,
    resolvers: resolverMap as GraphQLSchemaModule['resolvers'],
  };
  const schema = buildSubgraphSchema([module]);
  rememberResolvers(schema, resolvers);
  return schema;
}
