/**
 * How a chosen picture is sized and encoded before the upload
 * (docs/web.md#pictures). Pure decisions, loaded with the crop step only;
 * the browser work is in prepare-picture.ts.
 */

/** The longest side of what is uploaded: sharp on a printed resume, small to send. */
export const uploadLongestSide = 1600;

/**
 * What an upload may weigh at most: well under the storage service's 4 MiB
 * (docs/storage.md), so the multipart wrapping never tips it over.
 */
export const uploadBudgetBytes = 3 * 1024 * 1024;

/** The longest side kept in memory while cropping: room to zoom in, bounded memory. */
export const workingLongestSide = 4096;

export type Size = { width: number; height: number };
export type Area = { x: number; y: number; width: number; height: number };

/** `size` scaled down (never up) so that its longest side is at most `longest`, in whole pixels. */
export function fitWithin(size: Size, longest: number): Size {
  const scale = Math.min(1, longest / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The crop, given in percent of the picture (as the crop step reports it), in
 * pixels of a picture of `size`, kept inside the picture.
 */
export function cropInPixels(percent: Area, size: Size): Area {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  const x = Math.round((clamp(percent.x) / 100) * size.width);
  const y = Math.round((clamp(percent.y) / 100) * size.height);
  const width = Math.max(
    1,
    Math.min(size.width - x, Math.round((clamp(percent.width) / 100) * size.width)),
  );
  const height = Math.max(
    1,
    Math.min(size.height - y, Math.round((clamp(percent.height) / 100) * size.height)),
  );
  return { x, y, width, height };
}

/** An encoding the canvas is asked for. */
export type Encoding = { type: 'image/jpeg' | 'image/webp' | 'image/png'; quality?: number };

/**
 * The encodings to try, best first. A photo without transparency becomes a
 * JPEG (every browser encodes it, small for photos). A picture with
 * transparent pixels stays transparent: WebP where the browser encodes it
 * (a browser that cannot answers PNG instead), else PNG.
 */
export function encodingsFor(transparent: boolean): Encoding[] {
  return transparent
    ? [{ type: 'image/webp', quality: 0.9 }, { type: 'image/png' }]
    : [{ type: 'image/jpeg', quality: 0.85 }];
}

/** Whether any pixel of RGBA data is less than opaque. */
export function hasTransparency(rgba: ArrayLike<number>): boolean {
  for (let index = 3; index < rgba.length; index += 4) {
    if (rgba[index]! < 255) {
      return true;
    }
  }
  return false;
}

/**
 * The next size to try when an encoding came out over the budget: smaller in
 * proportion to the excess (the bytes of an image follow its area), and at
 * least a tenth smaller, so a few tries always end under the budget.
 */
export function shrinkToBudget(size: Size, bytes: number, budget: number): Size {
  const scale = Math.min(0.9, Math.sqrt(budget / bytes) * 0.95);
  return fitWithin(size, Math.floor(Math.max(size.width, size.height) * scale));
}

/** The uploaded file's name: the chosen name with the extension of what it now is. */
export function uploadName(chosenName: string, type: string): string {
  const extension = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  const base = chosenName.replace(/\.[^./\\]*$/, '') || 'picture';
  return `${base}.${extension}`;
}
