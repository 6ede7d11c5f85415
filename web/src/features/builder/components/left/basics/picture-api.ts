import { api } from '../../../../../lib/api/client';

/** PUT /api/storage/image (multipart, field `file`): answers the stored picture's URL. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api<{ data: string }>('/storage/image', { method: 'PUT', body: form })).data;
}
