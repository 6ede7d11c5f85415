// Emoji in the builder's preview (docs/templates.md#emoji): a name typed with
// an emoji is drawn in the build's Noto Color Emoji, fetched from the app
// itself, on this machine that has no emoji font. EMOJI_SHOTS=<folder> also
// saves a picture of the builder.
import { join } from 'node:path';

import { type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  closePage,
  fillByLabel,
  personWithResume,
  waitUntilSaved,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** The builder's artboard frame, once it has drawn. */
async function artboard(page: Page): Promise<Frame> {
  // A busy machine opens the builder slowly.
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]', {
    timeout: 120_000,
  });
  await builderFrameText(page);
  return (await frameElement!.contentFrame())!;
}

it('draws an emoji typed into the name in the build’s colour emoji font', async () => {
  const { page, id } = await personWithResume(suite.browser, suite.app);
  try {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fonts.push(request.url());
      }
    });
    await page.goto(`${suite.app.url}/builder/${id}`);
    const frame = await artboard(page);
    expect(fonts.filter((url) => url.includes('emoji'))).toEqual([]);

    await fillByLabel(page, 'Full name', 'Ada 🚀');
    await frame.waitForFunction(
      () => document.querySelector('.artboard .name')?.textContent === 'Ada 🚀',
      { timeout: 60_000, polling: 100 },
    );
    // The face is loaded in the artboard's document, from the app's own files.
    await frame.waitForFunction(
      () =>
        [...document.fonts].some(
          (face) =>
            face.family.replace(/"/g, '') === 'Noto Color Emoji' && face.status === 'loaded',
        ),
      { timeout: 60_000, polling: 100 },
    );
    const emoji = fonts.filter((url) => url.includes('noto-color-emoji'));
    expect(emoji.length).toBeGreaterThan(0);
    expect(emoji.every((url) => url.startsWith(`${suite.app.url}/assets/`))).toBe(true);
    await waitUntilSaved(page);

    const folder = process.env.EMOJI_SHOTS;
    if (folder) {
      await page.screenshot({
        path: join(folder, 'builder-emoji-light-1440.png') as `${string}.png`,
      });
    }
  } catch (error) {
    if (process.env.EMOJI_SHOTS) {
      await page.screenshot({
        path: join(process.env.EMOJI_SHOTS, 'failed.png') as `${string}.png`,
      });
    }
    throw error;
  } finally {
    await closePage(page);
  }
});
