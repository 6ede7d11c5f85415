// What the web benchmarks share: Vitae started as `make run` starts it (with
// WEB_DIST naming another build of the web app) and a headless Debian Chromium.
import { resolve } from 'node:path';

import puppeteer, { type Browser } from 'puppeteer-core';

import { type InProcessVitae, startInProcessVitae } from './in-process-vitae';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Starts the all-in-one mode in this process from the repository's built
 * services and web app (with `env` added to its settings), and a Chromium to drive it. The working directory
 * becomes the repository's root.
 */
export async function startWebBench(
  env: Record<string, string> = {},
): Promise<{ app: InProcessVitae; browser: Browser }> {
  // Compiled to node_modules/.cache/vitae/bench/lib.
  const root = resolve(__dirname, '../../../../..');
  process.chdir(root);
  const app = await startInProcessVitae(root, {
    WEB_DIST: process.env.WEB_DIST ?? `${root}/web/dist`,
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--lang=en-US',
    ],
  });
  return { app, browser };
}
