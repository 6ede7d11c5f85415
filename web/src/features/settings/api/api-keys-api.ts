import { type PersonalApiKey } from '@vitae/schema';

import { api } from '../../../lib/api/client';

/** GET /api/keys: the account's personal API keys, newest first (docs/api.md). */
export function fetchApiKeys(): Promise<PersonalApiKey[]> {
  return api<PersonalApiKey[]>('/keys');
}

/** POST /api/keys: a new key and its secret, shown this once. */
export function createApiKey(input: {
  name: string;
  scopes: string[];
  expiresInDays: number;
  currentPassword?: string;
}): Promise<{ key: PersonalApiKey; secret: string }> {
  return api<{ key: PersonalApiKey; secret: string }>('/keys', { method: 'POST', body: input });
}

/** DELETE /api/keys/{id}: refused everywhere from the next request on. */
export function revokeApiKey(id: string): Promise<PersonalApiKey> {
  return api<PersonalApiKey>(`/keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
