import { useCallback } from 'react';
import { type UseFormRegisterReturn } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';

import { ApiError } from '../../../lib/api/api-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { TextField } from '../../../ui/text-field';
import { toaster } from '../../../ui/toaster';
import { type User } from '../../auth/lib/user';

const reauthenticationMessages = defineMessages({
  currentPassword: { id: 'settings.reauth.currentPassword', defaultMessage: 'Current Password' },
});

const providerMessages = defineMessages<{ signInAgain: { provider: string } }>({
  signInAgain: {
    id: 'settings.reauth.signInAgain',
    defaultMessage: 'Sign in again with {provider} to do this.',
  },
});

/** How each sign-in provider is named to the person (brands, the same in every language). */
const providerNames: Record<string, string> = {
  github: 'GitHub',
  google: 'Google',
  oidc: 'SSO',
};

/**
 * Whether the account signs in with a password, so the changes that could give
 * it away ask for it (docs/auth.md, "Re-authentication"). An account of a
 * provider has none; the server accepts its recent sign-in instead.
 */
export function hasPassword(user: User): boolean {
  return user.provider === 'email' || !user.provider;
}

/**
 * Reports a refused account change: a provider account whose sign-in is not
 * recent is asked to sign in again with its provider; anything else is the
 * server error toast.
 */
export function useAccountChangeError(): (error: unknown) => void {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.details?.reason === 'recent_sign_in_required') {
        const provider = String(error.details.provider ?? '');
        toaster.create({
          type: 'error',
          title: intl.formatMessage(serverErrorTitle.title),
          description: intl.formatMessage(providerMessages.signInAgain, {
            provider: providerNames[provider] ?? provider,
          }),
        });
        return;
      }
      showServerError(error);
    },
    [intl, showServerError],
  );
}

export type CurrentPasswordFieldProps = {
  /** The form's `currentPassword` field. */
  registration: UseFormRegisterReturn;
  /** "Enter your current password." once the person tried to go on without it. */
  error?: string;
};

/** The current password, asked for before a change that could give the account away. */
export function CurrentPasswordField({ registration, error }: CurrentPasswordFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(reauthenticationMessages.currentPassword)}
      type="password"
      autoComplete="current-password"
      registration={registration}
      error={error}
    />
  );
}
