import { accessSync, constants } from 'node:fs';

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
