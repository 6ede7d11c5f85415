import { decodePicture, PictureError } from './prepare-picture';

const calls: unknown[][] = [];

beforeEach(() => {
  calls.length = 0;
  // jsdom decodes no pictures: this browser decodes none either, as Chromium a HEIC.
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = (...args: unknown[]) => {
    calls.push(args);
    return Promise.reject(new DOMException('The source image could not be decoded.'));
  };
});

afterAll(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

async function issueOf(file: File) {
  try {
    await decodePicture(file);
  } catch (error) {
    return error instanceof PictureError ? error.issue : String(error);
  }
  return null;
}

describe('decoding a chosen picture', () => {
  it('asks the browser for the picture upright (its EXIF orientation applied)', async () => {
    await issueOf(new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(calls[0]![1]).toEqual({ imageOrientation: 'from-image' });
  });

  it('names HEIC when the browser cannot decode it, with a type or by its name alone', async () => {
    expect(await issueOf(new File(['x'], 'IMG_1.HEIC', { type: 'image/heic' }))).toBe(
      'heicUnsupported',
    );
    expect(await issueOf(new File(['x'], 'IMG_2.heic', { type: '' }))).toBe('heicUnsupported');
  });

  it('calls any other undecodable file unreadable', async () => {
    expect(await issueOf(new File(['x'], 'broken.png', { type: 'image/png' }))).toBe('unreadable');
  });
});
