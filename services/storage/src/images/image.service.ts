import { createHash } from 'node:crypto';

import { imageKey } from '../files/file-keys';
import { type FileUrls } from '../files/file-urls';
import { type ObjectStore } from '../objects';
import { processImage } from './image-processor';
import { type UploadedImage } from './image-upload';

/**
 * Stores pictures. Each is re-encoded, then named by the hash of the result
 * under its owner's prefix: the same picture uploaded twice is one object,
 * and its URL cannot be guessed without having the picture.
 */
export function createImageService(objects: ObjectStore, urls: FileUrls) {
  return {
    /** Stores a user's uploaded picture and answers its stable URL. */
    async store(userId: string, upload: UploadedImage): Promise<{ key: string; url: string }> {
      const image = await processImage(upload.bytes, upload.format);
      const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 32);
      const key = imageKey(userId, hash, image.format);
      await objects.put(key, image.bytes, { contentType: image.contentType });
      return { key, url: urls.urlOf(key) };
    },
  };
}

/** The image service of one storage instance. */
export type ImageService = ReturnType<typeof createImageService>;
