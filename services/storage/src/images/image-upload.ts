import { type IncomingMessage } from 'node:http';

import busboy from 'busboy';

import { StorageError } from '../storage.errors';
import { type ImageFormat, sniffImageFormat, sniffLength } from './image-type';

/** The multipart field the picture arrives in (docs/product.md#calls). */
export const imageField = 'file';

/** Room for the multipart boundaries and part headers around the file itself. */
const multipartOverhead = 64 * 1024;

/** Limits of one upload. */
export type UploadLimits = { maxBytes: number; timeoutMs: number };

/** The file part of an upload, read into memory within the limits. */
export type UploadedImage = { bytes: Buffer; format: ImageFormat };

/**
 * Reads the `file` part of a multipart upload while it streams in, and gives
 * up as soon as it can tell the upload is unwanted, without reading the rest:
 * a declared length past the limit before any byte is read, a file growing
 * past the limit, leading bytes that are not an accepted image, or an upload
 * still unfinished when the time is up (a client trickling a byte a second).
 * Memory stays bounded by `maxBytes`.
 */
export function readUploadedImage(
  request: IncomingMessage,
  { maxBytes, timeoutMs }: UploadLimits,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes + multipartOverhead) {
      reject(tooLarge(maxBytes));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 8, fieldSize: 1024, parts: 10 },
      });
    } catch {
      reject(
        new StorageError(
          'MissingImageFile',
          `Expected a multipart form with a field "${imageField}"`,
        ),
      );
      return;
    }

    let settled = false;
    let image: UploadedImage | undefined;
    let fileReading = false;
    let parserDone = false;
    const timer = setTimeout(
      () =>
        fail(
          new StorageError('UploadTimedOut', `The upload did not arrive within ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    function fail(error: StorageError) {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        // Stop reading: whatever is still on its way is never parsed or kept.
        request.unpipe(parser);
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        reject(error);
      }
    }

    parser.on('file', (name, file) => {
      if (name !== imageField || fileReading) {
        file.resume();
        return;
      }
      fileReading = true;
      const chunks: Buffer[] = [];
      let size = 0;
      let format: ImageFormat | undefined;
      file.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (!format && size >= sniffLength) {
          format = sniffImageFormat(Buffer.concat(chunks));
          if (!format) {
            fail(unsupported());
          }
        }
      });
      file.on('limit', () => fail(tooLarge(maxBytes)));
      file.on('end', () => {
        const bytes = Buffer.concat(chunks);
        format ??= sniffImageFormat(bytes);
        if (!format) {
          fail(unsupported());
          return;
        }
        image = { bytes, format };
        finish();
      });
    });
    parser.on('error', () =>
      fail(new StorageError('MissingImageFile', 'The upload is not a well-formed multipart form')),
    );
    // The form is done when the parser has seen its end and the file part (if any) was read.
    function finish() {
      if (settled || !parserDone || (fileReading && !image)) {
        return;
      }
      if (!image) {
        fail(
          new StorageError('MissingImageFile', `The form has no file in the field "${imageField}"`),
        );
        return;
      }
      settled = true;
      clearTimeout(timer);
      resolve(image);
    }
    parser.on('close', () => {
      parserDone = true;
      finish();
    });
    request.on('aborted', () =>
      fail(new StorageError('MissingImageFile', 'The upload was interrupted')),
    );
    request.pipe(parser);
  });
}

function tooLarge(maxBytes: number): StorageError {
  return new StorageError('ImageTooLarge', `Images may be at most ${maxBytes} bytes`);
}

function unsupported(): StorageError {
  return new StorageError(
    'UnsupportedImageType',
    'Only PNG, JPEG, WebP and GIF images can be uploaded',
  );
}
