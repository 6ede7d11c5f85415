import {
  createGraphContext,
  DomainError,
  jwtVerifierOptions,
  type RunningService,
  startService,
} from '@vitae/service-kit';
import { createStorageClient } from '@vitae/storage';

import { findChromium } from './browser/find-chromium';
import { type RenderConfig } from './config';
import { loadArtboardFiles } from './printing/artboard-files';
import { type ChromiumPool, startChromiumPool } from './printing/chromium-pool';
import { createPrinter } from './printing/printer';
import { createPrintMetrics } from './prints/print-metrics';
import { createResumePrints } from './prints/resume-prints';
import { type RenderContext } from './render-context';
import { buildRenderSchema } from './schema';

/** Starts the render service: PDFs and thumbnails of resumes, printed in Chromium on demand. */
export async function startRender(config: RenderConfig): Promise<RunningService> {
  const files = loadArtboardFiles(config.ARTBOARD_DIR);
  const storage = createStorageClient({
    baseUrl: config.STORAGE_URL,
    internalToken: config.INTERNAL_API_TOKEN,
  });
  const metrics = createPrintMetrics();
  const pool: ChromiumPool = await startChromiumPool({
    chromePath: config.CHROME_PATH,
    concurrency: config.RENDER_CONCURRENCY,
    jobTimeoutMs: config.PRINT_TIMEOUT_MS,
  });
  try {
    return await startService({
      service: 'render',
      config,
      auth: jwtVerifierOptions(config),
      bus: true,
      schema: await buildRenderSchema(),
      context: ({ verifier, logger }) => {
        const base = createGraphContext({ verifier });
        const printer = createPrinter({ pool, files, pictures: storage, logger });
        const prints = createResumePrints({
          printer,
          storage,
          buildId: files.buildId,
          metrics,
          logger,
        });
        return async (request, reply): Promise<RenderContext> => ({
          ...(await base(request, reply)),
          prints,
        });
      },
      readiness: () => ({
        // Without a browser nothing can be printed: report it instead of failing every job later.
        browser: async () => {
          if (!findChromium(config.CHROME_PATH)) {
            throw new DomainError(
              'InvalidBrowserConnection',
              config.CHROME_PATH
                ? `no executable browser at CHROME_PATH=${config.CHROME_PATH}`
                : 'no Chromium found; install it or set CHROME_PATH',
              503,
            );
          }
        },
      }),
      setup: async ({ app }) => {
        app.get('/metrics', async (_request, reply) =>
          reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
        );
        return [pool];
      },
    });
  } catch (error) {
    await pool.close();
    throw error;
  }
}
