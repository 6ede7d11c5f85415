import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The render service's Prometheus metrics, in a registry of its own per running service. */
export type PrintMetrics = {
  registry: Registry;
  /** Files printed in Chromium, by output (pdf, thumbnail). */
  prints: Counter<'output'>;
  /** Requests answered from a file storage already held. */
  cacheHits: Counter<'output'>;
  /** Prints that failed, by output. */
  failures: Counter<'output'>;
  /** Print jobs a worker finished, by output and outcome (completed, retried, failed, superseded). */
  jobs: Counter<'output' | 'outcome'>;
  /** Seconds from a worker taking a job to its file being stored, by output and outcome. */
  jobDuration: Histogram<'output' | 'outcome'>;
  /** Fresh Chromiums started in place of used ones (after N jobs). */
  browserRestarts: Counter;
  /** Reads the print queue's depth (jobs waiting or in hand) each time the metrics are scraped. */
  watchQueue(read: () => Promise<number>): void;
};

/** Creates the metrics; a registry per service keeps two services in one process apart. */
export function createPrintMetrics(): PrintMetrics {
  const registry = new Registry();
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['output'] as const, registers: [registry] });
  let readQueue: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'vitae_render_queue_depth',
    help: 'Print jobs in the RENDER_JOBS work queue: waiting or being printed.',
    registers: [registry],
    async collect() {
      if (readQueue) {
        // A bus that cannot answer shows NaN (unknown) rather than failing the whole scrape.
        this.set(await readQueue().catch(() => Number.NaN));
      }
    },
  });
  return {
    registry,
    prints: counter('vitae_render_prints_total', 'Files printed in Chromium.'),
    cacheHits: counter('vitae_render_cache_hits_total', 'Requests answered from a stored file.'),
    failures: counter('vitae_render_print_failures_total', 'Prints that failed.'),
    jobs: new Counter({
      name: 'vitae_render_jobs_total',
      help: 'Print jobs a worker finished: completed, retried (an attempt failed), failed (for good) or superseded (a newer change came, nothing printed).',
      labelNames: ['output', 'outcome'] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'vitae_render_job_duration_seconds',
      help: 'Seconds from a worker taking a print job to its outcome.',
      labelNames: ['output', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers: [registry],
    }),
    browserRestarts: new Counter({
      name: 'vitae_render_browser_restarts_total',
      help: 'Fresh Chromiums started in place of used ones after RENDER_RESTART_AFTER_JOBS jobs.',
      registers: [registry],
    }),
    watchQueue(read) {
      readQueue = read;
    },
  };
}
