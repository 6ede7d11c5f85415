import { api } from '../../../../../lib/api/client';

/** What the storage service stores (docs/storage.md); the file chooser offers only these. */
export const acceptedPictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Whether a chosen file is a picture the storage service takes. */
export function isAcceptedPicture(file: Pick<File, 'type'>): boolean {
  return (acceptedPictureTypes as readonly string[]).includes(file.type);
}

/** PUT /api/storage/image (multipart, field `file`): answers the stored picture's URL. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api<{ data: string }>('/storage/image', { method: 'PUT', body: form })).data;
}
