import { accessSync, constants } from 'node:fs';

import { RenderError } from '../render.errors';

/** Where Debian, Ubuntu and Chrome's own packages put the browser. */
const usualPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the Chromium to print with: the configured path when given (and only
 * that one, so a typo is not papered over by another browser), else the first
 * usual location that exists. Undefined when there is none.
 */
export function findChromium(
  configured?: string,
  candidates: readonly string[] = usualPaths,
): string | undefined {
  if (configured) {
    return isExecutable(configured) ? configured : undefined;
  }
  return candidates.find(isExecutable);
}

/**
 * The Chromium to print with, or `InvalidBrowserConnection` naming (in its
 * cause, for the log) what is missing. The one check of a browser: the pool
 * runs it before it starts one, and the readiness check on every probe.
 */
export function requireChromium(configured?: string): string {
  const found = findChromium(configured);
  if (!found) {
    throw new RenderError(
      'InvalidBrowserConnection',
      new Error(
        configured
          ? `no executable browser at CHROME_PATH=${configured}`
          : 'no Chromium found; install it or set CHROME_PATH',
      ),
    );
  }
  return found;
}
