import { Cluster } from 'puppeteer-cluster';
// puppeteer-core, handed to puppeteer-cluster (which would otherwise load its
// "puppeteer" peer, a package that downloads a browser of its own): see
// docs/render.md, step 3.
import puppeteer, { type Page } from 'puppeteer-core';

import { RenderError } from '../render.errors';
import { requireChromium } from './find-chromium';
import { warmContexts, warmPageOf } from './warm-contexts';

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

/** A print that ran past the pool's time limit (PRINT_TIMEOUT_MS); its context was closed. */
export class PrintTimedOut extends Error {
  constructor(limitMs: number, cause?: unknown) {
    super(`the print ran past its time limit of ${limitMs} ms`, { cause });
    this.name = 'PrintTimedOut';
  }
}

/** Whether `error`, or an error it wraps (its causes), is a print that ran out of time. */
export function isTimedOut(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 10; depth += 1) {
    if (at instanceof PrintTimedOut) {
      return true;
    }
    at = at.cause;
  }
  return false;
}

/** Options of {@link startChromiumPool}. */
export type ChromiumPoolOptions = {
  /** CHROME_PATH; without it the usual locations are tried. */
  chromePath?: string;
  /** How many jobs print at once (each in its own browser context). */
  concurrency: number;
  /** A job running longer is abandoned, and its context closed. */
  jobTimeoutMs: number;
  /** A fresh Chromium after this many jobs (leaks of a long-lived browser stay bounded); unset: never. */
  restartAfterJobs?: number;
  /** Called each time a fresh Chromium replaces a used one. */
  onRestart?: () => void;
  /**
   * Jobs one browser context serves, one after another, before a fresh
   * context takes its place (default 1: a context per job). A job that fails
   * or times out always ends its context.
   */
  jobsPerContext?: number;
  /** Prepares each fresh context's page before a job gets it (ahead of the jobs). */
  preparePage?: (page: Page) => Promise<void>;
};

/** A pool of prepared pages in one system Chromium, each in an incognito context of its own. */
export type ChromiumPool = {
  /**
   * Runs `job` with a prepared page, waiting for a free slot. The page serves
   * no other job while `job` runs. Its context is closed once it served
   * `jobsPerContext` jobs, or at once when `job` throws or times out, so what
   * a failed job left in the page never reaches the next one.
   */
  run<T>(job: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** One Chromium (a puppeteer-cluster) and the jobs it took. */
type Generation = {
  cluster: Cluster<unknown, unknown>;
  /** Runs handed to it whose job has not started yet, with how to fail them. */
  waiting: Set<(error: Error) => void>;
  /** Jobs handed to it so far. */
  jobs: number;
  /** Jobs handed to it and not finished. */
  active: number;
  retired: boolean;
};

async function launch(executablePath: string, options: ChromiumPoolOptions): Promise<Generation> {
  try {
    const cluster = await Cluster.launch({
      puppeteer,
      concurrency: warmContexts({
        jobsPerContext: options.jobsPerContext ?? 1,
        preparePage: options.preparePage,
        ahead: options.concurrency,
      }),
      maxConcurrency: options.concurrency,
      timeout: options.jobTimeoutMs,
      retryLimit: 0,
      monitor: false,
      puppeteerOptions: { executablePath, headless: true, args: chromiumArgs },
    });
    return { cluster, waiting: new Set(), jobs: 0, active: 0, retired: false };
  } catch (error) {
    throw new RenderError(
      'InvalidBrowserConnection',
      new Error(`Chromium at ${executablePath} did not start`, { cause: error }),
    );
  }
}

/**
 * Starts the pool. Throws `InvalidBrowserConnection` when there is no Chromium
 * to start. A browser that dies (crash, out of memory, killed) is started
 * again by puppeteer-cluster when the next job finds it gone. After
 * `restartAfterJobs` jobs a fresh Chromium takes the next jobs while the
 * used one finishes the jobs it holds and is then closed, so no job in
 * flight is dropped.
 */
export async function startChromiumPool(options: ChromiumPoolOptions): Promise<ChromiumPool> {
  const executablePath = requireChromium(options.chromePath);
  const live = new Set<Generation>();
  const started = async () => {
    const generation = await launch(executablePath, options);
    live.add(generation);
    return generation;
  };
  let current: Promise<Generation> = started();
  await current;

  // A used browser that fails to close has died already; nothing is left to do for it.
  const closeGeneration = async (generation: Generation) => {
    live.delete(generation);
    await generation.cluster.close();
  };

  async function acquire(): Promise<Generation> {
    for (;;) {
      const pending = current;
      let generation: Generation;
      try {
        generation = await pending;
      } catch (error) {
        // A fresh browser that did not start: the next job tries again.
        if (current === pending) {
          current = started();
        }
        throw error;
      }
      const limit = options.restartAfterJobs;
      if (!limit || generation.jobs < limit) {
        generation.jobs += 1;
        generation.active += 1;
        return generation;
      }
      // The first job to find the browser used up starts the next one; the rest wait for it.
      if (current === pending) {
        current = started();
        generation.retired = true;
        options.onRestart?.();
        if (generation.active === 0) {
          void closeGeneration(generation).catch(() => undefined);
        }
      }
    }
  }

  // puppeteer-cluster gives up on a browser it cannot get a page from by
  // throwing out of its own queue loop: a rejection nobody awaits, which would
  // end the process, and the job waiting for that page would wait forever.
  // The browser is replaced and the jobs still waiting for a page are failed
  // (their callers retry), so the service lives on.
  const onUnhandled = (reason: unknown) => {
    if (!(reason instanceof Error) || reason.message !== 'Unable to get browser page') {
      throw reason;
    }
    void current.then((generation) => {
      if (generation.retired) {
        return;
      }
      generation.retired = true;
      current = started();
      options.onRestart?.();
      const failure = new RenderError(
        'InvalidBrowserConnection',
        new Error('Chromium gave no page; the browser was restarted'),
      );
      generation.waiting.forEach((fail) => fail(failure));
      generation.waiting.clear();
      if (generation.active === 0) {
        void closeGeneration(generation).catch(() => undefined);
      }
    });
  };
  process.on('unhandledRejection', onUnhandled);

  let closing: Promise<void> | undefined;
  return {
    async run<T>(job: (page: Page) => Promise<T>): Promise<T> {
      const generation = await acquire();
      let fail: (error: Error) => void = () => undefined;
      const failed = new Promise<never>((_, reject) => {
        fail = reject;
      });
      generation.waiting.add(fail);
      try {
        const executed = generation.cluster.execute(undefined, async ({ page }) => {
          generation.waiting.delete(fail);
          const warm = warmPageOf(page);
          await warm?.ready;
          const result = await job(page);
          if (warm) {
            warm.reusable = true;
          }
          return result;
        });
        return (await Promise.race([executed, failed])) as T;
      } catch (error) {
        // puppeteer-cluster's own timer (its `timeout` option) ends the job with this message.
        if (error instanceof Error && error.message.startsWith('Timeout hit:')) {
          throw new PrintTimedOut(options.jobTimeoutMs, error);
        }
        throw error;
      } finally {
        generation.waiting.delete(fail);
        generation.active -= 1;
        if (generation.retired && generation.active === 0) {
          void closeGeneration(generation).catch(() => undefined);
        }
      }
    },
    // Closing twice (shutdown racing a failed start) waits for the one close.
    close: () =>
      (closing ??= Promise.resolve()
        .then(() => void process.off('unhandledRejection', onUnhandled))
        .then(() => current)
        .catch(() => undefined)
        .then(() => Promise.all([...live].map((generation) => closeGeneration(generation))))
        .then(() => undefined)),
  };
}
