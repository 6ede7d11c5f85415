import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** The default deepest selection a query may have (QUALITY 27). */
export const defaultMaxDepth = 12;

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields,
 * fragments followed. `{ me { resumes { id } } }` has depth 3. Introspection
 * fields (`__schema`, `__type`) are not counted: the standard introspection
 * query is deep by design, and introspection is off in production anyway.
 */
export function depthLimitRule(maxDepth: number = defaultMaxDepth): ValidationRule {
  return (context) => {
    const depthOf = (set: SelectionSetNode, above: number, seen: ReadonlySet<string>): number => {
      let deepest = above;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) {
            continue;
          }
          const here = above + 1;
          deepest = Math.max(deepest, selection.selectionSet ? depthOf(selection.selectionSet, here, seen) : here);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, above, seen));
        } else {
          const name = selection.name.value;
          // A fragment cycle is already reported by the standard rules; stop following it.
          const fragment: FragmentDefinitionNode | null | undefined = seen.has(name) ? undefined : context.getFragment(name);
          if (fragment) {
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, above, new Set([...seen, name])));
          }
        }
      }
      return deepest;
    };

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, 0, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(
              `Query is too deep: depth ${depth} exceeds the limit of ${maxDepth}.`,
              { nodes: [operation], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
            ),
          );
        }
      },
    };
  };
}
