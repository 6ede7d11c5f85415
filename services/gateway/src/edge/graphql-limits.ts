import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * The most tokens one GraphQL document may have. The web app's largest
 * operation has about 30; the REST routes' about 60. Parsing stops at the
 * limit, so 20,000 aliases of `__typename` are refused after reading a few
 * kilobytes instead of being parsed, validated and planned.
 */
export const maxTokens = 2_000;

/** The most aliased fields one operation may select (introspection's `__typename` included). */
export const maxAliases = 50;

/**
 * A validation rule bounding the aliases in one document (docs/architecture.md#the-edge).
 * Aliases are how one request repeats a field; the cost rule counts the
 * fields they select, this one the repetitions themselves, which cost the
 * planner and the subgraphs even when the field is free (`__typename`).
 */
export function aliasLimitRule(limit: number = maxAliases): ValidationRule {
  return (context) => {
    let aliases = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias || reported) {
          return;
        }
        aliases += 1;
        if (aliases > limit) {
          reported = true;
          context.reportError(
            new GraphQLError(`Query uses too many aliases: more than ${limit}.`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}
