import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/** A PGlite database served over the Postgres wire protocol on a loopback port. */
export type EmbeddedPostgres = {
  /** A `postgres://` URL the ordinary `pg` driver connects to. */
  url: string;
  directory: string;
  close(): Promise<void>;
};

type WorkerMessage =
  | { type: 'started'; port: number }
  | { type: 'stopped' }
  | { type: 'failed'; message: string; stack?: string };

/**
 * The worker's program, plain CommonJS run by Node itself. PGlite loads its
 * WebAssembly and Node modules with dynamic `import()`, which only works
 * outside module sandboxes such as jest's; and running its single-threaded
 * Postgres on another thread keeps long statements off the service's event loop.
 */
const workerProgram = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const { PGLiteSocketServer } = require(workerData.socket);

let db;
let server;
async function start() {
  db = await PGlite.create({ dataDir: workerData.dataDir });
  server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  parentPort.postMessage({ type: 'started', port });
}
async function stop() {
  if (server) { await server.stop(); }
  if (db && !db.closed) { await db.close(); }
}
parentPort.on('message', (message) => {
  if (message === 'stop') {
    stop().then(
      () => parentPort.postMessage({ type: 'stopped' }),
      (error) => parentPort.postMessage({ type: 'failed', message: String(error && error.message), stack: error && error.stack }),
    );
  }
});
start().catch(async (error) => {
  parentPort.postMessage({ type: 'failed', message: String(error && error.message), stack: error && error.stack });
  await stop().catch(() => undefined);
});
`;

function failure(message: Extract<WorkerMessage, { type: 'failed' }>): Error {
  const error = new Error(`Embedded PostgreSQL: ${message.message}`);
  if (message.stack) {
    error.stack = `${error.message}\n(in the PGlite worker)\n${message.stack}`;
  }
  return error;
}

function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolveMessage, reject) => {
    const onMessage = (message: WorkerMessage) => {
      cleanup();
      resolveMessage(message);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`Embedded PostgreSQL: the PGlite worker exited with code ${code}`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * Starts PGlite on `directory` (created if missing) in a worker thread and
 * serves it through `PGLiteSocketServer` on 127.0.0.1 and a free port.
 *
 * PGlite is one Postgres backend: it runs one statement at a time. The socket
 * server can multiplex several connections, but it does so per protocol
 * message, and pg's extended protocol (Parse, Bind, Execute, Sync on the
 * unnamed statement) would interleave between connections. So the server
 * accepts exactly one connection (its default) and the client pool is kept to
 * one connection that never idles out; statements queue in the pool, and a
 * TypeORM transaction holds the connection until it ends.
 */
export async function startEmbeddedPostgres(directory: string): Promise<EmbeddedPostgres> {
  const dataDir = resolve(directory);
  await mkdir(dataDir, { recursive: true });
  const worker = new Worker(workerProgram, {
    eval: true,
    workerData: {
      dataDir,
      pglite: require.resolve('@electric-sql/pglite'),
      socket: require.resolve('@electric-sql/pglite-socket'),
    },
  });

  const started = await nextMessage(worker).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  if (started.type !== 'started') {
    await worker.terminate();
    throw started.type === 'failed'
      ? failure(started)
      : new Error('Embedded PostgreSQL: unexpected message from the worker');
  }

  let closing: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${started.port}/postgres`,
    directory: dataDir,
    close() {
      closing ??= (async () => {
        const stopped = nextMessage(worker);
        worker.postMessage('stop');
        try {
          const message = await stopped;
          if (message.type === 'failed') {
            throw failure(message);
          }
        } finally {
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}
