import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

import { repoRoot } from './app';
import { closePage, openPage } from './browser';

/** Where the screenshots live (committed). */
export const screenshotDir = join(repoRoot, 'docs/screenshots');

/** Whether this run refreshes the screenshots: `SCREENSHOTS=1` only, so CI never rewrites them. */
export const takingScreenshots = process.env.SCREENSHOTS === '1';

export type CaptureOptions = {
  /**
   * Open the pages in this context (a signed-in person's) instead of a fresh
   * one per variant.
   */
  context?: BrowserContext;
  /** Brings the page to the state to capture after it loads (wait for data, open a dialog). */
  prepare?: (page: Page) => Promise<void>;
};

const variants = [
  { colorScheme: 'light', width: 1440 },
  { colorScheme: 'dark', width: 1440 },
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'dark', width: 390 },
] as const;

/** Keeps motion out of the pictures: no transitions, animations or blinking caret. */
const stillStyle =
  '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';

/**
 * Saves `docs/screenshots/<name>-<light|dark>-<1440|390>.png` (full page, or the
 * viewport when a dialog is open) for
 * the four variants when SCREENSHOTS=1; does nothing otherwise. The theme is
 * the system's (next-themes' default), so a stored choice is cleared first.
 */
export async function captureScreen(
  browser: Browser,
  url: string,
  name: string,
  { context, prepare }: CaptureOptions = {},
): Promise<void> {
  if (!takingScreenshots) {
    return;
  }
  mkdirSync(screenshotDir, { recursive: true });
  for (const { colorScheme, width } of variants) {
    const page = await openPage(context ?? browser, 'about:blank', { width, colorScheme });
    try {
      await page.evaluateOnNewDocument(() => {
        try {
          localStorage.removeItem('vitae-theme');
        } catch {
          // about:blank and opaque origins have no storage.
        }
      });
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: colorScheme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      await page.goto(url, { waitUntil: 'networkidle0' });
      await page.addStyleTag({ content: stillStyle });
      await prepare?.(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // A dialog that has just opened is still fading in: wait for what moves to settle.
      await page.evaluate(() => {
        const finite = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
        const settled = Promise.all(
          finite.map((animation) => animation.finished.catch(() => null)),
        );
        return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]).then(
          () => undefined,
        );
      });
      // A dialog, its backdrop and fixed side menus are sized to the viewport: a
      // full-page picture would show them as a band across a longer page. A page
      // that does not scroll itself (the builder: panes that scroll inside) is
      // its viewport; a full-page capture would resize it and lose their scroll
      // and the preview frame.
      const viewportOnly = await page.evaluate(
        () =>
          document.querySelector('[role="dialog"], [role="alertdialog"]') !== null ||
          document.documentElement.scrollHeight <= window.innerHeight + 1,
      );
      await page.screenshot({
        path: join(screenshotDir, `${name}-${colorScheme}-${width}.png`) as `${string}.png`,
        fullPage: !viewportOnly,
        // A full page by a window as tall as the page, as a person with one
        // sees it. Chromium's capture beyond the viewport lays a frame's
        // document out again at another size: the public letter page's
        // preview was pictured with sheets it does not have.
        captureBeyondViewport: false,
      });
    } finally {
      await closePage(page);
    }
  }
}
