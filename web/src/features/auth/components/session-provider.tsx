import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { fromPromise, waitFor } from 'xstate';

import { onSessionExpired } from '../../../lib/api/client';
import { runLogoutHooks } from '../hooks/logout-hooks';
import { registerSsoLogout } from '../lib/sso-logout';
import { type Credentials, fetchCurrentUser, login, logout, type User } from '../lib/user';
import { type LoadedSession, sessionMachine } from '../machines/session-machine';

/**
 * `unreachable`: this browser had a session, and the page load's look at the
 * server got no answer; it looks again and signs nobody out meanwhile.
 */
export type SessionStatus =
  'loading' | 'unreachable' | 'signedOut' | 'signingIn' | 'twoFactor' | 'signedIn' | 'signingOut';

export type Session = {
  status: SessionStatus;
  user: User | null;
  /** Why the last session ended on this page: the person logged out, or it expired. */
  endedBy: 'logout' | 'expired' | null;
  /** Signs in with a password; resolves with where the person stands, rejects with the API's error. */
  signIn(credentials: Credentials): Promise<'signedIn' | 'twoFactor'>;
  /** Another flow (code, backup code, callback, registration) has signed the person in. */
  authenticated(user: User): void;
  /** The server asked for the second factor (an OAuth callback with 2fa_required). */
  twoFactorRequired(): void;
  /** The profile changed (settings). */
  userUpdated(user: User): void;
  /** Asks the server again who is signed in (after an OAuth or SSO round trip). */
  reload(): Promise<SessionStatus>;
  /** Logs out; the user is cleared at once, whether or not the server answers. */
  signOut(): Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

// A reload must not forget that this browser's session came from a single
// sign-on realm: its logout ends the realm's session too (cheap: no keycloak-js).
registerSsoLogout();

/**
 * Whether this browser had a session when it last looked. The session cookies
 * are httpOnly, so without this a guest's every page load would ask the server
 * (and be answered 401, then 401 again for the refresh) for nothing.
 */
const sessionHintKey = 'vitae-session';

function readSessionHint(): boolean {
  try {
    return localStorage.getItem(sessionHintKey) === '1';
  } catch {
    return true;
  }
}

function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) {
      localStorage.setItem(sessionHintKey, '1');
    } else {
      localStorage.removeItem(sessionHintKey);
    }
  } catch {
    // Without storage every load asks the server, which is only slower.
  }
}

/**
 * A sign-in waiting for its second factor, in this tab. Its cookie is a short
 * pending token that `/user/me` refuses; asking the server on a reload would
 * end in a refresh attempt that clears it, so the reload trusts this instead.
 */
const pendingKey = 'vitae-2fa-pending';

function readPending(): boolean {
  try {
    return sessionStorage.getItem(pendingKey) === '1';
  } catch {
    return false;
  }
}

function writePending(pending: boolean): void {
  try {
    if (pending) {
      sessionStorage.setItem(pendingKey, '1');
    } else {
      sessionStorage.removeItem(pendingKey);
    }
  } catch {
    // Without storage a reload during the code step goes back to login.
  }
}

const machine = sessionMachine.provide({
  actors: {
    loadUser: fromPromise(
      async ({ input }: { input: { force: boolean } }): Promise<LoadedSession> => {
        if (!input.force && readPending()) {
          return { user: null, twoFactorPending: true };
        }
        const user = input.force || readSessionHint() ? await fetchCurrentUser() : null;
        return { user, twoFactorPending: false };
      },
    ),
    signIn: fromPromise(({ input }: { input: Credentials }) => login(input)),
    signOut: fromPromise(async () => {
      await Promise.allSettled([logout(), runLogoutHooks()]);
    }),
  },
});

/** Holds the session for the whole app (docs/product.md#sign-in-flow and #session). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(machine);
  const status = useSelector(actor, (snapshot) => snapshot.value as SessionStatus);
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const endedBy = useSelector(actor, (snapshot) => snapshot.context.endedBy);

  useEffect(() => onSessionExpired(() => actor.send({ type: 'session.expired' })), [actor]);

  // Back online: look at the server now rather than at the next try.
  useEffect(() => {
    const retry = () => actor.send({ type: 'session.retry' });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [actor]);

  useEffect(() => {
    if (status === 'signedIn') {
      writeSessionHint(true);
      writePending(false);
    } else if (status === 'twoFactor') {
      writePending(true);
    } else if (status === 'signedOut') {
      // Only an answer gets here (docs/web.md#the-session); `unreachable` keeps the hint.
      writeSessionHint(false);
      writePending(false);
    }
  }, [status]);

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      endedBy,
      async signIn(credentials) {
        actor.send({ type: 'session.signIn', credentials });
        const settled = await waitFor(actor, (snapshot) => !snapshot.matches('signingIn'));
        if (settled.matches('signedIn')) {
          return 'signedIn';
        }
        if (settled.matches('twoFactor')) {
          return 'twoFactor';
        }
        throw settled.context.error;
      },
      authenticated: (next) => actor.send({ type: 'session.authenticated', user: next }),
      twoFactorRequired: () => actor.send({ type: 'session.twoFactorRequired' }),
      userUpdated: (next) => actor.send({ type: 'session.userUpdated', user: next }),
      async reload() {
        actor.send({ type: 'session.reload' });
        const settled = await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
        return settled.value as SessionStatus;
      },
      async signOut() {
        actor.send({ type: 'session.signOut' });
        await waitFor(actor, (snapshot) => !snapshot.matches('signingOut'));
      },
    }),
    [actor, status, user, endedBy],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session: who is signed in, and the verbs that change it. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession must be used inside <SessionProvider>');
  }
  return session;
}
