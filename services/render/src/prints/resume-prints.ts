import { type Logger } from '@vitae/service-kit';
import { type PrintedFileRef, type StorageClient, type StoredFile } from '@vitae/storage';

import { type Printer } from '../chromium/printer';
import { printFailure } from '../render.errors';
import { contentHash } from './content-hash';
import { type KnownFiles, knownFiles } from './known-files';
import { type PrintMetrics } from './print-metrics';
import { type PrintVariant } from './print-variant';
import { sharedCalls } from './shared-calls';

/**
 * A document render prints (docs/render.md#cover-letters): the fields it
 * needs, as the resume subgraph hands them over, which kind it is (absent: a
 * resume) and, for a resume, how to draw it (absent: as designed).
 */
export type PrintableDocument = PrintableResume | PrintableLetter;

/** What every printable document has. */
type DocumentFields = { id: string; userId: string; title: string; data: unknown };

/** A resume render prints. */
export type PrintableResume = DocumentFields & { kind?: 'resume'; variant?: PrintVariant };

/** A cover letter render prints (it has no plain version). */
export type PrintableLetter = DocumentFields & { kind: 'letter'; variant?: undefined };

/** A printed PDF, or a PNG of the first sheet. */
export type PrintOutput = 'pdf' | 'thumbnail';

/** A stored print, with its cache key and, when printed just now, its sheet count. */
export type PrintedFile = StoredFile & { contentHash: string; pageCount?: number };

/**
 * Printed files of resumes and letters: found in storage when already
 * printed, else printed once and stored.
 */
export type ResumePrints = {
  /**
   * The stored file of this document version. Concurrent calls for the same
   * version share one print. Throws `ResumePrinterError` (PDF),
   * `ResumePreviewError` (thumbnail) or `InvalidBrowserConnection` when it
   * cannot be made. `lookFirst: false` prints without asking storage first,
   * for a caller that just did.
   * `contentHash` is this version's cache key when the caller has it already
   * (a job carries the key its requester computed, and waits on it).
   */
  file(
    document: PrintableDocument,
    output: PrintOutput,
    options?: { lookFirst?: boolean; contentHash?: string },
  ): Promise<PrintedFile>;
  /**
   * The stored file of this document version, without printing; undefined when
   * there is none yet. Counted as a cache hit unless `countHit` is false.
   */
  stored(
    document: PrintableDocument,
    output: PrintOutput,
    countHit?: boolean,
  ): Promise<PrintedFile | undefined>;
  /** The cache key of this document version (docs/render.md). */
  contentHash(document: PrintableDocument): string;
  /** A link anyone may open until it expires, for someone other than the owner. */
  signedUrl(file: StoredFile, expiresInSeconds: number): Promise<string>;
};

/** What {@link createResumePrints} works with. */
export type ResumePrintsParts = {
  printer: Printer;
  storage: Pick<StorageClient, 'findPrintedFile' | 'putPrintedFile' | 'signedUrl'>;
  buildId: string;
  metrics: PrintMetrics;
  logger?: Logger;
  /** Files known to be stored (default: a fresh memory of its own). */
  known?: KnownFiles;
};

/** How a log names the document: `resumeId` or `letterId`. */
export function idOf({ id, kind }: Pick<PrintableDocument, 'id' | 'kind'>) {
  return kind === 'letter' ? { letterId: id } : { resumeId: id };
}

/** Creates the print cache over storage. */
export function createResumePrints({
  printer,
  storage,
  buildId,
  metrics,
  logger,
  known = knownFiles(),
}: ResumePrintsParts): ResumePrints {
  const inFlight = sharedCalls<PrintedFile>();

  const keyOf = ({ userId, resumeId, contentHash, output }: PrintedFileRef) =>
    `${userId}/${resumeId}/${contentHash}/${output}`;

  /** The stored file of `ref`: from memory when this process saw it stored, else from storage. */
  async function find(ref: PrintedFileRef): Promise<StoredFile | undefined> {
    const key = keyOf(ref);
    const remembered = known.get(key);
    if (remembered) {
      return remembered;
    }
    const stored = await storage.findPrintedFile(ref);
    if (stored) {
      known.remember(key, stored);
    }
    return stored;
  }

  async function put(ref: PrintedFileRef, bytes: Uint8Array, fileName?: string) {
    const stored = await storage.putPrintedFile(ref, bytes, fileName);
    known.remember(keyOf(ref), stored);
    return stored;
  }

  async function findOrPrint(
    document: PrintableDocument,
    output: PrintOutput,
    ref: PrintedFileRef,
    lookFirst: boolean,
  ): Promise<PrintedFile> {
    const { contentHash } = ref;
    try {
      const stored = lookFirst ? await find(ref) : undefined;
      if (stored) {
        metrics.cacheHits.inc({ output });
        return { ...stored, contentHash };
      }
      const { kind = 'resume', variant = 'designed' } = document;
      const input = { title: document.title, data: document.data, variant, kind };
      metrics.prints.inc({ output });
      if (output === 'pdf') {
        const { pdf, pageCount, blocked } = await printer.printPdf(input);
        logBlocked(document, blocked);
        const name = document.title || kind;
        const stored = await put(ref, pdf, `${name}${variant === 'plain' ? '-plain' : ''}.pdf`);
        return { ...stored, contentHash, pageCount };
      }
      const { png, blocked } = await printer.printThumbnail(input);
      logBlocked(document, blocked);
      return { ...(await put(ref, png)), contentHash };
    } catch (error) {
      metrics.failures.inc({ output });
      const failure = printFailure(output, error);
      if (failure !== error) {
        logger?.error({ err: error, ...idOf(document) }, `${output} could not be stored`);
      }
      throw failure;
    }
  }

  function logBlocked(document: PrintableDocument, blocked: string[]) {
    if (blocked.length > 0) {
      logger?.info({ ...idOf(document), blocked }, 'requests refused while printing');
    }
  }

  const keyOfDocument = ({ data, variant, kind }: PrintableDocument) =>
    contentHash(data, buildId, variant, kind);

  // A letter's files lie beside resumes' in storage, under its own id and a key no resume has.
  const refOf = (
    document: PrintableDocument,
    output: PrintOutput,
    key = keyOfDocument(document),
  ): PrintedFileRef => ({
    userId: document.userId,
    resumeId: document.id,
    contentHash: key,
    output,
  });

  return {
    contentHash: keyOfDocument,
    async stored(document, output, countHit = true) {
      const ref = refOf(document, output);
      const stored = await find(ref);
      if (!stored) {
        return undefined;
      }
      if (countHit) {
        metrics.cacheHits.inc({ output });
      }
      return { ...stored, contentHash: ref.contentHash };
    },
    file(document, output, { lookFirst = true, contentHash: known } = {}) {
      const ref = refOf(document, output, known || undefined);
      return inFlight(keyOf(ref), () => findOrPrint(document, output, ref, lookFirst));
    },
    signedUrl: (file, seconds) => storage.signedUrl(file.key, seconds),
  };
}
