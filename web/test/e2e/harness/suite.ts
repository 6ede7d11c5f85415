import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser } from 'puppeteer-core';

import { repoRoot, type RunningApp, startApp, type StartAppOptions } from './app';
import { launchBrowser } from './browser';

/** What {@link appForTests} holds while a test file's tests run. */
export type AppForTests = { app: RunningApp; browser: Browser };

/**
 * For a browser test file: before its tests, starts the app as `make run` does
 * and Chromium beside it; after them, closes both. Read the parts inside the
 * tests (they are set once `beforeAll` has run).
 */
export function appForTests(options: StartAppOptions = {}): AppForTests {
  const parts = {} as AppForTests;
  beforeAll(async () => {
    [parts.app, parts.browser] = await Promise.all([startApp(options), launchBrowser()]);
  });
  afterAll(async () => {
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
