import { type ValidationRule } from 'graphql';

import { operationLimitRule } from './operation-limit';

/** The default deepest selection a query may have (docs/quality.md#case-27). */
export const defaultMaxDepth = 12;

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields,
 * fragments followed. `{ me { resumes { id } } }` has depth 3. Introspection
 * fields (`__schema`, `__type`) are not counted: the standard introspection
 * query is deep by design, and introspection is off in production anyway.
 */
export function depthLimitRule(maxDepth: number = defaultMaxDepth): ValidationRule {
  return operationLimitRule({
    field: (selected) => 1 + selected,
    combine: Math.max,
    limit: maxDepth,
    stopPastLimit: false,
    refusal: (depth) => `Query is too deep: depth ${depth} exceeds the limit of ${maxDepth}.`,
  });
}
