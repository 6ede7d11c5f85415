import sharp from 'sharp';

import { StorageError } from '../storage.errors';
import { imageContentTypes, type ImageFormat } from './image-type';

/** The longest edge a stored picture keeps; resume pictures are drawn far smaller. */
export const maxImageEdge = 2048;

/**
 * Decoding stops past this many pixels. A small file can claim a huge canvas
 * (a decompression bomb); sharp refuses it before allocating the pixels.
 */
export const maxInputPixels = 40_000_000;

/** A picture ready to store: re-encoded bytes and their type. */
export type ProcessedImage = { bytes: Buffer; format: ImageFormat; contentType: string };

/**
 * Re-encodes an uploaded picture in its own format: turned upright by its
 * EXIF orientation, shrunk to fit {@link maxImageEdge}, and written without
 * any metadata (sharp drops EXIF, GPS, XMP and comments unless asked to keep
 * them). Only the first frame of an animation is kept.
 *
 * @throws StorageError `UnsupportedImageType` when the decoder disagrees with
 * the sniffed format, `ImageTooLarge` past {@link maxInputPixels}, and
 * `ImageUnreadable` for a corrupt file.
 */
export async function processImage(input: Buffer, sniffed: ImageFormat): Promise<ProcessedImage> {
  try {
    const image = sharp(input, {
      limitInputPixels: maxInputPixels,
      animated: false,
      failOn: 'error',
    });
    const { format } = await image.metadata();
    if (format !== sniffed) {
      throw new StorageError(
        'UnsupportedImageType',
        'The file is not a PNG, JPEG, WebP or GIF image',
      );
    }
    const bytes = await image
      .rotate()
      .resize({
        width: maxImageEdge,
        height: maxImageEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(sniffed)
      .toBuffer();
    return { bytes, format: sniffed, contentType: imageContentTypes[sniffed] };
  } catch (error) {
    if (error instanceof StorageError) {
      throw error;
    }
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new StorageError(
        'ImageTooLarge',
        `The image has more than ${maxInputPixels.toLocaleString('en')} pixels`,
      );
    }
    throw new StorageError('ImageUnreadable', 'The image could not be read; it may be damaged');
  }
}
