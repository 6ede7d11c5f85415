import { type LetterData, type ResumeData } from '@vitae/schema';
import { type StorageClient } from '@vitae/storage';

/** What the printer needs from storage to read a picture: its guarded fetcher. */
export type PictureFetcher = Pick<StorageClient, 'fetchImage'>;

/** Told of a picture that is left out of a print, and why. */
export type OnRefused = (url: string, error: unknown) => void;

/**
 * The picture at `url` as a `data:` URL of the bytes storage's guarded
 * fetcher returned (public addresses only, pictures only, size and time
 * limits), so the browser never requests it itself. An empty or `data:` URL
 * is returned as it is; a picture storage refuses or cannot fetch is an empty
 * URL, as the public page would show a broken image: the document still prints.
 */
async function inlined(url: string, fetcher: PictureFetcher, onRefused: OnRefused) {
  if (url === '' || url.startsWith('data:')) {
    return url;
  }
  try {
    const { bytes, contentType } = await fetcher.fetchImage(url);
    return `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
  } catch (error) {
    onRefused(url, error);
    return '';
  }
}

/** Returns the resume with its picture inlined (see {@link inlined}); a hidden one is left alone. */
export async function inlinePicture(
  data: ResumeData,
  fetcher: PictureFetcher,
  onRefused: OnRefused = () => undefined,
): Promise<ResumeData> {
  // Read defensively: the document is checked against the schema by the
  // artboard, in the page, after this (see the printer).
  const picture = data.basics.picture as Partial<ResumeData['basics']['picture']> | undefined;
  const url = typeof picture?.url === 'string' ? picture.url : '';
  if (picture?.effects?.hidden) {
    return data;
  }
  const inline = await inlined(url, fetcher, onRefused);
  if (inline === url) {
    return data;
  }
  return { ...data, basics: { ...data.basics, picture: { ...data.basics.picture, url: inline } } };
}

/** Returns the letter with the picture of its signature inlined (see {@link inlined}). */
export async function inlineSignature(
  data: LetterData,
  fetcher: PictureFetcher,
  onRefused: OnRefused = () => undefined,
): Promise<LetterData> {
  // Read defensively, as the resume's picture: the artboard checks the letter after this.
  const signature = data.signature as Partial<LetterData['signature']> | undefined;
  const url = typeof signature?.pictureUrl === 'string' ? signature.pictureUrl : '';
  const inline = await inlined(url, fetcher, onRefused);
  if (inline === url) {
    return data;
  }
  return { ...data, signature: { ...data.signature, pictureUrl: inline } };
}
