import { ConfigError } from './config';

/** Something running that can be stopped. */
export type Stoppable = { close(): Promise<void> };

/** How long a graceful stop may take before the process exits anyway. */
const closeTimeoutMs = 15_000;

function writeError(text: string): void {
  process.stderr.write(`${text}\n`);
}

/**
 * The entry point of a service process: runs `start`, then stops it gracefully
 * on SIGINT or SIGTERM. A ConfigError prints its message (every bad variable)
 * and exits 1; any other start failure prints its stack and exits 1. A second
 * signal, or a stop that hangs, exits at once rather than leaving a zombie pod.
 */
export function runService(name: string, start: () => Promise<Stoppable>): void {
  let running: Stoppable | undefined;
  let stopping = false;

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      writeError(`${name}: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    const timer = setTimeout(() => {
      writeError(`${name}: graceful stop took longer than ${closeTimeoutMs} ms, exiting`);
      process.exit(1);
    }, closeTimeoutMs);
    timer.unref();
    try {
      await running?.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      clearTimeout(timer);
      writeError(`${name}: error while stopping: ${describe(error)}`);
      process.exit(1);
    }
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stop(signal));
  }

  start().then(
    (started) => {
      running = started;
      if (stopping) {
        // A signal arrived while starting; finish the stop now there is something to close.
        void started.close().then(() => process.exit(0));
      }
    },
    (error: unknown) => {
      if (error instanceof ConfigError) {
        writeError(`${name}: ${error.message}`);
      } else {
        writeError(`${name}: failed to start: ${describe(error)}`);
      }
      process.exit(1);
    },
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
