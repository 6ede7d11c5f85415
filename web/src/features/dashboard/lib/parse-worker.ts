import {
  type DocumentReaders,
  importMessages,
  type ImportResult,
  isDocumentImportType,
  type Mammoth,
  parseImport,
  type PdfJs,
  readDocumentImport,
} from '@vitae/schema';

import { type ParseInput } from '../machines/import-machine';
import { readBytes } from './read-file';

/**
 * Reads and parses an import file off the page's thread (docs/quality.md#case-26): a big or
 * hostile file costs this worker, never the tab. Answers one ImportResult per
 * request.
 */
const scope = self as unknown as {
  onmessage: ((message: MessageEvent<ParseInput>) => void) | null;
  postMessage(result: ImportResult): void;
};

/**
 * pdf.js and mammoth, loaded when a PDF or Word file is read
 * (docs/import-export.md#pdf-and-word). pdf.js parses in a worker of its own,
 * started from this one and ended with it: its worker module sets itself up
 * as a worker when it is loaded in one, so it cannot share this thread, whose
 * messages are the dialog's.
 */
const readers: DocumentReaders = {
  async pdfjs() {
    const [pdfjs, { default: workerUrl }] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    // Handed as a port: pdf.js would otherwise read `window.location`, which a
    // worker has not, and fall back to parsing in this thread.
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(workerUrl, {
      type: 'module',
      name: 'vitae-import-pdf',
    });
    return pdfjs as unknown as PdfJs;
  },
  async mammoth() {
    const loaded = (await import('mammoth')) as unknown as { default?: Mammoth } & Mammoth;
    return loaded.default ?? loaded;
  },
};

async function parse({ type, file }: ParseInput): Promise<ImportResult> {
  try {
    const bytes = await readBytes(file);
    return isDocumentImportType(type)
      ? await readDocumentImport(type, bytes, readers)
      : parseImport(type, bytes);
  } catch {
    return { ok: false, errors: [{ path: '', message: importMessages.readFile }] };
  }
}

scope.onmessage = (message) => {
  void parse(message.data).then((result) => scope.postMessage(result));
};
