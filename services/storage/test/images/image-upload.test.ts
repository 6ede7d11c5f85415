import { crc32 } from 'node:zlib';

import {
  floodUpload,
  multipartHead,
  rawUpload,
  trickleUpload,
  uploadBoundary,
} from '@vitae/service-kit/testing';
import sharp from 'sharp';

import { hasGpsInfo, makeImage, makeJpegWithGps } from '../support/images';
import { imageForm, startTestStorage, type TestStorage } from '../support/start-test-storage';

const MiB = 1024 * 1024;

describe('PUT /api/storage/image', () => {
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await startTestStorage({ MAX_IMAGE_BYTES: String(2 * MiB) });
  });

  afterAll(() => storage?.close());

  async function upload(form: FormData, headers: Record<string, string> = {}) {
    const response = await fetch(`${storage.url}/api/storage/image`, {
      method: 'PUT',
      body: form,
      headers,
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  async function download(url: string) {
    const response = await fetch(new URL(url, storage.url));
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
  ] as const)(
    'stores a %s picture under the user and answers its URL',
    async (format, type, ext) => {
      const picture = await makeImage(format);
      const { status, body } = await upload(
        imageForm(picture, `me.${ext}`, type),
        await storage.auth('user-a'),
      );
      expect(status).toBe(200);
      expect(body.data).toMatch(
        new RegExp(`^/api/storage/files/users/user-a/images/[a-f0-9]{32}\\.${ext}$`),
      );
      const { response, bytes } = await download(body.data);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect((await sharp(bytes).metadata()).format).toBe(format);
    },
  );

  it('names a picture by its content, so the same upload twice is one file', async () => {
    const picture = await makeImage('png', { width: 30, height: 30 });
    const auth = await storage.auth('user-a');
    const first = await upload(imageForm(picture), auth);
    const second = await upload(imageForm(picture, 'other-name.png'), auth);
    expect(second.body.data).toBe(first.body.data);
  });

  it('strips the EXIF location from a photo', async () => {
    const photo = await makeJpegWithGps();
    expect(await hasGpsInfo(photo)).toBe(true);
    const { status, body } = await upload(
      imageForm(photo, 'holiday.jpg', 'image/jpeg'),
      await storage.auth('user-a'),
    );
    expect(status).toBe(200);
    const { bytes } = await download(body.data);
    expect(await hasGpsInfo(bytes)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('shrinks a picture larger than 2048 pixels to fit', async () => {
    const wide = await makeImage('png', { width: 3000, height: 1000 });
    const { body } = await upload(imageForm(wide), await storage.auth('user-a'));
    const { bytes } = await download(body.data);
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([2048, 683]);
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
      'avatar.svg',
      'image/svg+xml',
    ],
    [
      'an HTML page named .png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'photo.png',
      'image/png',
    ],
    [
      'a zip archive',
      // A real zip: local file header, one stored entry, central directory and end record.
      Buffer.from(
        '504b03040a0000000000000000000000000005000000050000000500000068656c6c6f68656c6c6f' +
          '504b01021e030a00000000000000000000000000050000000500000005000000000000000000000000000000000068656c6c6f' +
          '504b0506000000000100010033000000280000000000',
        'hex',
      ),
      'picture.png',
      'image/png',
    ],
    ['a file too short to be an image', Buffer.from('GIF'), 'tiny.gif', 'image/gif'],
  ])('refuses %s with UnsupportedImageType (415)', async (_what, bytes, name, type) => {
    const { status, body } = await upload(
      imageForm(bytes, name, type),
      await storage.auth('user-a'),
    );
    expect(status).toBe(415);
    expect(body.code).toBe('UnsupportedImageType');
  });

  it('refuses a small file that claims a huge canvas (a decompression bomb) with ImageTooLarge', async () => {
    const bomb = await makeImage('png', { width: 8, height: 8 });
    // IHDR follows the 8-byte signature and the chunk's length and type: width, height, then its CRC.
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(bomb.length).toBeLessThan(1024);
    const { status, body } = await upload(imageForm(bomb), await storage.auth('user-a'));
    expect([status, body.code]).toEqual([413, 'ImageTooLarge']);
  });

  it('refuses a PNG whose body is not a PNG with ImageUnreadable', async () => {
    const broken = Buffer.concat([(await makeImage('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    const { status, body } = await upload(imageForm(broken), await storage.auth('user-a'));
    expect([status, body.code]).toEqual([422, 'ImageUnreadable']);
  });

  it('refuses a guest with Unauthenticated (401) and a forged token with InvalidAccessToken', async () => {
    const picture = await makeImage('png');
    expect(await upload(imageForm(picture))).toMatchObject({
      status: 401,
      body: { code: 'Unauthenticated' },
    });
    expect(await upload(imageForm(picture), { authorization: 'Bearer not.a.token' })).toMatchObject(
      { status: 401, body: { code: 'InvalidAccessToken' } },
    );
  });

  it('reads the token from the vitae_access cookie as the browser sends it', async () => {
    const token = await storage.tokens.sign('user-cookie');
    const { status, body } = await upload(imageForm(await makeImage('png')), {
      cookie: `theme=dark; vitae_access=${token}`,
    });
    expect(status).toBe(200);
    expect(body.data).toContain('/users/user-cookie/images/');
  });

  it('refuses a form without the file field with MissingImageFile (400)', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(await makeImage('png'))]), 'a.png');
    const { status, body } = await upload(form, await storage.auth('user-a'));
    expect([status, body.code]).toEqual([400, 'MissingImageFile']);
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    const result = await rawUpload(
      `${storage.url}/api/storage/image`,
      {
        ...(await storage.auth('user-a')),
        'content-type': `multipart/form-data; boundary=${uploadBoundary}`,
        'content-length': String(50 * MiB),
      },
      async (sent) => (sent === 0 ? multipartHead() : undefined),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'ImageTooLarge' });
  });

  it('cuts off a 50 MB upload of unknown length early, without reading it all', async () => {
    const result = await floodUpload(
      `${storage.url}/api/storage/image`,
      await storage.auth('user-a'),
      { file: await makeImage('png'), totalBytes: 50 * MiB },
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'ImageTooLarge' });
    expect(result.bytesSent).toBeLessThan(20 * MiB);
  });
});

describe('PUT /api/storage/image from a slow client', () => {
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await startTestStorage({ UPLOAD_TIMEOUT_MS: '1500' });
  });

  afterAll(() => storage?.close());

  it('cuts off a client trickling its upload with UploadTimedOut (408)', async () => {
    // One byte at a time, far slower than the limit allows for the whole file.
    const result = await trickleUpload(
      `${storage.url}/api/storage/image`,
      await storage.auth('user-slow'),
      { file: await makeImage('png') },
    );
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'UploadTimedOut' });
    expect(result.finished).toBe(false);
  });
});
