import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

import { ApiError } from '../../../lib/api/api-error';

/**
 * A GraphQL failure as the API error the §8 toast understands: the first
 * error's `extensions.code` and message. A network failure (TypeError) and
 * anything else pass through unchanged.
 */
export function asApiError(error: unknown): unknown {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return new ApiError(
      200,
      typeof code === 'string' ? code : 'SomethingWentWrong',
      first?.message ?? error.message,
    );
  }
  if (ServerError.is(error)) {
    return new ApiError(error.statusCode, 'SomethingWentWrong', error.message);
  }
  return error;
}
