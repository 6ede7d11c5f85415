import { join } from 'node:path';

import { authConfigShape, commonConfigShape, envPort, envUrl } from '@vitae/service-kit';
import { z } from 'zod';

/** The repository's web build, from src/ and from dist/ alike. */
const repoWebDist = join(__dirname, '../../../web/dist');

const positiveInt = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be at least 1`);

export const renderConfigSchema = z.object({
  ...commonConfigShape,
  ...authConfigShape,
  PORT: envPort.default(4004),
  CHROME_PATH: z.string().min(1).optional(),
  /** How many resumes print at once, each in a browser context of its own. */
  RENDER_CONCURRENCY: positiveInt('RENDER_CONCURRENCY').max(32).default(2),
  /**
   * Prints one browser context serves, one after another, before a fresh one
   * replaces it (docs/render.md, "Isolation"). 1: a fresh context per print.
   * At the default a context usually lives as long as its Chromium
   * (RENDER_RESTART_AFTER_JOBS prints shared by RENDER_CONCURRENCY contexts).
   */
  RENDER_JOBS_PER_CONTEXT: positiveInt('RENDER_JOBS_PER_CONTEXT').max(10_000).default(1000),
  /** A print taking longer is abandoned with ResumePrinterError. */
  PRINT_TIMEOUT_MS: positiveInt('PRINT_TIMEOUT_MS').default(30_000),
  /** The web build the artboard is loaded from (its artboard.html and assets). */
  ARTBOARD_DIR: z.string().min(1).default(repoWebDist),
  /** The storage service, where printed files are kept and pictures fetched (its /graphql URL works too). */
  STORAGE_URL: envUrl.default('http://127.0.0.1:4003'),
  /** The resume subgraph: what a request may print is read there for its caller. */
  RESUME_URL: envUrl.default('http://127.0.0.1:4002/graphql'),
  /**
   * A fresh Chromium after this many prints, so a long-lived browser's leaks
   * stay bounded. Each restart costs a launch and fresh prepared contexts
   * (seconds of CPU), so not too often: docs/performance.md.
   */
  RENDER_RESTART_AFTER_JOBS: positiveInt('RENDER_RESTART_AFTER_JOBS').default(1500),
  /** Attempts per print job before it goes to the dead letters. */
  RENDER_JOB_ATTEMPTS: positiveInt('RENDER_JOB_ATTEMPTS').max(20).default(3),
  /**
   * Uncached prints (PDF or preview) one account may ask for per minute, in
   * each render instance; past it TOO_MANY_REQUESTS (429) with retryAfterSeconds.
   */
  RENDER_PRINTS_PER_MINUTE: positiveInt('RENDER_PRINTS_PER_MINUTE').default(60),
  /** How long an on-demand request waits for its print job before ResumePrinterError. */
  RENDER_WAIT_TIMEOUT_MS: positiveInt('RENDER_WAIT_TIMEOUT_MS').default(60_000),
  /**
   * How long a resume or a letter stays unchanged before its PDF is printed
   * ahead of time (docs/render.md, "Ahead of time"); 0 prints each change's PDF at once.
   */
  RENDER_AHEAD_QUIET_MS: z.coerce
    .number({ message: 'RENDER_AHEAD_QUIET_MS must be a whole number' })
    .int('RENDER_AHEAD_QUIET_MS must be a whole number')
    .min(0, 'RENDER_AHEAD_QUIET_MS must be 0 or more')
    .max(10_000, 'RENDER_AHEAD_QUIET_MS must be at most 10000')
    .default(500),
  /**
   * Whose PDFs are printed ahead of time: `all` resumes' and letters', or
   * `public` ones' only (the benchmarks of uncached prints, docs/performance.md).
   */
  RENDER_AHEAD_PDFS: z.enum(['all', 'public']).default('all'),
});

export type RenderConfig = z.infer<typeof renderConfigSchema>;
