/** The image formats accepted for pictures, by what their bytes say they are. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** The Content-Type each accepted format is stored and served with. */
export const imageContentTypes: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Bytes enough to tell every accepted format apart. */
export const sniffLength = 12;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format the leading bytes prove, or undefined. The name and the declared
 * Content-Type are never trusted: an HTML page named `photo.png` or an SVG
 * sent as `image/png` is what its bytes say.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'png';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return 'jpeg';
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return 'webp';
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return 'gif';
  }
  return undefined;
}
