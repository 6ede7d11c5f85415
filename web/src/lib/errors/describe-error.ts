import { isErrorCode } from '@vitae/schema';
import { type IntlShape } from 'react-intl';

import { errorCode } from '../api/api-error';
import { edgeErrorMessages, errorMessages } from './error-messages';

/**
 * What went wrong, in the reader's language where the app knows the failure:
 * an error code (docs/product.md#error-codes)'s meaning, or "the server could not be reached" when fetch
 * itself failed. Anything else keeps the text it came with (a service's own
 * words), or `fallback` when it has none.
 */
export function describeError(intl: IntlShape, error: unknown, fallback?: string): string {
  if (error instanceof TypeError) {
    return intl.formatMessage(edgeErrorMessages.NETWORK);
  }
  const code = errorCode(error);
  if (isErrorCode(code)) {
    return intl.formatMessage(errorMessages[code]);
  }
  if (code === 'TOO_MANY_REQUESTS') {
    return intl.formatMessage(edgeErrorMessages.TOO_MANY_REQUESTS);
  }
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text || fallback || intl.formatMessage(errorMessages.SomethingWentWrong);
}
