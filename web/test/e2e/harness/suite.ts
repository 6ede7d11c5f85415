import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser } from 'puppeteer-core';

import { repoRoot, type RunningApp, startApp, type StartAppOptions } from './app';
import { launchBrowser } from './browser';
import { leaveSharedBrowser, reachSharedRun } from './shared-run';
import { someTestFailed } from './test-failures';

/** What {@link appForTests} holds while a test file's tests run. */
export type AppForTests = { app: RunningApp; browser: Browser };

export type AppForTestsOptions = StartAppOptions & {
  /** The file reads the mail the app sends (`app.mailbox`), so it needs an app of its own. */
  mail?: boolean;
};

/**
 * For a browser test file: the app as `make run` starts it and Chromium beside
 * it, set once `beforeAll` has run (read them inside the tests). A file that
 * asks for nothing shares the run's app and Chromium (harness/shared-run.ts),
 * each test still in a fresh incognito context; a file with options, or one
 * that reads mail, starts its own before its tests and closes them after.
 */
export function appForTests({ mail = false, ...options }: AppForTestsOptions = {}): AppForTests {
  const parts = {} as AppForTests;
  const mayShare = !mail && Object.keys(options).length === 0;
  let shared = false;
  beforeAll(async () => {
    const run = mayShare ? await reachSharedRun() : undefined;
    if (run) {
      shared = true;
      [parts.app, parts.browser] = [run.app, run.browser];
      return;
    }
    [parts.app, parts.browser] = await Promise.all([startApp(options), launchBrowser()]);
  });
  afterAll(async () => {
    if (shared) {
      await leaveSharedBrowser(parts.browser);
      if (someTestFailed()) {
        process.stderr.write(`The app's log (${parts.app.url}): ${parts.app.logPath}\n`);
      }
      return;
    }
    await parts.browser?.close();
    await parts.app?.close();
  });
  return parts;
}

/** A locale's committed interface catalogue: what a page must show, read rather than written again. */
export function catalogue(locale: string): Record<string, string> {
  const file = join(repoRoot, 'web', 'src', 'i18n', 'messages', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
