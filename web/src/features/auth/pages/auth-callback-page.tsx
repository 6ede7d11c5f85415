import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import { defaultDestination } from '../../../lib/redirect';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSession } from '../components/session-provider';

const messages = defineMessages({
  documentTitle: { id: 'auth.callback.documentTitle', defaultMessage: 'Signing in' },
  working: { id: 'auth.callback.working', defaultMessage: 'Signing you in…' },
});

/** The statuses a provider's return may carry (docs/auth.md "OAuth and OpenID Connect"). */
export type CallbackStatus = 'authenticated' | '2fa_required';

/** Where the callback goes for a status, before asking who is signed in (docs/product.md#auth-screens). */
export function callbackStep(status: string | null): 'login' | 'verifyOtp' | 'fetchUser' {
  if (status === '2fa_required') {
    return 'verifyOtp';
  }
  return status === 'authenticated' ? 'fetchUser' : 'login';
}

/**
 * /auth/callback (docs/product.md#auth-screens): the browser lands here back from a provider. An
 * invalid status goes to login; 2fa_required to /auth/verify-otp; otherwise
 * the current user is fetched: none goes to login, a signed-in person to
 * /dashboard.
 */
export function AuthCallbackPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { status, reload, twoFactorRequired } = useSession();
  const started = useRef(false);

  useEffect(() => {
    // The session's first look at the server comes first; the step runs once.
    if (status === 'loading' || started.current) {
      return;
    }
    started.current = true;
    const step = callbackStep(search.get('status'));
    if (step === 'login') {
      void navigate('/auth/login', { replace: true });
      return;
    }
    if (step === 'verifyOtp') {
      twoFactorRequired();
      void navigate('/auth/verify-otp', { replace: true });
      return;
    }
    void reload().then((settled) =>
      navigate(settled === 'signedIn' ? defaultDestination : '/auth/login', { replace: true }),
    );
  }, [status, search, navigate, reload, twoFactorRequired]);

  return (
    <Center minHeight="40vh">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{intl.formatMessage(messages.working)}</Text>
      </Stack>
    </Center>
  );
}
