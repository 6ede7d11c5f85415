// Render's Prometheus metrics (`GET /metrics` on the service, docs/render.md),
// read by the benchmarks to know when render has nothing left to do.
import { setTimeout as sleep } from 'node:timers/promises';

/** One scrape: each sample's value by its full name with labels, as Prometheus writes it. */
export type RenderMetrics = Map<string, number>;

export async function readRenderMetrics(renderUrl: string): Promise<RenderMetrics> {
  const response = await fetch(`${renderUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) {
    throw new Error(`GET ${renderUrl}/metrics: ${response.status}`);
  }
  const samples: RenderMetrics = new Map();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The sum of a metric's samples (every label set), or of those carrying all of `labels`. */
export function metricSum(
  metrics: RenderMetrics,
  name: string,
  labels: Record<string, string> = {},
): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  let sum = 0;
  for (const [sample, value] of metrics) {
    const labelled = sample.startsWith(`${name}{`);
    if (
      (sample === name || labelled) &&
      wanted.every((pair) => labelled && sample.includes(pair))
    ) {
      sum += value;
    }
  }
  return sum;
}

/** What moves while render works: every job finished, every file printed, every print failed. */
function progress(metrics: RenderMetrics): string {
  return [
    'vitae_render_jobs_total',
    'vitae_render_prints_total',
    'vitae_render_print_failures_total',
  ]
    .map((name) => metricSum(metrics, name))
    .join(' ');
}

/**
 * Waits until render is drained and idle: its job queue empty and its job and
 * print counters unchanged for `quietMs`. A resume's change reaches render
 * through resume's outbox (every OUTBOX_INTERVAL_MS, 250 ms by default), so
 * an empty queue alone may be the moment before the next ahead-of-time job;
 * the quiet spell covers that gap. Gives up after `timeoutMs`.
 */
export async function waitForRenderIdle(
  renderUrl: string,
  { quietMs = 1000, timeoutMs = 120_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<{ seconds: number; jobs: number }> {
  const started = Date.now();
  const first = await readRenderMetrics(renderUrl);
  let last = progress(first);
  let quietSince = Date.now();
  while (Date.now() - started < timeoutMs) {
    await sleep(250);
    const metrics = await readRenderMetrics(renderUrl);
    const now = progress(metrics);
    if (now !== last || metricSum(metrics, 'vitae_render_queue_depth') !== 0) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return {
        seconds: (Date.now() - started) / 1000,
        jobs:
          metricSum(metrics, 'vitae_render_jobs_total') -
          metricSum(first, 'vitae_render_jobs_total'),
      };
    }
  }
  throw new Error(
    `render was still busy after ${timeoutMs / 1000} s (queue or job counters still moving)`,
  );
}
