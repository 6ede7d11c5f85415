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

/** The current user, or null for a guest (or a session waiting for its second factor). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api<User>('/user/me');
  } catch {
    return null;
  }
}

export function login(credentials: Credentials): Promise<LoginResult> {
  return api<LoginResult>('/auth/login', { method: 'POST', body: credentials });
}

export function logout(): Promise<unknown> {
  return api('/auth/logout', { method: 'POST' });
}
