import { type ResumeData } from '@vitae/schema';
import { type StorageClient } from '@vitae/storage';

/** What the printer needs from storage to read a resume picture: its guarded fetcher. */
export type PictureFetcher = Pick<StorageClient, 'fetchImage'>;

/**
 * Returns the resume with its picture replaced by a `data:` URL of the bytes
 * storage's guarded fetcher returned (public addresses only, pictures only,
 * size and time limits). The browser then never requests the picture itself.
 * A picture storage refuses or cannot fetch is left out, as the public page
 * would show a broken image: the resume still prints.
 */
export async function inlinePicture(
  data: ResumeData,
  fetcher: PictureFetcher,
  onRefused: (url: string, error: unknown) => void = () => undefined,
): Promise<ResumeData> {
  // Read defensively: the document is checked against the schema by the
  // artboard, in the page, after this (see the printer).
  const picture = data.basics.picture as Partial<ResumeData['basics']['picture']> | undefined;
  const url = typeof picture?.url === 'string' ? picture.url : '';
  if (url === '' || url.startsWith('data:') || picture?.effects?.hidden) {
    return data;
  }
  let inlined = '';
  try {
    const { bytes, contentType } = await fetcher.fetchImage(url);
    inlined = `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
  } catch (error) {
    onRefused(url, error);
  }
  return { ...data, basics: { ...data.basics, picture: { ...data.basics.picture, url: inlined } } };
}
