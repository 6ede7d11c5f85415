import { connect } from 'node:net';

import fastify, { type FastifyInstance } from 'fastify';

import { createServiceApp, drainOnClose, listen } from '../../src/http';
import { silentLogger } from '../../src/testing';

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Milliseconds `promise` took to settle. */
async function timed(promise: Promise<unknown>): Promise<number> {
  const start = Date.now();
  await promise;
  return Date.now() - start;
}

describe('a stopping service (docs/deploy.md#stopping)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    app?.server.closeAllConnections();
    await app?.close();
    app = undefined;
  });

  it('answers the request in flight and stops at once, not when the caller drops its kept-alive connection', async () => {
    const started = gate();
    const release = gate();
    app = await createServiceApp({ service: 'probe', logger: silentLogger() });
    app.get('/slow', async () => {
      started.open();
      await release.opened;
      return { answered: true };
    });
    const { url } = await listen(app, { host: '127.0.0.1', port: 0 });
    // fetch keeps its connections alive, as another service calling this one does.
    const answer = fetch(`${url}/slow`);
    await started.opened;
    const stopped = app.close();
    // The answer goes out once the stop is under way: the server no longer listens.
    while (app.server.listening) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release.open();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answered: true });
    expect(response.headers.get('connection')).toBe('close');
    // Fastify keeps a connection alive 72 s; without the drain the stop waited that long.
    expect(await timed(stopped)).toBeLessThan(5_000);
    // A request after the stop began finds no one listening.
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
  });

  it('ends a caller stalled halfway through its body once the deadline passes', async () => {
    const received = gate();
    app = fastify();
    drainOnClose(app, 300);
    app.addContentTypeParser('text/plain', (_request, body, done) => {
      received.open();
      body.on('end', () => done(null, 'all of it'));
    });
    app.post('/upload', async () => ({ ok: true }));
    const { port } = await listen(app, { host: '127.0.0.1', port: 0 });
    const socket = connect(port, '127.0.0.1');
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: probe\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\npart',
    );
    await received.opened;
    const stopped = app.close();
    await ended;
    await expect(stopped).resolves.toBeUndefined();
  });
});
