import { Counter, Registry } from 'prom-client';

/** The render service's Prometheus metrics, in a registry of its own per running service. */
export type PrintMetrics = {
  registry: Registry;
  /** Files printed in Chromium, by output (pdf, thumbnail). */
  prints: Counter<'output'>;
  /** Requests answered from a file storage already held. */
  cacheHits: Counter<'output'>;
  /** Prints that failed, by output. */
  failures: Counter<'output'>;
  /** Print jobs a worker finished, by output and outcome (completed, retried, failed). */
  jobs: Counter<'output' | 'outcome'>;
};

/** Creates the metrics; a registry per service keeps two services in one process apart. */
export function createPrintMetrics(): PrintMetrics {
  const registry = new Registry();
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['output'] as const, registers: [registry] });
  return {
    registry,
    prints: counter('vitae_render_prints_total', 'Files printed in Chromium.'),
    cacheHits: counter('vitae_render_cache_hits_total', 'Requests answered from a stored file.'),
    failures: counter('vitae_render_print_failures_total', 'Prints that failed.'),
    jobs: new Counter({
      name: 'vitae_render_jobs_total',
      help: 'Print jobs a worker finished: completed, retried (an attempt failed) or failed (for good).',
      labelNames: ['output', 'outcome'] as const,
      registers: [registry],
    }),
  };
}
