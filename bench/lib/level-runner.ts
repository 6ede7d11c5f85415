// Timing of a batch of tasks run a fixed number at a time, and percentiles of
// the latencies, shared by the benchmarks.
import { performance } from 'node:perf_hooks';

/** The nearest-rank percentile `p` (0-100) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** One batch: how many tasks, in how long, and each task's latency in milliseconds. */
export type Run = { concurrency: number; count: number; seconds: number; latencies: number[] };

export function perSecond(run: Run): number {
  return run.count / run.seconds;
}

/** Runs `count` tasks, `concurrency` at a time, timing each; `task(i)` gets a distinct index. */
export async function runLevel(
  concurrency: number,
  count: number,
  task: (index: number, slot: number) => Promise<void>,
): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, slot) => {
      while (next < count) {
        const index = next++;
        const begin = performance.now();
        await task(index, slot);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return { concurrency, count, seconds: (performance.now() - started) / 1000, latencies };
}
