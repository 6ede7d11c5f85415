import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { ApiError } from '../../../lib/api/api-error';
import { useSession } from '../components/session-provider';
import { fetchAuthConfig, type SsoConfig } from '../lib/sso-config';
import { signInThroughRealm } from '../lib/sso-exchange';
import { signInAtRealm } from '../lib/sso-realm';

export type SingleSignOn = {
  /** The realm, or null while unknown or when the server offers no single sign-on. */
  sso: SsoConfig | null;
  /** True while the realm is asked whether the person is signed in there, or the browser leaves for it. */
  checking: boolean;
  /** The server's refusal of the realm's account (e.g. an unverified address), to show. */
  error: ApiError | null;
  /** Goes to the realm's sign-in page; the person comes back to this page, signed in. */
  signIn(): void;
};

/**
 * Single sign-on on a guest page: asks the realm silently once, exchanges its
 * token when the person is signed in there, and moves the session on (signed
 * in, or the second-factor step).
 */
export function useSingleSignOn(): SingleSignOn {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [sso, setSso] = useState<SsoConfig | null>(null);
  const [checked, setChecked] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let live = true;
    fetchAuthConfig().then(
      (config) => live && setSso(config.sso),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const { status, authenticated, twoFactorRequired } = session;
  useEffect(() => {
    if (!sso || status !== 'signedOut') {
      return undefined;
    }
    let live = true;
    signInThroughRealm(sso)
      .then((result) => {
        if (!live || !result) {
          return;
        }
        if (result.status === '2fa_required') {
          twoFactorRequired();
          void navigate({ pathname: '/auth/verify-otp', search: location.search });
        } else if (result.user) {
          // The guest-only page now sends the person on (its redirect, or the dashboard).
          authenticated(result.user);
        }
      })
      .catch((reason: unknown) => {
        // A realm that cannot be reached leaves the other ways to sign in; a refusal is shown.
        if (live && reason instanceof ApiError) {
          setError(reason);
        }
      })
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [sso, status, authenticated, twoFactorRequired, navigate, location.search]);

  const signIn = useCallback(() => {
    if (sso) {
      setLeaving(true);
      void signInAtRealm(sso, window.location.href).catch(() => setLeaving(false));
    }
  }, [sso]);

  // Busy from the first render that knows the realm, so the button never offers a click mid-check.
  const checking = leaving || (sso !== null && status === 'signedOut' && !checked);
  return { sso, checking, error, signIn };
}
