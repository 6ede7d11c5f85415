import { sampleResumeData } from '@vitae/schema';
import { type Page } from 'puppeteer-core';

import { type ArtboardFiles, artboardOrigin } from './artboard-files';
import { guardRequests } from './request-guard';

// The page's globals the functions below use inside Chromium, declared here
// rather than pulling the DOM library into the whole service.
declare const window: { __vitae?: { render(data: unknown): Promise<{ pageCount: number }> } };

/**
 * Wide enough for an A4 (794 CSS px) or Letter (816) sheet, so a sheet is
 * laid out as it is printed, and only a strip tall. Render's pages are tabs
 * in the background, which Chromium does not paint (see warmContexts); one is
 * painted while it is in front for a screenshot, and a strip costs less to
 * paint than a whole sheet. A PDF takes its size from the artboard's `@page`
 * rule, and the preview screenshot captures the first sheet beyond the
 * viewport, so neither depends on the height.
 */
export const artboardViewport = { width: 900, height: 64, deviceScaleFactor: 1 };

/** Options of {@link artboardPages}. */
export type ArtboardPageOptions = {
  /**
   * Draw the sample resume once, unprinted, when a page is prepared, so the
   * first real job runs in warm code. Worth it when a page serves many jobs.
   */
  warmUp?: boolean;
};

/** Pages with the artboard open in them, and the requests each job's page refused. */
export type ArtboardPages = {
  /**
   * Opens the artboard in a fresh page, with every outside request refused.
   * Called again for the same page, it waits for the first call.
   */
  prepare(page: Page): Promise<void>;
  /** Starts the request log of the job about to use `page`: the URLs refused from now on. */
  beginJob(page: Page): string[];
};

/** The artboard pages of one web build. */
export function artboardPages(
  files: ArtboardFiles,
  options: ArtboardPageOptions = {},
): ArtboardPages {
  const prepared = new WeakMap<Page, Promise<void>>();
  const logs = new WeakMap<Page, string[]>();

  async function open(page: Page): Promise<void> {
    logs.set(page, []);
    await page.setViewport(artboardViewport);
    await guardRequests(page, files, (url) => logs.get(page)?.push(url));
    await page.goto(`${artboardOrigin}/artboard/preview`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__vitae !== undefined);
    if (options.warmUp) {
      await page.evaluate(
        async (resume) => {
          await window.__vitae!.render(resume);
        },
        sampleResumeData() as unknown as Record<string, unknown>,
      );
    }
  }

  function prepare(page: Page): Promise<void> {
    let opening = prepared.get(page);
    if (!opening) {
      opening = open(page);
      prepared.set(page, opening);
    }
    return opening;
  }

  return {
    prepare,
    beginJob(page) {
      const log: string[] = [];
      logs.set(page, log);
      return log;
    },
  };
}
