import { type Readable } from 'node:stream';

import { DomainError, type Logger } from '@vitae/service-kit';

import { processImage } from '../images/image-processor';
import { sniffImageFormat } from '../images/image-type';
import { type ObjectStore } from '../objects';
import { StorageError, type StorageErrorCode } from '../storage.errors';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch';
import { type RegisteredImage, type RemoteImageRegistry } from './remote-image-registry';

/** Where the copy of a remote image sits: named by the hash of its URL, outside every user's prefix. */
export function remoteCopyKey(urlHash: string, extension: string): string {
  return `remote-images/${urlHash}.${extension}`;
}

/** A failed fetch is tried again at a request no sooner than this. */
export const retryFailedAfterMs = 10 * 60_000;

/** A copy ready to send. */
export type OpenedCopy = { body: Readable; contentType: string; size: number };

/**
 * Copies the remote images resumes hold into the object store and opens the
 * copies. A copy is fetched by the guarded fetcher (public addresses only,
 * size and time limits, a picture by its bytes) and re-encoded as an upload
 * is (upright, at most 2048 px, no metadata), once per URL: at the
 * resume-changed event that registered it, or at its first request if that
 * comes first. Two asks for one URL at once share one fetch.
 */
export function createRemoteImageCopies({
  objects,
  registry,
  fetch,
  logger,
  now = Date.now,
}: {
  objects: ObjectStore;
  registry: RemoteImageRegistry;
  fetch: GuardedFetchOptions;
  logger: Logger;
  now?: () => number;
}) {
  const inFlight = new Map<string, Promise<void>>();

  async function fetchAndStore(image: RegisteredImage): Promise<void> {
    try {
      const { bytes } = await guardedFetch(image.url, fetch);
      const format = sniffImageFormat(bytes);
      if (!format) {
        throw new StorageError(
          'RemoteImageUnsupportedType',
          'The picture is not a PNG, JPEG, WebP or GIF image',
        );
      }
      const processed = await processImage(bytes, format);
      const key = remoteCopyKey(image.urlHash, format === 'jpeg' ? 'jpg' : format);
      await objects.put(key, processed.bytes, { contentType: processed.contentType });
      if (!(await registry.markStored(image.urlHash, key, processed.contentType))) {
        // No resume holds it any more: the copy goes with it.
        await objects.delete(key);
      }
    } catch (error) {
      const code = error instanceof DomainError ? String(error.code) : 'RemoteImageUnavailable';
      logger.warn({ url: image.url, code }, 'a remote image could not be copied');
      await registry.markFailed(image.urlHash, code);
      throw error;
    }
  }

  /** Copies one registered image unless another ask is already copying it. */
  function copy(image: RegisteredImage): Promise<void> {
    let running = inFlight.get(image.urlHash);
    if (!running) {
      running = fetchAndStore(image).finally(() => inFlight.delete(image.urlHash));
      inFlight.set(image.urlHash, running);
    }
    return running;
  }

  return {
    /** Copies images registered at a resume change; failures are recorded, not thrown. */
    async copyAll(images: readonly RegisteredImage[]): Promise<void> {
      await Promise.all(images.map((image) => copy(image).catch(() => undefined)));
    },

    /**
     * The copy of `url`, fetched now if it has none yet.
     *
     * @throws StorageError `FileNotFound` for a URL no resume holds; the
     * fetcher's error (`RemoteImageRefused`, `RemoteImageUnavailable`, ...)
     * when it cannot be copied, the recorded one for ten minutes after.
     */
    async open(url: string): Promise<OpenedCopy> {
      let image = await registry.find(url);
      if (!image) {
        throw new StorageError('FileNotFound', 'No resume holds this image');
      }
      if (!image.objectKey) {
        if (image.failedAt && now() - image.failedAt.getTime() < retryFailedAfterMs) {
          throw new StorageError(
            (image.failureCode as StorageErrorCode | null) ?? 'RemoteImageUnavailable',
            'This image could not be copied',
          );
        }
        await copy(image);
        image = await registry.find(url);
      }
      const stored = image?.objectKey ? await objects.get(image.objectKey) : undefined;
      if (!stored) {
        throw new StorageError('FileNotFound', 'No resume holds this image');
      }
      return { body: stored.body, contentType: stored.contentType, size: stored.size };
    },

    /** Deletes the copies of images no resume holds any more. */
    async prune(): Promise<void> {
      const keys = await registry.prune();
      await Promise.all(keys.map((key) => objects.delete(key)));
    },
  };
}

/** The remote image copies of one storage instance. */
export type RemoteImageCopies = ReturnType<typeof createRemoteImageCopies>;
