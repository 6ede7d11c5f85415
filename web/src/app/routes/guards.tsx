import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router';

import { useSession } from '../../features/auth/components/session-provider';
import { loginPathFor, safeRedirect } from '../../lib/redirect';

const messages = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
});

/** What a page shows while the session or its code is on its way. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <Center minHeight="60vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage(messages.loading)} />
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
  if (status === 'loading') {
    return <PageSpinner />;
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
  if (status === 'loading') {
    return <PageSpinner />;
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
