import {
  DomainError,
  foreignOriginMessage,
  isOwnOrigin,
  type OriginRule,
  sendError,
} from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

/** Methods that change nothing; every other one is a state-changing request. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every state-changing request a page of another site sends
 * (docs/quality.md#case-20, docs/architecture.md#the-edge): REST writes, GraphQL over POST and uploads, before
 * any body is read or any subgraph asked. The rule is the kit's
 * {@link isOwnOrigin}, the one identity applies to its mutations. With
 * SameSite=Lax cookies and Apollo's CSRF prevention on /graphql this is the
 * gateway's CSRF defence.
 */
export function registerOriginGuard(app: FastifyInstance, rule: OriginRule): void {
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || isOwnOrigin(request.headers.origin, rule)) {
      return;
    }
    return sendError(
      reply.header('connection', 'close'),
      new DomainError('FORBIDDEN', foreignOriginMessage),
    );
  });
}
