// Worker-thread entry of the editors' load: runs bench/lib/editors.ts with the
// plan it is given, posts when the editing starts and ends, then the outcome
// (or the error that ended it).
import { parentPort, workerData } from 'node:worker_threads';

import { type EditorsPlan, runEditors } from './editors';

runEditors(workerData as EditorsPlan, (phase) => parentPort?.postMessage({ phase })).then(
  (outcome) => parentPort?.postMessage({ outcome }),
  (error: unknown) =>
    parentPort?.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
);
