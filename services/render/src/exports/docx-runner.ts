import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import { type DocxRequest, exportDocx } from './docx-export';

/** Writes DOCX files; `close` ends its thread. */
export type DocxRunner = {
  run(request: DocxRequest): Promise<Uint8Array>;
  close(): Promise<void>;
};

/**
 * DOCX files written on a worker thread of their own (docs/import-export.md#documents-docx-markdown-plain-text):
 * the docx library's XML and zip work is synchronous, 15 to 80 ms a resume
 * on a busy 2-core machine, which render's event loop, serving prints and
 * other requests, must never wait for. One thread, started at the first
 * export and kept; requests queue on it in order. A thread that dies fails
 * the exports it held and the next export starts another. Where the compiled
 * worker is missing (the tests, which run the TypeScript), the file is
 * written in-process.
 */
export function createDocxRunner(): DocxRunner {
  const script = join(__dirname, 'docx-worker.js');
  if (!__filename.endsWith('.js') || !existsSync(script)) {
    return { run: (request) => exportDocx(request.data, request.options), close: async () => {} };
  }
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<
    number,
    { resolve(bytes: Uint8Array): void; reject(error: Error): void }
  >();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) {
      waiting.reject(error);
    }
    pending.clear();
    worker = undefined;
  };
  const start = () => {
    const started = new Worker(script);
    // An idle thread keeps nothing alive: the service ends when it is stopped.
    started.unref();
    started.on('message', (answer: { id: number; bytes?: Uint8Array; error?: string }) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) {
        started.unref();
      }
      if (answer.bytes) {
        waiting?.resolve(answer.bytes);
      } else {
        waiting?.reject(new Error(answer.error ?? 'the DOCX could not be written'));
      }
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => failAll(new Error(`the DOCX thread ended (${code})`)));
    return started;
  };
  return {
    run(request) {
      worker ??= start();
      const id = (next += 1);
      // Held while it works, so a stop waits for nothing longer than the exports under way.
      worker.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage({ ...request, id });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      await running?.terminate();
    },
  };
}
