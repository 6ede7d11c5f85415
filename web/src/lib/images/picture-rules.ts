/**
 * What a chosen picture may be
 * (docs/web.md#pictures). Pure decisions, in the first download of the pages
 * that choose pictures; the sizing is in picture-sizing.ts, loaded with the crop step.
 */

/** The largest file a person may choose: a camera's full-size photo fits. */
export const maxChosenPictureBytes = 40 * 1024 * 1024;

/** The file chooser's `accept`: every common picture a phone or camera makes. */
export const pictureAccept =
  'image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif,image/avif,.heic,.heif,.jpg,.jpeg,.png,.webp,.gif,.avif';

/** Why a chosen file cannot be a picture. */
export type PictureIssue = 'tooLarge' | 'notAnImage' | 'heicUnsupported' | 'unreadable';

const pictureExtensions = /\.(png|jpe?g|jfif|webp|gif|heic|heif|avif|bmp)$/i;
const heicType = /^image\/hei[cf](-sequence)?$/i;
const heicExtension = /\.hei[cf]$/i;

/** Whether the file is HEIC/HEIF by its type or, when the type is empty, its name. */
export function isHeic(file: Pick<File, 'type' | 'name'>): boolean {
  return heicType.test(file.type) || (file.type === '' && heicExtension.test(file.name));
}

/**
 * The first check, before any decoding: a file past the limit or plainly not a
 * picture is refused at once. Some systems give HEIC files no type, so an
 * empty type is judged by the file's name.
 */
export function checkChosenPicture(
  file: Pick<File, 'type' | 'name' | 'size'>,
): PictureIssue | null {
  const looksLikePicture =
    file.type === '' || file.type === 'application/octet-stream'
      ? pictureExtensions.test(file.name)
      : file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  if (!looksLikePicture) {
    return 'notAnImage';
  }
  if (file.size > maxChosenPictureBytes) {
    return 'tooLarge';
  }
  return null;
}

/** Whole megabytes, rounded up, as the limit and a too-large file are worded. */
export function megabytes(bytes: number): number {
  return Math.ceil(bytes / (1024 * 1024));
}
