import { Alert, Button, Field, Link, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { type z } from 'zod';

import { pageLocale } from '../../../i18n/i18n-provider';
import { nativeName } from '../../../i18n/locale-names';
import { isLocale, type Locale, locales } from '../../../i18n/locales';
import { api } from '../../../lib/api/client';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { PasswordField } from '../components/password-field';
import { useSession } from '../components/session-provider';
import { useAuthConfig } from '../hooks/use-auth-config';
import { registerForm, registerMessages } from '../lib/auth-forms';
import { type User } from '../lib/user';
import { withRedirect } from '../lib/with-redirect';

const messages = defineMessages({
  documentTitle: { id: 'auth.register.documentTitle', defaultMessage: 'Create an account' },
  title: { id: 'auth.register.title', defaultMessage: 'Create a new account' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
  login: { id: 'auth.register.login', defaultMessage: 'Sign in now' },
  name: { id: 'auth.register.name', defaultMessage: 'Name' },
  username: { id: 'auth.register.username', defaultMessage: 'Username' },
  email: { id: 'auth.register.email', defaultMessage: 'Email' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  locale: { id: 'auth.register.locale', defaultMessage: 'Preferred language' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
  disabled: {
    id: 'auth.register.disabled',
    defaultMessage: 'Signups are currently disabled by the administrator.',
  },
});

const hintMessages = defineMessages<{ usernameHint: { username: string } }>({
  usernameHint: {
    id: 'auth.register.usernameHint',
    defaultMessage: 'Part of your public links, like /{username}/my-resume.',
  },
});

type RegisterValues = z.output<typeof registerForm>;

/**
 * Register (docs/product.md#auth-screens): name, username, email, password, locale. Success signs
 * the person in and goes to /auth/verify-email; signups disabled by the server
 * show the signups-disabled banner over a disabled form.
 */
export function RegisterPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const config = useAuthConfig();
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const showError = useServerErrorToast();
  const form = useSchemaForm(registerForm, {
    defaultValues: { name: '', username: '', email: '', password: '' },
    messages: registerMessages,
  });
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [busy, setBusy] = useState(false);
  const disabled = config?.signupsDisabled === true;

  const send = async ({ name, username, email, password }: RegisterValues) => {
    setBusy(true);
    try {
      const user = await api<User>('/auth/register', {
        method: 'POST',
        body: { name, username, email, password, locale },
      });
      // The guests-only guard sends a newly signed-in person to `redirect`:
      // point it at the verification step before the session changes. The
      // router renders a navigation as a transition, which a sign-in's urgent
      // render can overtake (the guard then saw no `redirect` and went to the
      // dashboard); flushSync commits the new address before the next line.
      await navigate(withRedirect('/auth/register', '/auth/verify-email'), {
        replace: true,
        flushSync: true,
      });
      authenticated(user);
    } catch (error) {
      form.reset();
      showError(error);
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) =>
    busy || disabled ? event.preventDefault() : form.handleSubmit(send)(event);

  const username = useWatch({ control: form.control, name: 'username' }) || 'username';

  return (
    <>
      <AuthHeading title={intl.formatMessage(messages.title)}>
        {intl.formatMessage(messages.haveAccount)}{' '}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={withRedirect('/auth/login', search.get('redirect'))}>
            {intl.formatMessage(messages.login)}
          </RouterLink>
        </Link>
      </AuthHeading>
      {disabled && (
        <Alert.Root status="error" mb="6">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(messages.disabled)}</Alert.Title>
        </Alert.Root>
      )}
      <AuthForm onSubmit={onSubmit} disabled={disabled}>
        <TextField
          label={intl.formatMessage(messages.name)}
          registration={form.register('name')}
          error={form.errorText('name')}
          autoComplete="name"
          size="lg"
          disabled={disabled}
          autoFocus={!disabled}
        />
        <TextField
          label={intl.formatMessage(messages.username)}
          registration={form.register('username')}
          error={form.errorText('username')}
          helper={intl.formatMessage(hintMessages.usernameHint, { username })}
          autoComplete="username"
          size="lg"
          disabled={disabled}
        />
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          registration={form.register('email')}
          error={form.errorText('email')}
          autoComplete="email"
          size="lg"
          disabled={disabled}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          registration={form.register('password')}
          error={form.errorText('password')}
          autoComplete="new-password"
          disabled={disabled}
        />
        <Field.Root disabled={disabled}>
          <Field.Label>{intl.formatMessage(messages.locale)}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={locale}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                if (isLocale(chosen)) {
                  setLocale(chosen);
                }
              }}
            >
              {locales.map((option) => (
                <option key={option} value={option} lang={option}>
                  {nativeName(option)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="lg" loading={busy} disabled={disabled}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </AuthForm>
    </>
  );
}
