import { DomainError } from '@vitae/service-kit';
// puppeteer is puppeteer-core 24 under an npm alias (package.json): puppeteer-cluster
// wants a puppeteer peer, and the real package would download a browser of its own.
import puppeteer, { type Page } from 'puppeteer';
import { Cluster } from 'puppeteer-cluster';

import { findChromium } from '../browser/find-chromium';

/** Chromium's switches for printing on a machine with no network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Options of {@link startChromiumPool}. */
export type ChromiumPoolOptions = {
  /** CHROME_PATH; without it the usual locations are tried. */
  chromePath?: string;
  /** How many jobs print at once (each in its own browser context). */
  concurrency: number;
  /** A job running longer is abandoned, and its context closed. */
  jobTimeoutMs: number;
};

/** A pool of pages in one system Chromium, each job in a fresh incognito context. */
export type ChromiumPool = {
  /**
   * Runs `job` with a page of its own context, waiting for a free slot. The
   * context is closed afterwards, whatever happened, so no cookie, storage or
   * cache outlives the job.
   */
  run<T>(job: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * Starts the pool. Throws `InvalidBrowserConnection` when there is no Chromium
 * to start. A browser that dies (crash, out of memory, killed) is started
 * again by puppeteer-cluster when the next job finds it gone.
 */
export async function startChromiumPool(options: ChromiumPoolOptions): Promise<ChromiumPool> {
  const executablePath = findChromium(options.chromePath);
  if (!executablePath) {
    throw new DomainError(
      'InvalidBrowserConnection',
      options.chromePath
        ? `no executable browser at CHROME_PATH=${options.chromePath}`
        : 'no Chromium found; install it or set CHROME_PATH',
      503,
    );
  }
  let cluster: Cluster<unknown, unknown>;
  try {
    cluster = await Cluster.launch({
      puppeteer,
      concurrency: Cluster.CONCURRENCY_CONTEXT,
      maxConcurrency: options.concurrency,
      timeout: options.jobTimeoutMs,
      retryLimit: 0,
      monitor: false,
      puppeteerOptions: { executablePath, headless: true, args: chromiumArgs },
    });
  } catch (error) {
    throw new DomainError(
      'InvalidBrowserConnection',
      `Chromium at ${executablePath} did not start: ${(error as Error).message}`,
      503,
    );
  }
  let closing: Promise<void> | undefined;
  return {
    run: <T>(job: (page: Page) => Promise<T>) =>
      cluster.execute(undefined, ({ page }) => job(page)) as Promise<T>,
    // Closing twice (shutdown racing a failed start) waits for the one close.
    close: () => (closing ??= cluster.close()),
  };
}
