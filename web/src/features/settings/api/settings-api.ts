import { api } from '../../../lib/api/client';
import { type User } from '../../auth/lib/user';
import { type AccountField } from '../lib/account-rules';

type Message = { message: string };

/**
 * PATCH /api/user/me with the changed fields; answers the updated user. A new
 * email comes with the current password and is only mailed a link: the answer
 * keeps the old address until the link is opened (docs/auth.md).
 */
export function updateProfile(
  changes: Partial<Record<AccountField, string | null>> & { currentPassword?: string },
): Promise<User> {
  return api<User>('/user/me', { method: 'PATCH', body: changes });
}

/** POST /api/auth/confirm-email?token=: the link of an email change, opened. */
export async function confirmEmailChange(token: string): Promise<string> {
  return (
    await api<Message>(`/auth/confirm-email?token=${encodeURIComponent(token)}`, {
      method: 'POST',
    })
  ).message;
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

/** PATCH /api/auth/password, with the current password (empty for an account that has none). */
export async function changePassword(password: string, currentPassword: string): Promise<string> {
  return (
    await api<Message>('/auth/password', {
      method: 'PATCH',
      body: { password, ...(currentPassword ? { currentPassword } : {}) },
    })
  ).message;
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

/** POST /api/auth/2fa/disable with the current password and a code or backup code: answers the server's message. */
export async function disableTwoFactor(proof: {
  currentPassword: string;
  code: string;
}): Promise<string> {
  const body = {
    code: proof.code.trim(),
    ...(proof.currentPassword ? { currentPassword: proof.currentPassword } : {}),
  };
  return (await api<Message>('/auth/2fa/disable', { method: 'POST', body })).message;
}

/** DELETE /api/user/me. */
export async function deleteAccount(): Promise<void> {
  await api('/user/me', { method: 'DELETE' });
}
