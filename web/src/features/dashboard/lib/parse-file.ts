import { type ImportResult } from '@vitae/schema';
import { fromPromise } from 'xstate';

import { type ParseInput } from '../machines/import-machine';

/**
 * The dialog's parse actor: the file is read and parsed in a worker, which is
 * ended as soon as the result is in or the dialog no longer needs it (the type
 * changed, the dialog closed). Rejects when the worker itself fails, which the
 * machine reports as "Failed to read the file".
 */
export const parseFileInWorker = fromPromise<ImportResult, ParseInput>(
  ({ input, signal }) =>
    new Promise<ImportResult>((resolve, reject) => {
      const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
        type: 'module',
        name: 'vitae-import',
      });
      const finish = () => {
        worker.terminate();
        signal.removeEventListener('abort', abort);
      };
      const abort = () => {
        finish();
        reject(new DOMException('The import was cancelled.', 'AbortError'));
      };
      signal.addEventListener('abort', abort);
      worker.onmessage = (message: MessageEvent<ImportResult>) => {
        finish();
        // Anything but a result (a library speaking on this worker's channel) is a failed read.
        if (typeof (message.data as { ok?: unknown } | null)?.ok === 'boolean') {
          resolve(message.data);
        } else {
          reject(new Error('The import worker answered something other than a result.'));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        finish();
        reject(new Error(event.message || 'The import worker failed.'));
      };
      worker.postMessage(input);
    }),
);
