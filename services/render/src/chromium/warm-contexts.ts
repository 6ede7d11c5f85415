import { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

/** A browser context of its own with one page, made ready before a job needs it. */
export type WarmPage = {
  browser: Browser;
  context: BrowserContext;
  /** The job's page: a tab in the background of the context's window. */
  page: Page;
  /** A blank tab in front of it, which the window shows (see {@link warmContexts}). */
  front: Page;
  /** Settles once the page is prepared; a failed preparation fails the job that takes it. */
  ready: Promise<void>;
  /** Jobs handed this page so far. */
  jobs: number;
  /**
   * Set by a job that finished cleanly. A job that failed or ran out of time
   * leaves it false: what the page holds is then unknown, so its context is
   * closed instead of serving another job.
   */
  reusable: boolean;
};

/** Options of {@link warmContexts}. */
export type WarmContextOptions = {
  /** Jobs one context serves before it is closed and a fresh one takes its place; 1: one per job. */
  jobsPerContext: number;
  /** Run on each fresh context's page before its first job (the artboard loaded). */
  preparePage?: (page: Page) => Promise<void>;
  /** Contexts prepared ahead when the browser starts: the pool's concurrency. */
  ahead: number;
};

const warmPages = new WeakMap<Page, WarmPage>();

/** The warm page a job was handed, to wait for it to be ready and to mark it clean. */
export function warmPageOf(page: Page): WarmPage | undefined {
  return warmPages.get(page);
}

/**
 * Runs `capture` (a screenshot) with `page` in front of its window, where
 * Chromium paints it, then puts the blank tab back in front: a tab in the
 * background draws no frames, so a screenshot of it would never finish.
 */
export async function inFront<T>(page: Page, capture: () => Promise<T>): Promise<T> {
  await page.bringToFront();
  try {
    return await capture();
  } finally {
    await warmPageOf(page)
      ?.front.bringToFront()
      .catch(() => undefined);
  }
}

/** The prepared pages of one Chromium: handed to jobs one at a time, then kept or replaced. */
export type WarmContexts = {
  /**
   * A prepared page no other job holds: one made ahead when there is one,
   * else a fresh one. Rejects when the browser gives no context or page.
   */
  take(): Promise<WarmPage>;
  /**
   * Takes back the page a job was handed. A page whose job finished cleanly
   * (`reusable`) and that served fewer than `jobsPerContext` jobs waits for
   * the next job; any other has its context closed and a fresh one prepared
   * in its place (unless the browser is gone or closing).
   */
  give(warm: WarmPage): Promise<void>;
  /** Stops preparing pages; the browser's close ends the contexts. */
  close(): void;
};

/**
 * The pages of one Chromium, each job's in an incognito context of its own
 * that is prepared before a job arrives and serves up to `jobsPerContext`
 * jobs, one at a time. The context's window shows a blank tab, and the job's
 * page is a tab behind it: Chromium paints a visible page after every
 * change, which no PDF needs and which cost 10 ms of CPU a print
 * (docs/performance.md); a tab in the background paints nothing, and is
 * brought to the front only for a screenshot ({@link inFront}). A context is
 * closed after its last job, after any job that did not finish cleanly, and
 * when its browser died; a fresh one is prepared in its place at once.
 * `options.ahead` contexts are prepared as soon as the browser is there.
 */
export function warmContexts(browser: Browser, options: WarmContextOptions): WarmContexts {
  let idle: Promise<WarmPage>[] = [];
  let closing = false;

  function open(): Promise<WarmPage> {
    const opening = (async () => {
      const context = await browser.createBrowserContext();
      const front = await context.newPage();
      const page = await context.newPage({ background: true });
      const ready = options.preparePage ? options.preparePage(page) : Promise.resolve();
      // The job that takes this page reports a failed preparation; nothing is lost unheard.
      ready.catch(() => undefined);
      const warm: WarmPage = { browser, context, page, front, ready, jobs: 0, reusable: false };
      warmPages.set(page, warm);
      return warm;
    })();
    opening.catch(() => undefined);
    return opening;
  }

  const usable = (warm: WarmPage) => !closing && browser.connected && !warm.context.closed;

  function discard(warm: WarmPage): Promise<void> {
    warmPages.delete(warm.page);
    // A context of a browser that died is gone with it.
    return warm.context.close().catch(() => undefined);
  }

  for (let i = 0; i < options.ahead; i += 1) {
    idle.push(open());
  }

  return {
    async take() {
      for (;;) {
        const next = idle.shift();
        // A page made ahead that failed is dropped; a fresh one that fails fails the take.
        const warm = next ? await next.catch(() => undefined) : await open();
        if (warm && usable(warm)) {
          warm.jobs += 1;
          warm.reusable = false;
          return warm;
        }
        if (warm) {
          void discard(warm);
        }
        if (!browser.connected) {
          throw new Error('Chromium is gone: no page to print in');
        }
      }
    },
    async give(warm) {
      if (usable(warm) && warm.reusable && warm.jobs < options.jobsPerContext) {
        idle.push(Promise.resolve(warm));
        return;
      }
      if (usable(warm)) {
        idle.push(open());
      }
      await discard(warm);
    },
    close() {
      closing = true;
      idle = [];
    },
  };
}
