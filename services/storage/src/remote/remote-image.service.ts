import { buffer } from 'node:stream/consumers';

import { parseFileKey } from '../files/file-keys';
import { type FileUrls } from '../files/file-urls';
import { imageContentTypes, sniffImageFormat } from '../images/image-type';
import { type ObjectStore } from '../objects';
import { StorageError } from '../storage.errors';
import { createFetchCache, type FetchCache } from './fetch-cache';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch';

/** A picture ready to put into a printed page. */
export type RemoteImage = { bytes: Buffer; contentType: string };

/**
 * Turns a resume picture URL into bytes for printing. Pictures stored here
 * are read from the object store directly (their public URL may well point at
 * an address the fetcher refuses); anything else goes through the guarded
 * fetch, must be a PNG, JPEG, WebP or GIF by its bytes, and is cached.
 */
export function createRemoteImageService({
  objects,
  urls,
  fetch,
  cache = createFetchCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024, ttlMs: 15 * 60_000 }),
}: {
  objects: ObjectStore;
  urls: FileUrls;
  fetch: GuardedFetchOptions;
  cache?: FetchCache;
}) {
  async function fromStore(key: string): Promise<RemoteImage> {
    const found = parseFileKey(key)?.kind === 'image' ? await objects.get(key) : undefined;
    if (!found) {
      throw new StorageError('FileNotFound', 'No such picture');
    }
    return { bytes: await buffer(found.body), contentType: found.contentType };
  }

  return {
    async fetch(url: string): Promise<RemoteImage> {
      const key = urls.keyOf(url);
      if (key !== undefined) {
        return fromStore(key);
      }
      const cached = cache.get(url);
      if (cached) {
        return cached;
      }
      const { bytes } = await guardedFetch(url, fetch);
      const format = sniffImageFormat(bytes);
      if (!format) {
        throw new StorageError(
          'RemoteImageUnsupportedType',
          'The picture is not a PNG, JPEG, WebP or GIF image',
        );
      }
      const image = { bytes, contentType: imageContentTypes[format] };
      cache.set(url, image);
      return image;
    },
  };
}

/** The remote picture service of one storage instance. */
export type RemoteImageService = ReturnType<typeof createRemoteImageService>;
