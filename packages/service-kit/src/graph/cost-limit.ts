import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** The default largest number of fields one operation may select (QUALITY 27). */
export const defaultMaxCost = 1000;

/**
 * A validation rule bounding an operation's cost, counted as the number of
 * fields it selects with every fragment spread expanded where it is used.
 * Depth alone does not stop a shallow query that repeats an expensive field
 * under hundreds of aliases, or spreads a fragment hundreds of times; this
 * does. Fragment costs are memoised, so measuring stays linear.
 */
export function costLimitRule(maxCost: number = defaultMaxCost): ValidationRule {
  return (context) => {
    const fragmentCosts = new Map<string, number>();

    const costOf = (set: SelectionSetNode, seen: ReadonlySet<string>): number => {
      let cost = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) {
            continue;
          }
          cost += 1 + (selection.selectionSet ? costOf(selection.selectionSet, seen) : 0);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          cost += costOf(selection.selectionSet, seen);
        } else {
          const name = selection.name.value;
          if (seen.has(name)) {
            // A fragment cycle; the standard rules already report it.
            continue;
          }
          let fragmentCost = fragmentCosts.get(name);
          if (fragmentCost === undefined) {
            const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
            fragmentCost = fragment ? costOf(fragment.selectionSet, new Set([...seen, name])) : 0;
            fragmentCosts.set(name, fragmentCost);
          }
          cost += fragmentCost;
        }
        if (cost > maxCost) {
          // Far enough: the exact figure of an abusive query is not worth computing.
          return cost;
        }
      }
      return cost;
    };

    return {
      OperationDefinition(operation) {
        const cost = costOf(operation.selectionSet, new Set());
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`Query is too expensive: it selects more than ${maxCost} fields.`, {
              nodes: [operation],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}
