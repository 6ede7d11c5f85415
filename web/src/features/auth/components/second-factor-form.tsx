import { Button } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { toaster } from '../../../ui/toaster';
import { useFormFields } from '../hooks/use-form-fields';
import { type User } from '../lib/user';
import { withRedirect } from '../lib/with-redirect';
import { AuthForm } from './auth-form';
import { useSession } from './session-provider';
import { TextField } from './text-field';

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
  const form = useFormFields({ code: rule });
  const [busy, setBusy] = useState(false);
  const isCode = rule === 'twoFactorCode';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) {
      return;
    }
    setBusy(true);
    try {
      const user = await api<User>(endpoint, {
        method: 'POST',
        body: { code: form.values.code.trim() },
      });
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

  return (
    <AuthForm onSubmit={onSubmit}>
      <TextField
        label={label}
        value={form.values.code}
        onChange={(value) => form.setValue('code', isCode ? value.replace(/\s/g, '') : value)}
        error={form.errors.code}
        autoComplete="one-time-code"
        inputMode={isCode ? 'numeric' : 'text'}
        maxLength={isCode ? 6 : 10}
        // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the shape of a code, not words
        placeholder={isCode ? '000000' : 'a1b2c3d4e5'}
        autoFocus
        code
      />
      <Button type="submit" size="lg" loading={busy}>
        {submitLabel}
      </Button>
    </AuthForm>
  );
}
