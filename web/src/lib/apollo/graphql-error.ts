import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

import { ApiError } from '../api/api-error';

/** The gateway's own refusal of a request before GraphQL ran (docs/web.md "Errors and toasts"). */
type EdgeBody = { code?: unknown; message?: unknown; details?: unknown };

function detailsOf(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function edgeError(error: ServerError): ApiError {
  try {
    const body = JSON.parse(error.bodyText) as EdgeBody;
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiError(error.statusCode, body.code, body.message, detailsOf(body.details));
    }
  } catch {
    // Not JSON (a proxy's error page): the status says what happened.
  }
  return new ApiError(error.statusCode, 'SomethingWentWrong', error.message);
}

/**
 * The one mapping of a failed GraphQL call to the error every part of the app
 * reads (`ApiError`: code, message, details), so the server error toast, the
 * dialogs and the builder's autosave treat GraphQL and REST failures alike:
 *
 * - a GraphQL error: the first error's `extensions.code` (`SomethingWentWrong`
 *   without one), its message and `extensions.details`, under HTTP 200;
 * - a request the gateway refused before GraphQL ran (a body over its limit,
 *   too many requests): the code, message and details of its JSON body, under
 *   its HTTP status;
 * - anything else, a network failure (fetch's `TypeError`) among them, as it is.
 */
export function asApiError(error: unknown): unknown {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const code = first?.extensions?.code;
    return new ApiError(
      200,
      typeof code === 'string' ? code : 'SomethingWentWrong',
      first?.message ?? error.message,
      detailsOf(first?.extensions?.details),
    );
  }
  if (ServerError.is(error)) {
    return edgeError(error);
  }
  return error;
}

/** Runs a GraphQL call, its failure thrown as `asApiError` reads it. */
export async function withApiErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asApiError(error);
  }
}
