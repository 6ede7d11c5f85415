import { Outlet } from 'react-router';

import { onLogout } from '../../features/auth/hooks/logout-hooks';
import { ApolloBoundary, clearApolloCache } from '../../lib/apollo/apollo-boundary';
import { RequireUser } from './guards';

// The next person on this browser must see nothing of the last one's resumes.
onLogout(clearApolloCache);

/** The signed-in part of the app (dashboard, settings, builder): guarded, with GraphQL. */
export function SignedInArea() {
  return (
    <RequireUser>
      <ApolloBoundary>
        <Outlet />
      </ApolloBoundary>
    </RequireUser>
  );
}
