import { type Logger } from '@vitae/service-kit';
import { type PrintedFileRef, type StorageClient, type StoredFile } from '@vitae/storage';

import { type Printer } from '../chromium/printer';
import { printFailure } from '../render.errors';
import { contentHash } from './content-hash';
import { type KnownFiles, knownFiles } from './known-files';
import { type PrintMetrics } from './print-metrics';
import { sharedCalls } from './shared-calls';

/** The resume fields render needs, as the resume subgraph hands them over. */
export type PrintableResume = { id: string; userId: string; title: string; data: unknown };

/** A printed PDF, or a PNG of the first sheet. */
export type PrintOutput = 'pdf' | 'thumbnail';

/** A stored print, with its cache key and, when printed just now, its sheet count. */
export type PrintedFile = StoredFile & { contentHash: string; pageCount?: number };

/** Printed files of resumes: found in storage when already printed, else printed once and stored. */
export type ResumePrints = {
  /**
   * The stored file of this resume version. Concurrent calls for the same
   * version share one print. Throws `ResumePrinterError` (PDF),
   * `ResumePreviewError` (thumbnail) or `InvalidBrowserConnection` when it
   * cannot be made. `lookFirst: false` prints without asking storage first,
   * for a caller that just did.
   * `contentHash` is this version's cache key when the caller has it already
   * (a job carries the key its requester computed, and waits on it).
   */
  file(
    resume: PrintableResume,
    output: PrintOutput,
    options?: { lookFirst?: boolean; contentHash?: string },
  ): Promise<PrintedFile>;
  /**
   * The stored file of this resume version, without printing; undefined when
   * there is none yet. Counted as a cache hit unless `countHit` is false.
   */
  stored(
    resume: PrintableResume,
    output: PrintOutput,
    countHit?: boolean,
  ): Promise<PrintedFile | undefined>;
  /** The cache key of this resume version (docs/render.md). */
  contentHash(resume: PrintableResume): string;
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
    resume: PrintableResume,
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
      const input = { title: resume.title, data: resume.data };
      metrics.prints.inc({ output });
      if (output === 'pdf') {
        const { pdf, pageCount, blocked } = await printer.printPdf(input);
        logBlocked(resume, blocked);
        const stored = await put(ref, pdf, `${resume.title || 'resume'}.pdf`);
        return { ...stored, contentHash, pageCount };
      }
      const { png, blocked } = await printer.printThumbnail(input);
      logBlocked(resume, blocked);
      return { ...(await put(ref, png)), contentHash };
    } catch (error) {
      metrics.failures.inc({ output });
      const failure = printFailure(output, error);
      if (failure !== error) {
        logger?.error({ err: error, resumeId: resume.id }, `${output} could not be stored`);
      }
      throw failure;
    }
  }

  function logBlocked(resume: PrintableResume, blocked: string[]) {
    if (blocked.length > 0) {
      logger?.info({ resumeId: resume.id, blocked }, 'requests refused while printing');
    }
  }

  const refOf = (
    resume: PrintableResume,
    output: PrintOutput,
    key = contentHash(resume.data, buildId),
  ): PrintedFileRef => ({ userId: resume.userId, resumeId: resume.id, contentHash: key, output });

  return {
    contentHash: (resume) => contentHash(resume.data, buildId),
    async stored(resume, output, countHit = true) {
      const ref = refOf(resume, output);
      const stored = await find(ref);
      if (!stored) {
        return undefined;
      }
      if (countHit) {
        metrics.cacheHits.inc({ output });
      }
      return { ...stored, contentHash: ref.contentHash };
    },
    file(resume, output, { lookFirst = true, contentHash: known } = {}) {
      const ref = refOf(resume, output, known || undefined);
      return inFlight(keyOf(ref), () => findOrPrint(resume, output, ref, lookFirst));
    },
    signedUrl: (file, seconds) => storage.signedUrl(file.key, seconds),
  };
}
