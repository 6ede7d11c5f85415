import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';

/** A signed-in person as `/api` returns them (docs/product.md#user). */
export type User = {
  id: string;
  name: string;
  username: string;
  email: string;
  picture: string | null;
  locale: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  provider: string;
  createdAt: string;
  updatedAt: string;
};

export type LoginStatus = 'authenticated' | '2fa_required';

export type LoginResult = { status: LoginStatus; user: User | null };

export type Credentials = { identifier: string; password: string };

/**
 * The current user, or null when the server says nobody is signed in (a
 * guest, an ended session, one waiting for its second factor): a 401 or 403
 * after the refresh was refused too. Any other failure (no network, a request
 * cut off by the page unloading, a 5xx, a refresh that got no answer) is
 * thrown: it says nothing about the session (docs/web.md#the-session).
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api<User>('/user/me');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      return null;
    }
    throw error;
  }
}

export function login(credentials: Credentials): Promise<LoginResult> {
  return api<LoginResult>('/auth/login', { method: 'POST', body: credentials });
}

export function logout(): Promise<unknown> {
  return api('/auth/logout', { method: 'POST' });
}
