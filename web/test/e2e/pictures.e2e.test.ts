// Pictures (docs/web.md#pictures): a 11 MB PNG from a camera is chosen in the
// builder, cropped to the picture's aspect ratio with the keyboard, made small
// in the browser (what is sent is well under storage's 4 MiB) and drawn in the
// preview; a file past the limit and a file that is not a picture are refused
// in words that name the limit. One person, one builder page.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import { type ElementHandle, type Page } from 'puppeteer-core';
import sharp from 'sharp';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  pageErrors,
  personWithResume,
  waitForText,
} from './harness';

jest.setTimeout(300_000);

const suite = appForTests();

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * An RGB PNG of `width` × `height`: a smooth gradient with a dark disc in the
 * middle, stored without compression, so it weighs what a camera's PNG does
 * (about 3 bytes a pixel).
 */
function cameraPng(width: number, height: number): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  const radius = Math.min(width, height) / 4;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = y * row + 1 + x * 3;
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < radius ** 2;
      raw[offset] = inDisc ? 30 : Math.round((x / width) * 255);
      raw[offset + 1] = inDisc ? 40 : Math.round((y / height) * 255);
      raw[offset + 2] = inDisc ? 60 : 180;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const files = {
  camera: join(tmpdir(), `vitae-pictures-camera-${process.pid}.png`),
  huge: join(tmpdir(), `vitae-pictures-huge-${process.pid}.png`),
  notes: join(tmpdir(), `notes-${process.pid}.txt`),
  rotated: join(tmpdir(), `vitae-pictures-rotated-${process.pid}.jpg`),
  heic: join(tmpdir(), `IMG_${process.pid}.heic`),
};

beforeAll(async () => {
  // A phone's photo held sideways: 1200 × 800 pixels, EXIF orientation 6 (turn right to show).
  writeFileSync(
    files.rotated,
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
  // An iPhone's HEIC (its leading box only): Chromium cannot decode it.
  writeFileSync(
    files.heic,
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(512),
    ]),
  );
  writeFileSync(files.camera, cameraPng(2400, 1600));
  // Only its size is ever read: the browser refuses it before decoding.
  writeFileSync(files.huge, Buffer.alloc(41 * 1024 * 1024));
  writeFileSync(files.notes, 'Not a picture, a note.\n');
});

type Upload = { size: number; type: string };

/** Records what the page sends to PUT /api/storage/image. */
async function recordUploads(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const uploads: { size: number; type: string }[] = [];
    (window as unknown as { pictureUploads: typeof uploads }).pictureUploads = uploads;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).includes('/storage/image') && init?.body instanceof FormData) {
        const file = init.body.get('file');
        if (file instanceof Blob) {
          uploads.push({ size: file.size, type: file.type });
        }
      }
      return original(input, init);
    };
  });
}

async function choose(page: Page, path: string): Promise<void> {
  const input = (await page.waitForSelector(
    'input[data-testid="picture-file"]',
  )) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
  await input.dispose();
}

/** The crop step, open with its picture drawn. */
async function cropStep(page: Page): Promise<void> {
  await byRole(page, 'dialog', 'Crop the picture').wait();
  await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return Boolean(image && image.complete && image.naturalWidth > 0);
    },
    { polling: 100, timeout: 30_000 },
  );
}

/** The picture the artboard draws, once loaded: its natural size. */
async function drawnPicture(page: Page): Promise<{ width: number; height: number; src: string }> {
  const handle = await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[src="/artboard/builder"]');
      const image = frame?.contentDocument?.querySelector<HTMLImageElement>('img.picture');
      return image && image.complete && image.naturalWidth > 0
        ? { width: image.naturalWidth, height: image.naturalHeight, src: image.src }
        : null;
    },
    { polling: 100, timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { width: number; height: number; src: string };
}

describe('pictures', () => {
  it('takes a large PNG through the crop step to the preview, and refuses in words what it cannot take', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    try {
      await recordUploads(page);
      await page.goto(`${suite.app.url}/builder/${id}`);
      await builderFrameText(page);

      // The limit is said before choosing; a portrait picture is asked for.
      await clickByRole(page, 'button', 'Picture');
      await byRole(page, 'dialog', 'Picture').wait();
      await waitForText(page, 'JPEG, PNG, WebP, GIF or HEIC. Pictures may be up to 40 MB.');
      await clickByRole(page, 'button', 'Portrait');
      await clickByRole(page, 'button', 'Close the picture options');

      // Refused at once, in words naming the problem and the limit.
      await choose(page, files.notes);
      await waitForText(
        page,
        `“notes-${process.pid}.txt” is not a picture. Choose a JPEG, PNG, WebP, GIF or HEIC file of up to 40 MB.`,
      );
      await choose(page, files.huge);
      await waitForText(page, 'This file is 41 MB. Pictures may be up to 40 MB.');
      expect(await page.$('[role="dialog"] [data-testid="cropper"]')).toBeNull();

      // HEIC where the browser cannot decode it: named, with what to do instead.
      await choose(page, files.heic);
      await waitForText(
        page,
        'This browser cannot open HEIC pictures. Choose a JPEG or PNG, or open this page in Safari.',
      );

      // A sideways photo is shown upright (its EXIF orientation applied); Cancel sends nothing.
      await choose(page, files.rotated);
      await cropStep(page);
      const shown = await page.$eval('[role="dialog"] img', (image) => ({
        width: (image as HTMLImageElement).naturalWidth,
        height: (image as HTMLImageElement).naturalHeight,
      }));
      expect(shown).toEqual({ width: 800, height: 1200 });
      await clickByRole(page, 'button', 'Cancel');
      await page.waitForFunction(() => !document.querySelector('[data-testid="cropper"]'));

      // An 11 MB PNG (2400 × 1600): the crop step opens, framed portrait.
      await choose(page, files.camera);
      await cropStep(page);
      const area = await byRole(page, 'group', 'Picture crop area').waitHandle();
      const frame = await area.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.width / box.height;
      });
      expect(frame).toBeCloseTo(0.75, 1);
      await expectAccessible(page, 'the crop step');

      // The keyboard moves the picture (on the crop area) and zooms it (on the slider).
      const placement = () =>
        page.$eval('[role="dialog"] img', (image) => (image as HTMLImageElement).style.transform);
      const before = await placement();
      await area.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(
        (was: string) =>
          document.querySelector<HTMLImageElement>('[role="dialog"] img')?.style.transform !== was,
        { polling: 50, timeout: 5_000 },
        before,
      );
      await area.dispose();
      await byRole(page, 'slider', 'Zoom').click();
      await page.keyboard.press('Home');
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('ArrowRight');
      }
      await clickByRole(page, 'button', 'Use this picture');
      await page.waitForFunction(() => !document.querySelector('[data-testid="cropper"]'), {
        timeout: 30_000,
      });

      // What was sent is small, and the preview draws the crop: portrait, at most 1600 px.
      const drawn = await drawnPicture(page);
      const uploads = await page.evaluate(
        () => (window as unknown as { pictureUploads: Upload[] }).pictureUploads,
      );
      expect(uploads).toHaveLength(1);
      expect(uploads[0]!.type).toBe('image/jpeg');
      expect(uploads[0]!.size).toBeLessThan(3 * 1024 * 1024);
      expect(drawn.height).toBeLessThanOrEqual(1600);
      // Zoomed in by a fifth: the frame holds less than the picture's full height.
      expect(drawn.height).toBeLessThan(1500);
      expect(drawn.width / drawn.height).toBeCloseTo(0.75, 1);
      expect(pageErrors(page)).toEqual([]);

      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'pictures-crop', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          if ((shot.viewport()?.width ?? 1440) < 1000) {
            await clickByRole(shot, 'button', 'Sections');
          }
          await choose(shot, files.camera);
          await cropStep(shot);
        },
      });
    } finally {
      await closePage(page);
    }
  });
});
