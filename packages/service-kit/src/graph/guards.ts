import { type GraphQLSchema } from 'graphql';
import { type AuthChecker, getMetadataStorage } from 'type-graphql';

import { type ClassRef } from '../class-ref';
import { type GraphContext } from './context';

/**
 * The default `authChecker`: `@Authorized()` passes for any signed-in caller,
 * `@Authorized('scope', ...)` also needs every named scope in the token.
 */
export const authChecker: AuthChecker<GraphContext> = ({ context }, scopes) =>
  Boolean(context.userId) && scopes.every((scope) => context.scopes.includes(scope));

/** Resolver classes (or single methods) marked public, keyed by the class that declares them. */
const publicFields = new WeakMap<ClassRef, Set<string | symbol>>();
const publicClasses = new WeakSet<ClassRef>();

/**
 * Marks a root field (on a method) or every root field of a resolver (on the
 * class) as deliberately open to anonymous callers. It changes no
 * behaviour; {@link listUnguardedRootFields} reads it.
 */
export function Public(): MethodDecorator & ClassDecorator {
  return (target: object, propertyKey?: string | symbol) => {
    if (propertyKey === undefined) {
      publicClasses.add(target as ClassRef);
      return;
    }
    const owner = (target as { constructor: ClassRef }).constructor;
    const fields = publicFields.get(owner) ?? new Set();
    fields.add(propertyKey);
    publicFields.set(owner, fields);
  };
}

/** The resolver classes each schema from `buildSubgraph` was built from. */
const schemaResolvers = new WeakMap<GraphQLSchema, readonly ClassRef[]>();

/** Records which resolver classes a schema was built from, for {@link listUnguardedRootFields}. */
export function rememberResolvers(schema: GraphQLSchema, resolvers: readonly ClassRef[]): void {
  schemaResolvers.set(schema, resolvers);
}

/** Fields Apollo Federation adds for the gateway; entity lookups guard themselves. */
const federationFields = new Set(['_service', '_entities']);

function classChain(type: ClassRef): ClassRef[] {
  const chain: ClassRef[] = [];
  for (
    let current: unknown = type;
    typeof current === 'function' && current !== Function.prototype;
    current = Object.getPrototypeOf(current)
  ) {
    chain.push(current as ClassRef);
  }
  return chain;
}

/**
 * Lists root fields (`Query.x`, `Mutation.y`, `Subscription.z`) that carry
 * neither `@Authorized` (on the method or its resolver class) nor `@Public()`.
 * A service test asserts this is empty, which keeps every root field guarded or explicitly public.
 *
 * `resolvers` defaults to the classes `buildSubgraph` built `schema` from. A
 * root field with no type-graphql resolver behind it counts as unguarded.
 * `_service` and `_entities` are left out: the gateway calls them, and each
 * `__resolveReference` applies its own rules.
 */
export function listUnguardedRootFields(
  schema: GraphQLSchema,
  resolvers: readonly ClassRef[] = schemaResolvers.get(schema) ?? [],
): string[] {
  const storage = getMetadataStorage();
  const roots = [
    ['Query', schema.getQueryType(), storage.queries],
    ['Mutation', schema.getMutationType(), storage.mutations],
    ['Subscription', schema.getSubscriptionType(), storage.subscriptions],
  ] as const;
  const unguarded: string[] = [];

  for (const [label, type, handlers] of roots) {
    for (const fieldName of Object.keys(type?.getFields() ?? {})) {
      if (federationFields.has(fieldName)) {
        continue;
      }
      const guarded = resolvers.some((resolver) => {
        const chain = classChain(resolver);
        const handler = handlers.find(
          (h) => h.schemaName === fieldName && chain.includes(h.target),
        );
        if (!handler) {
          return false;
        }
        return (
          chain.some((c) => publicClasses.has(c)) ||
          publicFields.get(handler.target)?.has(handler.methodName) === true ||
          storage.authorizedResolver.some((a) => chain.includes(a.target)) ||
          storage.authorizedFields.some(
            (a) => a.target === handler.target && a.fieldName === handler.methodName,
          )
        );
      });
      if (!guarded) {
        unguarded.push(`${label}.${fieldName}`);
      }
    }
  }
  return unguarded;
}
