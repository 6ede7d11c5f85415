import { Transform } from 'node:stream';

import { DomainError } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler pipes the request body elsewhere instead of having it parsed. */
    streamsBody?: boolean;
  }
}

/**
 * Cuts off a request body that has not arrived within `timeoutMs`
 * (docs/quality.md#case-30): a client trickling a byte a second gets 408 `RequestTimedOut` and
 * its connection is closed, so it holds no worker and no buffer. Applies to
 * every route whose body the gateway reads; the upload route streams its body
 * to storage, which cuts it off by the same rule (UPLOAD_TIMEOUT_MS), and
 * Node's own request timeout is the wall behind both.
 */
export function registerBodyDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.server.requestTimeout = timeoutMs * 2;
  app.addHook('preParsing', async (request, reply, payload) => {
    // A route that streams the body on (the upload proxy) reads it itself.
    if (request.raw.complete || request.routeOptions.config.streamsBody === true) {
      return payload;
    }
    const guarded = new Transform({
      transform(chunk, _encoding, callback) {
        callback(null, chunk);
      },
    });
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      payload.pause();
      guarded.destroy(
        new DomainError(
          'RequestTimedOut',
          `The request body did not arrive within ${timeoutMs} ms.`,
        ),
      );
    }, timeoutMs);
    timer.unref();
    guarded.on('close', () => clearTimeout(timer));
    // A request answered without its body being read (an unsupported content
    // type is a 415 before any parser runs) needs no deadline any more: once
    // the answer is sent, the timer goes, and nothing emits an error no one
    // listens for (which would end the process).
    reply.raw.once('close', () => clearTimeout(timer));
    guarded.on('error', () => undefined);
    payload.on('error', (error) => guarded.destroy(error));
    return payload.pipe(guarded);
  });
}
