import { api } from '../../../lib/api/client';
import { type SsoConfig } from './sso-config';
import { rememberSsoSession } from './sso-logout';
import { takeRealmAccessToken } from './sso-realm';
import { type LoginResult } from './user';

/** `POST /api/auth/sso/exchange`: the realm's access token, once, for the Vitae cookies. */
function exchangeRealmToken(accessToken: string): Promise<LoginResult> {
  return api<LoginResult>('/auth/sso/exchange', { method: 'POST', body: { accessToken } });
}

let attempt: Promise<LoginResult | null> | null = null;

/**
 * Signs in through the realm when the person is already signed in there (or
 * has just come back from its sign-in page): the access token is exchanged
 * once and then goes out of scope; nothing of the realm is kept. Runs once per
 * page load, however many components ask while it runs; null when the realm
 * has no session, and for anyone asking after it settled (a guest page shown
 * again after logout must not sign in with the old answer).
 */
export function signInThroughRealm(sso: SsoConfig): Promise<LoginResult | null> {
  if (!attempt) {
    const running = (async () => {
      const accessToken = await takeRealmAccessToken(sso);
      if (!accessToken) {
        return null;
      }
      const result = await exchangeRealmToken(accessToken);
      rememberSsoSession();
      return result;
    })();
    attempt = running;
    const settled = Promise.resolve(null);
    running.then(
      () => {
        attempt = settled;
      },
      () => {
        attempt = settled;
      },
    );
  }
  return attempt;
}
