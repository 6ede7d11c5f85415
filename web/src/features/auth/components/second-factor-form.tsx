import { Button } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { type ChangeHandler } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { toaster } from '../../../ui/toaster';
import {
  backupCodeForm,
  backupCodeMessages,
  twoFactorCodeForm,
  twoFactorCodeMessages,
} from '../lib/auth-forms';
import { type User } from '../lib/user';
import { withRedirect } from '../lib/with-redirect';
import { AuthForm } from './auth-form';
import { useSession } from './session-provider';

const messages = defineMessages({
  expired: {
    id: 'auth.secondFactor.expired',
    defaultMessage: 'Your sign-in has expired. Please sign in again.',
  },
});

export type SecondFactorFormProps = {
  /** `/auth/2fa/verify` (authenticator code) or `/auth/2fa/backup` (backup code). */
  endpoint: '/auth/2fa/verify' | '/auth/2fa/backup';
  rule: 'twoFactorCode' | 'backupCode';
  label: string;
  submitLabel: string;
};

/**
 * The second step of a sign-in: one code, checked against its docs/product.md#account-fields rule,
 * sent to finish the pending session. Success signs the person in (the
 * guests-only guard then takes them on); a wrong code empties the field.
 */
export function SecondFactorForm({ endpoint, rule, label, submitLabel }: SecondFactorFormProps) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const showError = useServerErrorToast();
  const isCode = rule === 'twoFactorCode';
  // One form per page: `rule` does not change while the form is shown.
  const form = useSchemaForm(isCode ? twoFactorCodeForm : backupCodeForm, {
    defaultValues: { code: '' },
    messages: isCode ? twoFactorCodeMessages : backupCodeMessages,
  });
  const [busy, setBusy] = useState(false);

  const send = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const user = await api<User>(endpoint, { method: 'POST', body: { code } });
      authenticated(user);
    } catch (error) {
      form.reset();
      setBusy(false);
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
        // No pending sign-in (it lasts five minutes): start again from the password.
        toaster.create({ type: 'info', title: intl.formatMessage(messages.expired) });
        void navigate(withRedirect('/auth/login', search.get('redirect')), { replace: true });
        return;
      }
      showError(error);
    }
  };
  const onSubmit = (event: FormEvent) =>
    busy ? event.preventDefault() : form.handleSubmit(send)(event);

  const registration = form.register('code');
  // An authenticator code is typed without its spaces ("123 456" is 123456).
  const onChange: ChangeHandler = (event) => {
    const input = event.target as HTMLInputElement;
    if (isCode) {
      input.value = input.value.replace(/\s/g, '');
    }
    return registration.onChange(event);
  };

  return (
    <AuthForm onSubmit={onSubmit}>
      <TextField
        label={label}
        registration={{ ...registration, onChange }}
        error={form.errorText('code')}
        autoComplete="one-time-code"
        inputMode={isCode ? 'numeric' : 'text'}
        maxLength={isCode ? 6 : 10}
        // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the shape of a code, not words
        placeholder={isCode ? '000000' : 'a1b2c3d4e5'}
        size="lg"
        autoFocus
        code
      />
      <Button type="submit" size="lg" loading={busy}>
        {submitLabel}
      </Button>
    </AuthForm>
  );
}
