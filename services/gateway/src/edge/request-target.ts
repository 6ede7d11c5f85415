import { DomainError, sendError } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

/** What a refused request target is told. */
export const requestTargetMessage =
  'The request target must be a path such as /api/resume, not an absolute URL.';

/**
 * Refuses every request whose target is not a path (origin form, `/…`) with
 * 400 BAD_USER_INPUT before any route runs: the absolute form
 * (`GET http://127.0.0.1:8999/… HTTP/1.1`), which only a proxy is sent, the
 * authority form and `*`. The gateway is no forward proxy, and a route that
 * resolved such a target against its upstream would reach the host it names
 * (docs/architecture.md "The edge"). The connection is closed after the answer.
 */
export function registerRequestTarget(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.url?.startsWith('/')) {
      return;
    }
    return sendError(
      reply.header('connection', 'close'),
      new DomainError('BAD_USER_INPUT', requestTargetMessage, [
        { path: 'target', message: requestTargetMessage },
      ]),
    );
  });
}
