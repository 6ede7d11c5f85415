import puppeteer, { type Browser, type Page } from 'puppeteer-core';

import { RenderError } from '../render.errors';
import { requireChromium } from './find-chromium';
import { type WarmContexts, warmContexts, type WarmPage } from './warm-contexts';

/** Chromium's switches for printing on a machine with no network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // The browser's own omnibox popup pages (WebUI renderers that Chromium 156
  // starts for every window, so for every incognito context): a headless
  // browser never shows them, and they cost about half a second of CPU a
  // context (docs/performance.md#chromium-flags).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** A print that ran past the pool's time limit (PRINT_TIMEOUT_MS); its context was closed. */
export class PrintTimedOut extends Error {
  constructor(limitMs: number, cause?: unknown) {
    super(`print timeout: the print ran past its time limit of ${limitMs} ms`, { cause });
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

/** One Chromium, its prepared pages and the jobs it took. */
type Generation = {
  browser: Browser;
  pages: WarmContexts;
  /** Jobs handed to it so far. */
  jobs: number;
  /** Jobs handed to it and not finished. */
  active: number;
  /** Jobs printing in it now (at most `concurrency`), and those waiting for one of its slots. */
  printing: number;
  queue: (() => void)[];
  retired: boolean;
};

async function launch(executablePath: string, options: ChromiumPoolOptions): Promise<Generation> {
  let browser: Browser;
  try {
    browser = await puppeteer.launch({ executablePath, headless: true, args: chromiumArgs });
  } catch (error) {
    throw new RenderError(
      'InvalidBrowserConnection',
      new Error(`Chromium at ${executablePath} did not start`, { cause: error }),
    );
  }
  const pages = warmContexts(browser, {
    jobsPerContext: options.jobsPerContext ?? 1,
    preparePage: options.preparePage,
    ahead: options.concurrency,
  });
  return { browser, pages, jobs: 0, active: 0, printing: 0, queue: [], retired: false };
}

/** Whether the generation's Chromium still runs and answers. */
function alive({ browser }: Generation): boolean {
  const process = browser.process();
  return (
    browser.connected && (!process || (process.exitCode === null && process.signalCode === null))
  );
}

/** Runs `job`, failing with {@link PrintTimedOut} once it runs past `limitMs`. */
async function withinTimeLimit<T>(job: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrintTimedOut(limitMs)), limitMs);
  });
  try {
    return await Promise.race([job, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the pool: our own over puppeteer-core (docs/render.md, step 3).
 * Throws `InvalidBrowserConnection` when there is no Chromium to start. A
 * browser that dies (crash, out of memory, killed) is replaced when the next
 * job finds it gone. After `restartAfterJobs` jobs a fresh Chromium takes the
 * next jobs while the used one finishes the jobs it holds and is then closed,
 * so no job in flight is dropped. Each Chromium prints `concurrency` jobs at
 * once; a job past `jobTimeoutMs` fails with {@link PrintTimedOut} and its
 * context is closed.
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
    generation.pages.close();
    await generation.browser.close().catch(() => undefined);
  };

  /** Puts a fresh Chromium in place of `generation` (used up or dead), once. */
  function replace(generation: Generation) {
    if (generation.retired) {
      return;
    }
    current = started();
    generation.retired = true;
    options.onRestart?.();
    if (generation.active === 0) {
      void closeGeneration(generation);
    }
  }

  /** The Chromium the next job goes to, counting the job against it. */
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
      if (!generation.retired && alive(generation) && (!limit || generation.jobs < limit)) {
        generation.jobs += 1;
        generation.active += 1;
        return generation;
      }
      // The first job to find the browser used up (or dead) starts the next one; the rest wait for it.
      replace(generation);
    }
  }

  /** Waits for one of the generation's slots. */
  function slot(generation: Generation): Promise<void> {
    if (generation.printing < options.concurrency) {
      generation.printing += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => generation.queue.push(resolve));
  }

  function freeSlot(generation: Generation) {
    const next = generation.queue.shift();
    if (next) {
      next();
    } else {
      generation.printing -= 1;
    }
  }

  /** A prepared page of the generation, or InvalidBrowserConnection when it gives none. */
  async function pageOf(generation: Generation): Promise<WarmPage> {
    try {
      return await generation.pages.take();
    } catch (error) {
      throw new RenderError('InvalidBrowserConnection', error);
    }
  }

  let closing: Promise<void> | undefined;
  return {
    async run<T>(job: (page: Page) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const generation = await acquire();
        let warm: WarmPage | undefined;
        let slotHeld = false;
        try {
          await slot(generation);
          slotHeld = true;
          try {
            warm = await pageOf(generation);
          } catch (error) {
            // Chromium died since its last job: the first job to find out starts a fresh one.
            if (attempt === 1 && !alive(generation)) {
              replace(generation);
              continue;
            }
            throw error;
          }
          const page = warm.page;
          const ready = warm.ready;
          const result = await withinTimeLimit(
            ready.then(() => job(page)),
            options.jobTimeoutMs,
          );
          warm.reusable = true;
          return result;
        } finally {
          if (warm) {
            await generation.pages.give(warm);
          }
          if (slotHeld) {
            freeSlot(generation);
          }
          generation.active -= 1;
          if (generation.retired && generation.active === 0) {
            void closeGeneration(generation);
          }
        }
      }
    },
    // Closing twice (shutdown racing a failed start) waits for the one close.
    close: () =>
      (closing ??= current
        .catch(() => undefined)
        .then(() => Promise.all([...live].map((generation) => closeGeneration(generation))))
        .then(() => undefined)),
  };
}
