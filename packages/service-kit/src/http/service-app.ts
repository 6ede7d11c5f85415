import fastify, { type FastifyInstance, LogController } from 'fastify';

import { type Logger } from '../logger';
import { drainOnClose } from './drain-on-close';
import { handleHttpError } from './error-handler';
import { type ReadinessChecks, runReadinessChecks } from './readiness';
import { requestIdFor, requestIdHeader } from './request-id';

const probePaths = new Set(['/healthz', '/readyz']);

/** A URL carrying a one-time secret (email verification, OAuth callbacks) must not reach the log (docs/quality.md#case-13). */
const secretInQuery = /[?&](token|code|state)=/;

/** Options for {@link createServiceApp}. */
export type ServiceAppOptions = {
  service: string;
  logger: Logger;
  /**
   * Checks `GET /readyz` runs. The object is read on every probe, so checks
   * added to it after the app is created are included.
   */
  readiness?: ReadinessChecks;
  /** Largest accepted request body in bytes; Fastify's default (1 MiB) otherwise. */
  bodyLimit?: number;
  /** How long one readiness check may take; 2 seconds by default. */
  readinessTimeoutMs?: number;
};

/**
 * The HTTP app of one service: Fastify 5 logging through the service logger,
 * a request id on every request (kept from `x-request-id` when sane, echoed
 * back), liveness at `GET /healthz`, readiness at `GET /readyz`, and the REST
 * error mapping of {@link handleHttpError}.
 */
export async function createServiceApp({
  service,
  logger,
  readiness = {},
  bodyLimit,
  readinessTimeoutMs = 2000,
}: ServiceAppOptions): Promise<FastifyInstance> {
  const app = fastify({
    loggerInstance: logger,
    genReqId: requestIdFor,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes arrive every few seconds; logging each would drown the real traffic.
      disableRequestLogging: (request) =>
        probePaths.has(request.url) || secretInQuery.test(request.url),
    }),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
  }) as unknown as FastifyInstance;

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(requestIdHeader, request.id);
  });
  app.setErrorHandler(handleHttpError);
  drainOnClose(app);

  app.get('/healthz', async () => ({ status: 'ok', service }));
  app.get('/readyz', async (_request, reply) => {
    const report = await runReadinessChecks(readiness, readinessTimeoutMs);
    return reply.status(report.status === 'ready' ? 200 : 503).send(report);
  });

  // Not made ready here: the service still registers its graph and routes.
  return app;
}
