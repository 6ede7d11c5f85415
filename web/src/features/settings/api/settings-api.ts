import { api } from '../../../lib/api/client';
import { type User } from '../../auth/session/user';
import { type AccountField } from '../rules/account-rules';

type Message = { message: string };

/** PATCH /api/user/me with the changed fields; answers the updated user. */
export function updateProfile(
  changes: Partial<Record<AccountField, string | null>>,
): Promise<User> {
  return api<User>('/user/me', { method: 'PATCH', body: changes });
}

/** GET /api/user/me: the user as the server has them now. */
export function fetchMe(): Promise<User> {
  return api<User>('/user/me');
}

/** POST /api/auth/verify-email/resend: answers the server's message (the toast says it in the reader's language). */
export async function resendVerification(): Promise<string> {
  return (await api<Message>('/auth/verify-email/resend', { method: 'POST' })).message;
}

/** PUT /api/storage/image (multipart, field `file`): answers the stored picture's URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api<{ data: string }>('/storage/image', { method: 'PUT', body: form })).data;
}

/** PATCH /api/auth/password. */
export async function changePassword(password: string): Promise<string> {
  return (await api<Message>('/auth/password', { method: 'PATCH', body: { password } })).message;
}

/** POST /api/auth/2fa/setup: the otpauth:// link of a new secret. */
export async function setupTwoFactor(): Promise<string> {
  return (await api<Message>('/auth/2fa/setup', { method: 'POST' })).message;
}

/** POST /api/auth/2fa/enable: answers the 10 backup codes. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  return (
    await api<{ backupCodes: string[] }>('/auth/2fa/enable', { method: 'POST', body: { code } })
  ).backupCodes;
}

/** POST /api/auth/2fa/disable: answers the server's message. */
export async function disableTwoFactor(): Promise<string> {
  return (await api<Message>('/auth/2fa/disable', { method: 'POST' })).message;
}

/** DELETE /api/user/me. */
export async function deleteAccount(): Promise<void> {
  await api('/user/me', { method: 'DELETE' });
}
