import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';

import { answers, type RunningApp, startApp } from './app';
import { launchBrowser } from './browser';

/**
 * One app and one Chromium for every browser test file that asks for nothing
 * special (docs/testing-web.md#one-app-for-the-run): the browser project's
 * global setup starts them once, and each file reaches them through the
 * environment its worker inherits. Starting the app costs about 11 s and a
 * cold Chromium a few more, which forty files paid each.
 */
const variable = 'VITAE_E2E_SHARED_RUN';

/** What a test file needs to reach the run's app and browser. */
type SharedRunAddress = { url: string; logPath: string; browserWSEndpoint: string };

/** The started parts, for the global teardown (which runs in the same process as the setup). */
const startedKey = Symbol.for('vitae.e2e.sharedRun');
type Started = { app: RunningApp; browser: Browser };

/** The browser project's global setup: starts the app and Chromium every file shares. */
export async function startSharedRun(): Promise<void> {
  const [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  (globalThis as Record<symbol, Started>)[startedKey] = { app, browser };
  const address: SharedRunAddress = {
    url: app.url,
    logPath: app.logPath,
    browserWSEndpoint: browser.wsEndpoint(),
  };
  process.env[variable] = JSON.stringify(address);
}

/** The browser project's global teardown; the app's log is kept, as any file may have failed. */
export async function stopSharedRun(): Promise<void> {
  const started = (globalThis as Record<symbol, Started | undefined>)[startedKey];
  if (!started) {
    return;
  }
  await started.browser.close().catch(() => undefined);
  await started.app.close({ keepLog: true });
}

/** The contexts each connection found open, which are not its file's to close. */
const contextsAtConnect = new WeakMap<Browser, Set<BrowserContext>>();

/**
 * The run's app and a connection to its Chromium, or undefined when there is
 * none (the file runs outside jest's browser project) or it no longer answers
 * (a crash earlier in the run): the file then starts its own, so one broken
 * part fails one file, not every later one.
 */
export async function reachSharedRun(): Promise<{ app: RunningApp; browser: Browser } | undefined> {
  const given = process.env[variable];
  if (!given) {
    return undefined;
  }
  const address = JSON.parse(given) as SharedRunAddress;
  if (!(await answers(`${address.url}/healthz`))) {
    process.stderr.write(
      `The run's app (${address.url}) does not answer; this file starts its own.\n`,
    );
    return undefined;
  }
  const browser = await puppeteer
    .connect({ browserWSEndpoint: address.browserWSEndpoint, defaultViewport: null })
    .catch(() => undefined);
  if (!browser) {
    process.stderr.write("The run's Chromium does not answer; this file starts its own.\n");
    return undefined;
  }
  // Other files' contexts (when jest runs files side by side) are not this file's to close.
  contextsAtConnect.set(browser, new Set(browser.browserContexts()));
  const app: RunningApp = {
    url: address.url,
    logPath: address.logPath,
    startMs: 0,
    get mailbox(): never {
      throw new Error(
        "This file shares the run's app, whose mail no file can read: pass { mail: true } to appForTests.",
      );
    },
    // The run's global teardown stops it.
    close: async () => undefined,
  };
  return { app, browser };
}

/**
 * What a file leaves in the shared Chromium when its tests end: every context
 * it opened and did not close (a test that failed before its `finally`), so
 * the next file starts from a browser as fresh as a launched one.
 */
export async function leaveSharedBrowser(browser: Browser): Promise<void> {
  const before = contextsAtConnect.get(browser) ?? new Set([browser.defaultBrowserContext()]);
  await Promise.all(
    browser
      .browserContexts()
      .filter((context) => !before.has(context))
      .map((context) => context.close().catch(() => undefined)),
  );
  await browser.disconnect();
}
