// The thread that writes DOCX files (docx-runner.ts): the docx library builds
// the XML and zips it synchronously, tens of milliseconds for a resume, which
// here never holds render's event loop.
import { parentPort } from 'node:worker_threads';

import { type DocxRequest, exportDocx } from './docx-export';

parentPort?.on('message', (request: DocxRequest & { id: number }) => {
  exportDocx(request.data, request.options).then(
    (written) => {
      // A copy of its own, so handing over its memory takes no other buffer with it.
      const bytes = new Uint8Array(written);
      parentPort?.postMessage({ id: request.id, bytes }, [bytes.buffer]);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
