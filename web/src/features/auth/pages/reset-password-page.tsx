import { Button } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { type z } from 'zod';

import { api } from '../../../lib/api/client';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { toaster } from '../../../ui/toaster';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { FormFooterLink } from '../components/form-footer-link';
import { PasswordField } from '../components/password-field';
import { resetPasswordForm, resetPasswordMessages } from '../lib/auth-forms';

const messages = defineMessages({
  documentTitle: { id: 'auth.reset.documentTitle', defaultMessage: 'Reset password' },
  title: { id: 'auth.reset.title', defaultMessage: 'Reset your password' },
  description: {
    id: 'auth.reset.description',
    defaultMessage:
      'Choose a new password of at least 6 characters. Every device signed in to your account will be signed out.',
  },
  password: { id: 'auth.reset.password', defaultMessage: 'New password' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Change password' },
  back: { id: 'auth.reset.back', defaultMessage: 'Back to sign in' },
  done: {
    id: 'auth.reset.done',
    defaultMessage: 'Your password has been reset. Sign in with the new one.',
  },
});

type ResetPasswordValues = z.output<typeof resetPasswordForm>;

/**
 * Reset-password (docs/product.md#auth-screens): the token from the mail (?token=…) and a new
 * password; without a token the person starts over at /auth/forgot-password.
 * Success goes to /auth/login.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const showError = useServerErrorToast();
  const form = useSchemaForm(resetPasswordForm, {
    defaultValues: { password: '' },
    messages: resetPasswordMessages,
  });
  const [busy, setBusy] = useState(false);

  if (!token) {
    return <Navigate to="/auth/forgot-password" replace />;
  }

  const send = async ({ password }: ResetPasswordValues) => {
    setBusy(true);
    try {
      await api('/auth/reset-password', { method: 'POST', body: { token, password } });
      toaster.create({ type: 'success', title: intl.formatMessage(messages.done) });
      void navigate('/auth/login', { replace: true });
    } catch (error) {
      form.reset();
      showError(error);
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) =>
    busy ? event.preventDefault() : form.handleSubmit(send)(event);

  return (
    <>
      <AuthHeading title={intl.formatMessage(messages.title)}>
        {intl.formatMessage(messages.description)}
      </AuthHeading>
      <AuthForm onSubmit={onSubmit}>
        <input type="hidden" name="token" value={token} />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          registration={form.register('password')}
          error={form.errorText('password')}
          autoComplete="new-password"
          autoFocus
        />
        <Button type="submit" size="lg" loading={busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
        <FormFooterLink label={intl.formatMessage(messages.back)} to="/auth/login" />
      </AuthForm>
    </>
  );
}
