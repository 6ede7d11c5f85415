import { Alert, Button, Flex, Link, Skeleton, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { type z } from 'zod';

import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { PasswordField } from '../components/password-field';
import { useSession } from '../components/session-provider';
import { useAuthConfig } from '../hooks/use-auth-config';
import { loginForm, loginMessages } from '../lib/auth-forms';
import { withRedirect } from '../lib/with-redirect';

const messages = defineMessages({
  documentTitle: { id: 'auth.login.documentTitle', defaultMessage: 'Sign in' },
  title: { id: 'auth.login.title', defaultMessage: 'Sign in to your account' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: "Don't have an account?" },
  register: { id: 'auth.login.register', defaultMessage: 'Create one now' },
  identifier: { id: 'auth.login.identifier', defaultMessage: 'Email or username' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot password?' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
  providersOnly: {
    id: 'auth.login.providersOnly',
    defaultMessage:
      'Signing in with an email and password is turned off here. Continue with one of these:',
  },
});

type LoginValues = z.output<typeof loginForm>;

/**
 * Login (docs/product.md#auth-screens): identifier and password, links to register and
 * forgot-password; hidden when the server does not offer email sign-in. A
 * signed-in person leaves through the guests-only guard (to `redirect`), a
 * second factor goes on to /auth/verify-otp.
 */
export function LoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const config = useAuthConfig();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const showError = useServerErrorToast();
  const form = useSchemaForm(loginForm, {
    defaultValues: { identifier: '', password: '' },
    messages: loginMessages,
  });
  const [busy, setBusy] = useState(false);

  const send = async ({ identifier, password }: LoginValues) => {
    setBusy(true);
    try {
      const outcome = await signIn({ identifier, password });
      if (outcome === 'twoFactor') {
        void navigate(withRedirect('/auth/verify-otp', redirect));
      }
    } catch (error) {
      form.reset();
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) =>
    busy ? event.preventDefault() : form.handleSubmit(send)(event);

  if (!config) {
    return (
      <Stack gap="4" aria-hidden>
        <Skeleton height="9" width="75%" mb="6" />
        <Skeleton height="12" />
        <Skeleton height="12" />
        <Skeleton height="11" />
      </Stack>
    );
  }

  if (!config.providers.includes('email')) {
    return (
      <>
        <AuthHeading title={intl.formatMessage(messages.title)} />
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(messages.providersOnly)}</Alert.Title>
        </Alert.Root>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={intl.formatMessage(messages.title)}>
        {intl.formatMessage(messages.noAccount)}{' '}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={withRedirect('/auth/register', redirect)}>
            {intl.formatMessage(messages.register)}
          </RouterLink>
        </Link>
      </AuthHeading>
      <AuthForm onSubmit={onSubmit}>
        <TextField
          label={intl.formatMessage(messages.identifier)}
          registration={form.register('identifier')}
          error={form.errorText('identifier')}
          autoComplete="username"
          size="lg"
          autoFocus
        />
        <Stack gap="2">
          <PasswordField
            label={intl.formatMessage(messages.password)}
            registration={form.register('password')}
            error={form.errorText('password')}
            autoComplete="current-password"
          />
          <Flex justify="flex-end">
            <Link asChild textStyle="sm" color="brand.fg" fontWeight="medium">
              <RouterLink to="/auth/forgot-password">
                {intl.formatMessage(messages.forgot)}
              </RouterLink>
            </Link>
          </Flex>
        </Stack>
        <Button type="submit" size="lg" loading={busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </AuthForm>
    </>
  );
}
