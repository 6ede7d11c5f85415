/**
 * Where the storage service serves its copy of a remote image, by the image's
 * URL as the resume holds it (docs/storage.md, "Remote images on screen").
 */
export const remoteImagePath = '/api/storage/files/remote-image';

let asGiven = false;

/**
 * Leaves image URLs as the resume holds them from now on: for a print, where
 * the render service has already inlined the picture and refuses every other
 * request inside its browser (docs/render.md).
 */
export function showImagesAsGiven(): void {
  asGiven = true;
}

/**
 * The URL the artboard loads an image from: an image on another host is
 * asked of this origin's storage, which serves its copy, so a reader's browser
 * never contacts that host (no address, no browser, no time of reading leaks
 * to it). `data:`, `blob:`, root-relative and same-origin URLs are kept. The
 * URL is passed trimmed, exactly as storage registered it from the resume.
 */
export function ownOriginImage(url: string, origin: string = window.location.origin): string {
  const trimmed = url.trim();
  if (asGiven || !/^https?:\/\//i.test(trimmed)) {
    return url;
  }
  if (URL.canParse(trimmed) && new URL(trimmed).origin === origin) {
    return trimmed;
  }
  return `${remoteImagePath}?url=${encodeURIComponent(trimmed)}`;
}
