import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The environment every service is started with in tests: test mode, quiet
 * logs, a free port; `env` adds to it or overrides it (an undefined value
 * leaves the service's default).
 */
export function testServiceEnv(
  env: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', ...env };
}

/** Registers how to undo one thing a test started. */
export type Defer = (stop: () => unknown) => void;

/**
 * Starts what a test needs, step by step: each step `defer`s how to undo it.
 * `close()` undoes them all, last first; if a step throws, what had started is
 * undone at once and the error goes on, so a failed start leaves nothing
 * running.
 */
export async function startInOrder<T extends object>(
  start: (defer: Defer) => Promise<T>,
): Promise<T & { close(): Promise<void> }> {
  const stops: (() => unknown)[] = [];
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop();
    }
  };
  try {
    const started = await start((stop) => stops.push(stop));
    return Object.assign(started, { close });
  } catch (error) {
    await close();
    throw error;
  }
}

/** A new empty folder under the system's temporary one, removed again by `defer`. */
export function testDataDir(prefix: string, defer: Defer): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
