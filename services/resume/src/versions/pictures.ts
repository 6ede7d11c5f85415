import { type ResumeData } from '@vitae/schema';

/**
 * A picture stored by the storage service, as any of its URLs names it
 * (absolute under the public origin or root-relative): the key after
 * `/api/storage/files/` (docs/storage.md#keys).
 */
const storedPicture =
  /\/api\/storage\/files\/(users\/[A-Za-z0-9_-]{1,128}\/images\/[a-f0-9]{32,64}\.(?:png|jpg|webp|gif))/g;

/** The storage keys of the pictures a document shows (its photo, images in rich text, a letter's signature), each once. */
export function pictureKeysOf(data: ResumeData | object | string | null | undefined): string[] {
  if (!data) {
    return [];
  }
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return [...new Set(Array.from(text.matchAll(storedPicture), (match) => match[1]))];
}

/** The key of one picture URL, when it names one of storage's pictures. */
export function pictureKeyOf(url: string | null | undefined): string | undefined {
  return url ? pictureKeysOf(JSON.stringify(url))[0] : undefined;
}
