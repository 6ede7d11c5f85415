import { onLogout } from '../hooks/logout-hooks';
import { fetchAuthConfig } from './sso-config';
import { endRealmSession } from './sso-realm';
import { logout } from './user';

/**
 * Marks that this browser's Vitae session came from the realm, so logout also
 * ends the realm's session. A flag, not a token: nothing of the realm is kept.
 */
const marker = 'vitae-sso-session';

let registered = false;

function readMarker(): boolean {
  try {
    return window.localStorage.getItem(marker) === '1';
  } catch {
    return false;
  }
}

function writeMarker(on: boolean): void {
  try {
    if (on) {
      window.localStorage.setItem(marker, '1');
    } else {
      window.localStorage.removeItem(marker);
    }
  } catch {
    // Storage refused (private mode): logout then ends only the Vitae session.
  }
}

async function endBothSessions(): Promise<void> {
  if (!readMarker()) {
    return;
  }
  writeMarker(false);
  const { sso } = await fetchAuthConfig();
  if (!sso) {
    return;
  }
  // Leaving for the realm unloads the page and would cancel the app's own logout
  // call if it were still running, so the Vitae session is ended first, here.
  await logout().catch(() => undefined);
  await endRealmSession(sso, `${window.location.origin}/`);
}

/** Runs the realm logout with every logout while this browser's session came from the realm. */
export function registerSsoLogout(): void {
  if (!registered) {
    registered = true;
    onLogout(endBothSessions);
  }
}

/** Called after an exchange: this session came from the realm. */
export function rememberSsoSession(): void {
  writeMarker(true);
  registerSsoLogout();
}

// A page loaded while a realm session is marked (a reload in the dashboard) logs out of both too.
if (typeof window !== 'undefined' && readMarker()) {
  registerSsoLogout();
}
