import { checkChosenPicture, isHeic, maxChosenPictureBytes, megabytes } from './picture-rules';
import {
  cropInPixels,
  encodingsFor,
  fitWithin,
  hasTransparency,
  shrinkToBudget,
  uploadBudgetBytes,
  uploadLongestSide,
  uploadName,
} from './picture-sizing';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('a chosen picture', () => {
  it('takes the pictures a phone or camera makes, up to 40 MB, HEIC without a type too', () => {
    expect(megabytes(maxChosenPictureBytes)).toBe(40);
    expect(checkChosenPicture(file('me.png', 'image/png', 6.4 * 1024 * 1024))).toBeNull();
    expect(checkChosenPicture(file('me.jpg', 'image/jpeg', maxChosenPictureBytes))).toBeNull();
    expect(checkChosenPicture(file('me.webp', 'image/webp'))).toBeNull();
    expect(checkChosenPicture(file('me.gif', 'image/gif'))).toBeNull();
    expect(checkChosenPicture(file('IMG_0001.HEIC', 'image/heic'))).toBeNull();
    expect(checkChosenPicture(file('IMG_0001.HEIC', ''))).toBeNull();
  });

  it('refuses a file past the limit and a file that is not a picture, by name', () => {
    expect(checkChosenPicture(file('me.jpg', 'image/jpeg', maxChosenPictureBytes + 1))).toBe(
      'tooLarge',
    );
    expect(checkChosenPicture(file('cv.pdf', 'application/pdf'))).toBe('notAnImage');
    expect(checkChosenPicture(file('logo.svg', 'image/svg+xml'))).toBe('notAnImage');
    expect(checkChosenPicture(file('notes', ''))).toBe('notAnImage');
    // Not a picture is the first thing to say, even of a large file.
    expect(checkChosenPicture(file('film.mp4', 'video/mp4', maxChosenPictureBytes * 2))).toBe(
      'notAnImage',
    );
  });

  it('knows HEIC by its type, or by its name when the type is empty', () => {
    expect(isHeic(file('a.heic', 'image/heic'))).toBe(true);
    expect(isHeic(file('a.HEIF', ''))).toBe(true);
    expect(isHeic(file('a.jpg', 'image/jpeg'))).toBe(false);
  });
});

describe('sizing', () => {
  it('brings the longest side to 1600 pixels, keeping the shape, and never enlarges', () => {
    expect(uploadLongestSide).toBe(1600);
    expect(fitWithin({ width: 4032, height: 3024 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3024, height: 4032 }, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 640, height: 480 }, 1600)).toEqual({ width: 640, height: 480 });
  });

  it('turns the crop step’s percentages into pixels inside the picture', () => {
    expect(
      cropInPixels({ x: 25, y: 0, width: 50, height: 100 }, { width: 4000, height: 3000 }),
    ).toEqual({ x: 1000, y: 0, width: 2000, height: 3000 });
    // Rounding never reaches past the edge.
    expect(
      cropInPixels({ x: 60.4, y: -1, width: 40, height: 101 }, { width: 333, height: 101 }),
    ).toEqual({ x: 201, y: 0, width: 132, height: 101 });
  });

  it('shrinks an encoding that came out too heavy until it is under the budget', () => {
    let size = { width: 1600, height: 1600 };
    // Bytes following the area: 8 MB at 1600 × 1600.
    const bytesAt = (s: { width: number; height: number }) =>
      (s.width * s.height * 8e6) / 1600 ** 2;
    let tries = 0;
    while (bytesAt(size) > uploadBudgetBytes) {
      size = shrinkToBudget(size, bytesAt(size), uploadBudgetBytes);
      tries += 1;
    }
    expect(tries).toBe(1);
    expect(size.width).toBeGreaterThan(800);
    expect(uploadBudgetBytes).toBeLessThan(4 * 1024 * 1024);
    // Even a small excess takes at least a tenth off.
    expect(
      shrinkToBudget({ width: 1000, height: 500 }, uploadBudgetBytes + 1, uploadBudgetBytes),
    ).toEqual({ width: 900, height: 450 });
  });
});

describe('encoding', () => {
  it('makes a photo a JPEG, and keeps transparency as WebP, else PNG', () => {
    expect(encodingsFor(false)).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(encodingsFor(true).map((encoding) => encoding.type)).toEqual([
      'image/webp',
      'image/png',
    ]);
  });

  it('sees a transparent pixel anywhere', () => {
    expect(hasTransparency([0, 0, 0, 255, 9, 9, 9, 255])).toBe(false);
    expect(hasTransparency([0, 0, 0, 255, 9, 9, 9, 254])).toBe(true);
  });

  it('names the upload after the chosen file, with the extension of what it now is', () => {
    expect(uploadName('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(uploadName('logo.png', 'image/webp')).toBe('logo.webp');
    expect(uploadName('.png', 'image/png')).toBe('picture.png');
  });
});
