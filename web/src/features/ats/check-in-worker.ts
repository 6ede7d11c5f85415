import { AtsCheckError, atsLimits, type AtsReport } from '@vitae/ats';

import { type AtsWorkerAnswer, type AtsWorkerRequest } from './ats-worker-protocol';

export {
  AtsCheckError,
  type AtsErrorCode,
  atsLimits,
  type AtsReading,
  type AtsReport,
  type Finding,
  type FindingPlace,
  type FindingStatus,
} from '@vitae/ats';

/** The worker itself failed (it could not load, or broke on a file): not the file's fault. */
export class AtsWorkerError extends Error {
  override readonly name = 'AtsWorkerError';
}

/** The performance entry each finished check leaves, which bench/ats-check.ts reads in Chromium. */
export const atsCheckMeasure = 'vitae-ats-check';

/** How long an idle worker is kept for the next check before it is ended. */
const idleMs = 60_000;

let idle: { worker: Worker; timer: ReturnType<typeof setTimeout> } | undefined;
let nextId = 1;

/** The idle worker (pdf.js already loaded in it) or a new one. */
function takeWorker(): Worker {
  if (idle) {
    const { worker, timer } = idle;
    clearTimeout(timer);
    idle = undefined;
    return worker;
  }
  return new Worker(new URL('./ats-worker.ts', import.meta.url), {
    type: 'module',
    name: 'vitae-ats',
  });
}

/** Keeps a worker that answered for the next check; a second one is ended. */
function giveBack(worker: Worker) {
  if (idle) {
    worker.terminate();
    return;
  }
  idle = {
    worker,
    timer: setTimeout(() => {
      worker.terminate();
      idle = undefined;
    }, idleMs),
  };
}

/**
 * Checks a resume PDF as an applicant tracking system reads it
 * (docs/ats.md#in-the-browser), in a Web Worker: the file never leaves the
 * browser and the page never waits on pdf.js. Rejects with `AtsCheckError`
 * (`fileTooLarge`, before the worker is asked; `encrypted`, `damaged`,
 * `noText`), with `AtsWorkerError` when the worker fails, and with an
 * `AbortError` when `signal` aborts, which ends the worker mid-check. The
 * caller's bytes are copied, never taken.
 */
export function checkPdfInWorker(
  bytes: ArrayBuffer | Uint8Array,
  signal?: AbortSignal,
): Promise<AtsReport> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (view.byteLength > atsLimits.maxFileBytes) {
    return Promise.reject(new AtsCheckError('fileTooLarge'));
  }
  if (signal?.aborted) {
    return Promise.reject(new DOMException('The ATS check was cancelled.', 'AbortError'));
  }
  const started = performance.now();
  return new Promise<AtsReport>((resolve, reject) => {
    const worker = takeWorker();
    const id = nextId++;
    const stop = () => {
      signal?.removeEventListener('abort', abort);
      worker.onmessage = null;
      worker.onerror = null;
    };
    const abort = () => {
      stop();
      worker.terminate();
      reject(new DOMException('The ATS check was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort);
    worker.onmessage = (message: MessageEvent<AtsWorkerAnswer>) => {
      const answer = message.data;
      if (answer.id !== id) {
        return;
      }
      stop();
      giveBack(worker);
      if (answer.ok) {
        performance.measure(atsCheckMeasure, { start: started });
        resolve(answer.report);
      } else if (answer.code === 'failed') {
        reject(new AtsWorkerError(answer.message));
      } else {
        reject(new AtsCheckError(answer.code));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      worker.terminate();
      reject(new AtsWorkerError(event.message || 'The ATS worker failed.'));
    };
    const copy = view.slice();
    const request: AtsWorkerRequest = { id, bytes: copy };
    worker.postMessage(request, [copy.buffer]);
  });
}
