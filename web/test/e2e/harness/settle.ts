import { type Page } from 'puppeteer-core';

/**
 * In the page, polled every frame: true once the element `selector` names has
 * kept its place and size for three frames in a row (a scroll or a glide has
 * come to rest).
 */
function stillFor3Frames(selector: string): boolean {
  const element = document.querySelector(selector);
  const seen = window as unknown as {
    stillSince?: { selector: string; box: string; frames: number };
  };
  if (!element) {
    seen.stillSince = undefined;
    return false;
  }
  const { x, y, width, height } = element.getBoundingClientRect();
  const box = `${x},${y},${width},${height}`;
  if (seen.stillSince?.selector === selector && seen.stillSince.box === box) {
    seen.stillSince.frames += 1;
  } else {
    seen.stillSince = { selector, box, frames: 0 };
  }
  return seen.stillSince.frames >= 3;
}

/** Waits until the element `selector` names is drawn and stands still (three frames in a row). */
export async function waitUntilStill(
  page: Page,
  selector: string,
  timeoutMs = 15_000,
): Promise<void> {
  await page.waitForFunction(stillFor3Frames, { polling: 'raf', timeout: timeoutMs }, selector);
}

/** Waits until every picture inside `selector` that is on screen has loaded. */
export async function waitForPicturesOnScreen(
  page: Page,
  selector: string,
  timeoutMs = 15_000,
): Promise<void> {
  await page.waitForFunction(
    (scope: string) =>
      [...document.querySelectorAll<HTMLImageElement>(`${scope} img`)].every((image) => {
        const { top, bottom } = image.getBoundingClientRect();
        return top >= window.innerHeight || bottom <= 0 || image.complete;
      }),
    { polling: 100, timeout: timeoutMs },
    selector,
  );
}
