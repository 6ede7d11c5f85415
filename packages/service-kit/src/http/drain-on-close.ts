import { type FastifyInstance } from 'fastify';

/** How long a stop waits for the answers in flight before it ends their connections. */
export const drainDeadlineMs = 10_000;

/** How often a stopping server closes the connections that fell idle. */
const sweepMs = 100;

/**
 * Makes `app.close()` end once the requests in flight are answered, instead of
 * once their callers hang up. Node's `server.close()` ends only the
 * connections idle at that moment: one whose request is still being answered
 * stays open after its answer, kept alive for its caller (72 s, Fastify's
 * default), and the stop waits for it. Another service calling this one keeps
 * such connections, so a stop that caught one of its calls hung for a minute
 * (docs/deploy.md#stopping).
 *
 * So while stopping, an answer says `Connection: close`, connections are
 * closed as they fall idle (an answer whose headers went out before the stop
 * began could not say it), and whatever is still open after `deadlineMs` (a
 * caller stalled halfway through its body) is ended.
 */
export function drainOnClose(app: FastifyInstance, deadlineMs = drainDeadlineMs): void {
  let stopping = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) {
      void reply.header('connection', 'close');
    }
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    stopping = true;
    const server = app.server;
    const sweep = setInterval(() => server.closeIdleConnections(), sweepMs).unref();
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs).unref();
    server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(deadline);
    });
    done();
  });
}
