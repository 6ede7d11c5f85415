/**
 * The browser's part of a picture upload (docs/web.md#pictures): decode the
 * chosen file upright (EXIF orientation applied), keep a bounded working copy
 * for the crop step, then draw the crop at most `uploadLongestSide` pixels
 * long and encode it under the upload budget.
 */
import { isHeic, type PictureIssue } from './picture-rules';
import {
  type Area,
  cropInPixels,
  encodingsFor,
  fitWithin,
  hasTransparency,
  shrinkToBudget,
  type Size,
  uploadBudgetBytes,
  uploadLongestSide,
  uploadName,
  workingLongestSide,
} from './picture-sizing';

/** A picture refused for a reason the person can act on. */
export class PictureError extends Error {
  constructor(readonly issue: PictureIssue) {
    super(`The picture was refused: ${issue}`);
    this.name = 'PictureError';
  }
}

/** A decoded picture, ready for the crop step. */
export type WorkingPicture = {
  bitmap: ImageBitmap;
  /** An object URL of the upright picture, for the crop step to show; revoke with `release`. */
  previewUrl: string;
  transparent: boolean;
  release: () => void;
};

function canvasOf(size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PictureError('unreadable'))),
      type,
      quality,
    ),
  );
}

function draw(source: CanvasImageSource, area: Area, size: Size): HTMLCanvasElement {
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d');
  if (!context) {
    throw new PictureError('unreadable');
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return canvas;
}

function transparencyOf(canvas: HTMLCanvasElement): boolean {
  const context = canvas.getContext('2d');
  return context
    ? hasTransparency(context.getImageData(0, 0, canvas.width, canvas.height).data)
    : false;
}

/**
 * Decodes the chosen file upright. A browser that cannot decode it refuses
 * it: HEIC by name (Chromium and Firefox do not decode it, Safari does),
 * anything else as unreadable. A GIF gives its first frame.
 */
export async function decodePicture(file: File): Promise<WorkingPicture> {
  let decoded: ImageBitmap;
  try {
    decoded = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PictureError(isHeic(file) ? 'heicUnsupported' : 'unreadable');
  }
  const full = { width: decoded.width, height: decoded.height };
  const working = fitWithin(full, workingLongestSide);
  let bitmap = decoded;
  if (working.width !== full.width) {
    bitmap = await createImageBitmap(decoded, {
      resizeWidth: working.width,
      resizeHeight: working.height,
      resizeQuality: 'high',
    });
    decoded.close();
  }
  // The crop step shows a copy at most the upload's size: quick to draw, upright, first frame.
  const previewSize = fitWithin(working, uploadLongestSide);
  const preview = draw(bitmap, { x: 0, y: 0, ...working }, previewSize);
  const transparent = transparencyOf(preview);
  const previewBlob = await toBlob(preview, transparent ? 'image/png' : 'image/jpeg', 0.9);
  const previewUrl = URL.createObjectURL(previewBlob);
  return {
    bitmap,
    previewUrl,
    transparent,
    release: () => {
      URL.revokeObjectURL(previewUrl);
      bitmap.close();
    },
  };
}

/**
 * The crop (in percent of the picture) drawn at most `uploadLongestSide`
 * pixels long and encoded under the upload budget: smaller again while an
 * encoding comes out too heavy.
 */
export async function encodeCrop(
  picture: WorkingPicture,
  cropPercent: Area,
  chosenName: string,
): Promise<File> {
  const area = cropInPixels(cropPercent, picture.bitmap);
  let size = fitWithin(area, uploadLongestSide);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const canvas = draw(picture.bitmap, area, size);
    let blob: Blob | undefined;
    for (const encoding of encodingsFor(picture.transparent)) {
      blob = await toBlob(canvas, encoding.type, encoding.quality);
      // A browser that cannot encode WebP answers PNG: then PNG is asked for by name.
      if (blob.type === encoding.type) {
        break;
      }
    }
    if (blob && blob.size <= uploadBudgetBytes) {
      return new File([blob], uploadName(chosenName, blob.type), { type: blob.type });
    }
    size = shrinkToBudget(size, blob?.size ?? uploadBudgetBytes * 2, uploadBudgetBytes);
  }
  throw new PictureError('unreadable');
}
