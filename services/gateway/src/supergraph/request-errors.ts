import { type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { formatError } from '@vitae/service-kit';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** One field a refusal names: where in the input, and what is wrong there. */
export type InputIssue = { path: string; message: string };

/** GraphQL's own words for a variable whose value does not fit its type. */
const badVariable =
  /^Variable "\$([^"]+)" got invalid value [\s\S]*?(?: at "([^"]+)")?; ([\s\S]*)$/;

/**
 * The field a variable-coercion error names, as `details` name fields
 * elsewhere (docs/quality.md#case-34): the path inside the variable (`data` for
 * `input.data`, since REST bodies are an operation's input object), else the
 * variable itself.
 */
export function variableIssue(message: string): InputIssue | undefined {
  const match = badVariable.exec(message);
  if (!match) {
    return undefined;
  }
  const [, variable = '', at, reason = ''] = match;
  const path = at ? at.split('.').slice(1).join('.') || variable : variable;
  return { path, message: reason.trim() };
}

/**
 * The gateway's `formatError`: the kit's (codes kept, anything unexpected
 * `SomethingWentWrong`), and a `BAD_USER_INPUT` about a variable with the
 * `details` every other refusal has.
 */
export function formatGatewayError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const safe = formatError(formatted, error);
  if (safe.extensions?.code !== 'BAD_USER_INPUT' || safe.extensions.details !== undefined) {
    return safe;
  }
  const issue = variableIssue(safe.message);
  return issue ? { ...safe, extensions: { ...safe.extensions, details: [issue] } } : safe;
}

type SubgraphErrorBody = {
  errors?: { message?: unknown; extensions?: { code?: unknown; details?: unknown } }[];
};

/**
 * What a subgraph's refusal of a whole request means to the caller. A
 * subgraph answers a request it cannot run (a variable its own scalar refuses,
 * such as `data` that is not an object) with an HTTP 4xx and a GraphQL body;
 * its first coded error is passed on as it is, not as a failure of the
 * gateway. Undefined for anything else (a 5xx, a body that is not GraphQL's).
 */
export function subgraphRefusal(status: number, body: unknown): GraphQLError | undefined {
  if (status < 400 || status >= 500 || typeof body !== 'object' || body === null) {
    return undefined;
  }
  const [first] = (body as SubgraphErrorBody).errors ?? [];
  const code = first?.extensions?.code;
  if (typeof first?.message !== 'string' || typeof code !== 'string') {
    return undefined;
  }
  const details = first.extensions?.details;
  return new GraphQLError(first.message, {
    extensions: { code, ...(details === undefined ? {} : { details }) },
  });
}

/**
 * Refuses a document whose operation cannot be chosen (`operationName` names
 * none of its operations, or it has several and no name) with a 400, before
 * the gateway's planner would fail on it as a server error.
 */
export const operationResolution: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request }) {
        if (operation) {
          return;
        }
        throw new GraphQLError(
          request.operationName
            ? `Unknown operation named "${request.operationName}".`
            : 'Must provide an operation name: the document has several.',
          {
            extensions: {
              code: ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
              http: { status: 400 },
            },
          },
        );
      },
    };
  },
};
