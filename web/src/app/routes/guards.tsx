import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router';

import { useSession } from '../../features/auth/components/session-provider';
import { edgeErrorMessages } from '../../lib/errors/error-messages';
import { loginPathFor, safeRedirect } from '../../lib/redirect';

const messages = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
});

/**
 * What a page shows while the session or its code is on its way; `unreachable`
 * adds that the server could not be reached (the session tries again by itself).
 */
export function PageSpinner({ unreachable = false }: { unreachable?: boolean }) {
  const intl = useIntl();
  return (
    <Center minHeight="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage(messages.loading)} />
        {unreachable ? (
          <Text color="fg.muted" textAlign="center" maxWidth="md">
            {intl.formatMessage(edgeErrorMessages.NETWORK)}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}

/**
 * Pages for guests only (docs/product.md#routes): a signed-in person goes to the `redirect`
 * parameter when it is a path on this site, else to /dashboard.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [search] = useSearchParams();
  if (status === 'loading' || status === 'unreachable') {
    return <PageSpinner unreachable={status === 'unreachable'} />;
  }
  if (status === 'signedIn') {
    return <Navigate to={safeRedirect(search.get('redirect'))} replace />;
  }
  return children;
}

/**
 * Pages for signed-in people: a guest goes to /auth/login?redirect={path and
 * query} (docs/product.md#routes), and comes back there after signing in.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, endedBy } = useSession();
  const location = useLocation();
  // No answer from the server is not "signed out": wait for one, never off to login.
  if (status === 'loading' || status === 'unreachable') {
    return <PageSpinner unreachable={status === 'unreachable'} />;
  }
  // A person who logs out leaves for the landing page, never the login page,
  // however the logout's own navigation and the session's end are ordered.
  if (status === 'signingOut' || (status === 'signedOut' && endedBy === 'logout')) {
    return <Navigate to="/" replace />;
  }
  if (status !== 'signedIn') {
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  }
  return children;
}
