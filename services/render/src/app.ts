import {
  createGraphContext,
  type EventBus,
  jwtVerifierOptions,
  type Logger,
  type RunningService,
  serviceCredential,
  startService,
} from '@vitae/service-kit';
import { createStorageClient } from '@vitae/storage';

import { loadArtboardFiles } from './chromium/artboard-files';
import { startArtboardPool } from './chromium/artboard-pool';
import { requireChromium } from './chromium/find-chromium';
import { createPrinter } from './chromium/printer';
import { type RenderConfig } from './config';
import { createHeadingSource } from './exports/export-headings';
import { createResumeExports, type ResumeExports } from './exports/resume-exports';
import { createJobRequester } from './jobs/job-requester';
import { renderJobTopology } from './jobs/job-topology';
import { startLetterAheadOfTimePrinting } from './jobs/letter-changed.consumer';
import { startRenderJobs } from './jobs/render-jobs.consumer';
import { startAheadOfTimePrinting } from './jobs/resume-changed.consumer';
import { createResumeSource, type ResumeSource } from './jobs/resume-source';
import { callerLetters } from './letters/caller-letters';
import { createLetterSource } from './letters/letter-source';
import { createOnDemandPrints } from './prints/on-demand-prints';
import { createPoisonedPrints, type PoisonedPrints } from './prints/poisoned-prints';
import { createPrintMetrics } from './prints/print-metrics';
import { printRateLimit } from './prints/print-rate-limit';
import { createResumePrints, type ResumePrints } from './prints/resume-prints';
import { type RenderContext } from './render-context';
import { callerResumes } from './resumes/caller-resumes';
import { downloadEvents, ensureDownloadStream } from './resumes/download-events';
import { buildRenderSchema } from './schema';

/** Options of {@link startRender} that tests set. */
export type RenderOptions = {
  /** Private streams for a test run (see renderJobTopology). */
  jobNamespace?: string;
  /** Pauses before a failed job's retries; the worker's own by default. */
  jobBackoffMs?: number[];
};

/**
 * Starts the render service: PDFs and thumbnails of resumes and PDFs of
 * cover letters, printed in Chromium as jobs from the RENDER_JOBS work queue,
 * asked for on demand (GraphQL) and ahead of time (on their changes).
 */
export async function startRender(
  config: RenderConfig,
  options: RenderOptions = {},
): Promise<RunningService> {
  const files = loadArtboardFiles(config.ARTBOARD_DIR);
  // Storage and resume answer render only with the service credential.
  const credential = serviceCredential(config);
  const storage = createStorageClient({ baseUrl: config.STORAGE_URL, credential });
  // What may be printed is read from resume, acting for the caller (docs/render.md).
  const resumes: ResumeSource = createResumeSource(config.RESUME_URL, credential);
  const letters = createLetterSource(config.RESUME_URL, credential);
  // Exports are titled in the resume's language with the artboard's words (docs/import-export.md).
  const headings = createHeadingSource(config.ARTBOARD_DIR);
  // Made with the first context (it needs the logger), its DOCX thread ended with the service.
  let exports: ResumeExports | undefined;
  const metrics = createPrintMetrics();
  const topology = renderJobTopology(options.jobNamespace);
  const { pool, artboard } = await startArtboardPool(files, {
    chromePath: config.CHROME_PATH,
    concurrency: config.RENDER_CONCURRENCY,
    jobTimeoutMs: config.PRINT_TIMEOUT_MS,
    restartAfterJobs: config.RENDER_RESTART_AFTER_JOBS,
    onRestart: () => metrics.browserRestarts.inc(),
    jobsPerContext: config.RENDER_JOBS_PER_CONTEXT,
  });
  // One print cache for the GraphQL fields and the job worker, made once the logger exists.
  let prints: ResumePrints | undefined;
  const printsFor = (logger: Logger) =>
    (prints ??= createResumePrints({
      printer: createPrinter({ pool, artboard, pictures: storage, logger }),
      storage,
      buildId: files.buildId,
      metrics,
      logger,
    }));
  // One memory of content that ran out of time for the fields and the worker.
  let poisoned: PoisonedPrints | undefined;
  const poisonedFor = (bus: EventBus, logger: Logger) =>
    (poisoned ??= createPoisonedPrints({ bus, topology, logger }));
  const limit = printRateLimit({ max: config.RENDER_PRINTS_PER_MINUTE });
  try {
    return await startService({
      service: 'render',
      config,
      auth: jwtVerifierOptions(config),
      bus: true,
      schema: await buildRenderSchema(),
      context: ({ verifier, logger, bus }) => {
        const base = createGraphContext({ verifier });
        if (!bus) {
          throw new Error('the render service runs with an event bus');
        }
        // On demand goes through the job queue like everything else (docs/render.md).
        const onDemand = createOnDemandPrints({
          prints: printsFor(logger),
          jobs: createJobRequester({
            bus,
            topology,
            logger,
            timeoutMs: config.RENDER_WAIT_TIMEOUT_MS,
          }),
          poisoned: poisonedFor(bus, logger),
          limit,
          logger,
        });
        const downloads = downloadEvents(bus, credential, logger);
        exports ??= createResumeExports({ headings, pictures: storage, logger });
        const documents = exports;
        return async (request, reply): Promise<RenderContext> => ({
          ...(await base(request, reply)),
          resumes: callerResumes(resumes, request),
          letters: callerLetters(letters, request),
          prints: onDemand,
          downloads,
          exports: documents,
        });
      },
      readiness: () => ({
        // Without a browser nothing can be printed: report it instead of failing every job later.
        browser: async () => void requireChromium(config.CHROME_PATH),
      }),
      setup: async ({ app, bus, logger }) => {
        app.get('/metrics', async (_request, reply) =>
          reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
        );
        if (!bus) {
          throw new Error('the render service runs with an event bus');
        }
        metrics.watchQueue(() => bus.messageCount(topology.jobs.name));
        await ensureDownloadStream(bus);
        const jobs = await startRenderJobs({
          bus,
          topology,
          prints: printsFor(logger),
          poisoned: poisonedFor(bus, logger),
          metrics,
          logger,
          concurrency: config.RENDER_CONCURRENCY,
          attempts: config.RENDER_JOB_ATTEMPTS,
          backoffMs: options.jobBackoffMs,
        });
        // Resumes and letters are printed ahead by the same rules (docs/render.md, "Ahead of time").
        const ahead = {
          bus,
          topology,
          logger,
          buildId: files.buildId,
          quietMs: config.RENDER_AHEAD_QUIET_MS,
          pdfs: config.RENDER_AHEAD_PDFS,
        };
        const aheadOfTime = await startAheadOfTimePrinting(ahead);
        const lettersAhead = await startLetterAheadOfTimePrinting(ahead);
        // Closed newest first: no more jobs are asked for or taken before the pool closes.
        return [{ close: async () => exports?.close() }, pool, jobs, aheadOfTime, lettersAhead];
      },
    });
  } catch (error) {
    await pool.close();
    throw error;
  }
}
