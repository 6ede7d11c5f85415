import { AtsCheckError, type AtsReport, checkResumePdf, type PdfJs } from '@vitae/ats';

import { type AtsWorkerAnswer, type AtsWorkerRequest } from './ats-worker-protocol';

/**
 * Checks resume PDFs off the page's thread (docs/ats.md#in-the-browser): the
 * page posts a PDF's bytes, this worker answers the report or the code of the
 * refusal. pdf.js and @vitae/ats are loaded when the first check is asked
 * for, never with the page; the worker stays up for the next check until its
 * client ends it.
 */
const scope = self as unknown as {
  onmessage: ((message: MessageEvent<AtsWorkerRequest>) => void) | null;
  postMessage(answer: AtsWorkerAnswer): void;
};

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded once. It parses in a worker of its own, started from this one:
 * its worker module sets itself up as a worker when loaded in one, so it
 * cannot share this thread, whose messages are the page's (as the import's
 * worker does, web/src/features/dashboard/lib/parse-worker.ts).
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, { default: workerUrl }]) => {
    // Handed as a port: pdf.js would otherwise read `window.location`, which a
    // worker has not, and fall back to parsing in this thread.
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(workerUrl, {
      type: 'module',
      name: 'vitae-ats-pdf',
    });
    return pdfjs as unknown as PdfJs;
  });
  return loading;
}

async function check(bytes: Uint8Array): Promise<AtsReport> {
  return checkResumePdf(bytes, { pdfjs: await loadPdfJs() });
}

scope.onmessage = (message) => {
  const { id, bytes } = message.data;
  void check(bytes).then(
    (report) => scope.postMessage({ id, ok: true, report }),
    (error: unknown) =>
      scope.postMessage(
        error instanceof AtsCheckError
          ? { id, ok: false, code: error.code }
          : { id, ok: false, code: 'failed', message: String(error) },
      ),
  );
};
