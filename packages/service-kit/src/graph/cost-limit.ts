import { type ValidationRule } from 'graphql';

import { operationLimitRule } from './operation-limit';

/** The default largest number of fields one operation may select (docs/quality.md#case-27). */
export const defaultMaxCost = 1000;

/**
 * A validation rule bounding an operation's cost, counted as the number of
 * fields it selects with every fragment spread expanded where it is used.
 * Depth alone does not stop a shallow query that repeats an expensive field
 * under hundreds of aliases, or spreads a fragment hundreds of times; this
 * does. Fragment costs are memoised, so measuring stays linear.
 */
export function costLimitRule(maxCost: number = defaultMaxCost): ValidationRule {
  return operationLimitRule({
    field: (selected) => 1 + selected,
    combine: (a, b) => a + b,
    limit: maxCost,
    stopPastLimit: true,
    refusal: () => `Query is too expensive: it selects more than ${maxCost} fields.`,
  });
}
