import { isErrorCode } from '@vitae/schema';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { toaster } from '../../ui/toaster';
import { errorCode } from '../api/api-error';
import { edgeErrorMessages, errorMessages, serverErrorTitle } from './error-messages';

/** The message for a code, or undefined when the code is not one a person is told about. */
function messageFor(code: string | undefined) {
  if (isErrorCode(code)) {
    return errorMessages[code];
  }
  if (code && code in edgeErrorMessages) {
    return edgeErrorMessages[code as keyof typeof edgeErrorMessages];
  }
  return undefined;
}

/**
 * Shows a server error as the docs/product.md#error-codes toast: "Oops, the server returned an
 * error." with the code's meaning. Unknown codes show no toast (docs/product.md#error-codes).
 * Returns whether a toast was shown.
 */
export function useServerErrorToast(): (error: unknown) => boolean {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      // fetch rejects with a TypeError when the server cannot be reached at all.
      const message =
        error instanceof TypeError ? edgeErrorMessages.NETWORK : messageFor(errorCode(error));
      if (!message) {
        return false;
      }
      toaster.create({
        type: 'error',
        title: intl.formatMessage(serverErrorTitle.title),
        description: intl.formatMessage(message),
      });
      return true;
    },
    [intl],
  );
}
