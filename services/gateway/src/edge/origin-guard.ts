import { type FastifyInstance } from 'fastify';

import { type RestErrorBody } from '../rest/rest-route';

/** Methods that change nothing; every other one is a state-changing request. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Where the app is reached, and whether loopback origins (the web dev server) count as its own. */
export type OriginRule = { publicUrl: string; production: boolean };

/**
 * Whether a browser's `Origin` may change state: the app's own origin
 * (PUBLIC_URL) and, outside production, any loopback origin. No Origin at all
 * is a same-origin GET or a non-browser client; `null` (a sandboxed frame, a
 * cross-site redirect) is foreign. The same rule identity applies to its
 * mutations (docs/auth.md).
 */
export function isOwnOrigin(origin: string | undefined, rule: OriginRule): boolean {
  if (origin === undefined) {
    return true;
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(rule.publicUrl).origin) {
    return true;
  }
  return !rule.production && loopbackHosts.has(parsed.hostname);
}

/**
 * Refuses every state-changing request a page of another site sends (issue
 * 16 item 5, QUALITY 20): REST writes, GraphQL over POST and uploads, before
 * any body is read or any subgraph asked. With SameSite=Lax cookies and
 * Apollo's CSRF prevention on /graphql this is the gateway's CSRF defence.
 */
export function registerOriginGuard(app: FastifyInstance, rule: OriginRule): void {
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) {
      return;
    }
    const origin = request.headers.origin;
    if (isOwnOrigin(origin, rule)) {
      return;
    }
    const body: RestErrorBody = {
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Requests from another site may not change anything here.',
    };
    return reply.status(403).header('connection', 'close').send(body);
  });
}
