import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** How a {@link operationLimitRule} measures an operation and what it says when refusing one. */
export type OperationMeasure = {
  /** A field's measure, from the measure of what it selects (0 for a leaf). */
  field: (selected: number) => number;
  /** Sibling selections' measures as one. */
  combine: (a: number, b: number) => number;
  /** The largest measure allowed. */
  limit: number;
  /** Stop adding siblings once past the limit: the exact figure is not worth computing. */
  stopPastLimit: boolean;
  /** The error's message for an operation measuring `measured`. */
  refusal: (measured: number) => string;
};

/**
 * A validation rule refusing operations whose selections measure more than a
 * limit. Fragment spreads count where they are used (each fragment measured
 * once); introspection fields (`__schema`, `__type`) are not counted: the
 * standard introspection query is deep by design, and introspection is off in
 * production anyway.
 */
export function operationLimitRule(measure: OperationMeasure): ValidationRule {
  return (context) => {
    const fragments = new Map<string, number>();

    const measureOf = (set: SelectionSetNode, seen: ReadonlySet<string>): number => {
      let measured = 0;
      for (const selection of set.selections) {
        let here: number;
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) {
            continue;
          }
          here = measure.field(
            selection.selectionSet ? measureOf(selection.selectionSet, seen) : 0,
          );
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          here = measureOf(selection.selectionSet, seen);
        } else {
          const name = selection.name.value;
          if (seen.has(name)) {
            // A fragment cycle; the standard rules already report it.
            continue;
          }
          let fragmentMeasure = fragments.get(name);
          if (fragmentMeasure === undefined) {
            const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
            fragmentMeasure = fragment
              ? measureOf(fragment.selectionSet, new Set([...seen, name]))
              : 0;
            fragments.set(name, fragmentMeasure);
          }
          here = fragmentMeasure;
        }
        measured = measure.combine(measured, here);
        if (measure.stopPastLimit && measured > measure.limit) {
          return measured;
        }
      }
      return measured;
    };

    return {
      OperationDefinition(operation) {
        const measured = measureOf(operation.selectionSet, new Set());
        if (measured > measure.limit) {
          context.reportError(
            new GraphQLError(measure.refusal(measured), {
              nodes: [operation],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}
