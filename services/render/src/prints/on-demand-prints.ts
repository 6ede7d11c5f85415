import { type Logger } from '@vitae/service-kit';
import { type StoredFile } from '@vitae/storage';

import { type JobRequester } from '../jobs/job-requester';
import { printFailure, printFailureCode, RenderError } from '../render.errors';
import { type PoisonedPrints } from './poisoned-prints';
import { type PrintRateLimit } from './print-rate-limit';
import {
  idOf,
  type PrintableDocument,
  type PrintedFile,
  type PrintOutput,
  type ResumePrints,
} from './resume-prints';

/** The files the GraphQL fields hand out. */
export type OnDemandPrints = {
  /**
   * The stored file of this document version: at once when storage holds it,
   * else after a worker printed it (a job on RENDER_JOBS, a letter's as a
   * resume's: docs/render.md#cover-letters), counted against
   * `account`'s uncached prints. Throws `TOO_MANY_REQUESTS` when the account
   * is past its ceiling, `ResumePrinterError`/`ResumePreviewError` at once
   * when a print of this content ran out of time within the last hours, and
   * `ResumePrinterError`/`ResumePreviewError` (or the job's code) when it
   * cannot be had, whatever failed (storage, the bus, the print), logging
   * what did.
   */
  file(document: PrintableDocument, output: PrintOutput, account: string): Promise<PrintedFile>;
  /** A link anyone may open until it expires, for someone other than the owner. */
  signedUrl(file: StoredFile, expiresInSeconds: number): Promise<string>;
  /** Throws TOO_MANY_REQUESTS when `account` was refused an uncached print in its current window. */
  refuseIfLimited(account: string): void;
};

/** What {@link createOnDemandPrints} works with. */
export type OnDemandPrintsParts = {
  prints: ResumePrints;
  jobs: JobRequester;
  poisoned: PoisonedPrints;
  limit: PrintRateLimit;
  logger?: Logger;
};

/**
 * On-demand printing: the cache first, then a job, whichever instance's
 * worker takes it; content that ran out of time is refused before a job, and
 * uncached prints are counted per account (docs/render.md, "Fair printing").
 */
export function createOnDemandPrints({
  prints,
  jobs,
  poisoned,
  limit,
  logger,
}: OnDemandPrintsParts): OnDemandPrints {
  async function fileOf(
    document: PrintableDocument,
    output: PrintOutput,
    account: string,
  ): Promise<PrintedFile> {
    const cached = await prints.stored(document, output);
    if (cached) {
      return cached;
    }
    const contentHash = prints.contentHash(document);
    if (await poisoned.isPoisoned(contentHash)) {
      throw new RenderError(
        printFailureCode[output],
        new Error(`a print of content ${contentHash} ran out of time within the last hours`),
      );
    }
    limit.take(account);
    await jobs.request(document, output, contentHash);
    const printed = await prints.stored(document, output, false);
    if (!printed) {
      throw new Error(`the printed ${output} is not in storage: removed since its job stored it`);
    }
    return printed;
  }

  return {
    async file(document, output, account) {
      try {
        return await fileOf(document, output, account);
      } catch (error) {
        if (error instanceof RenderError && error.code === 'TOO_MANY_REQUESTS') {
          throw error;
        }
        const failure = printFailure(output, error);
        if (failure !== error) {
          logger?.error({ err: error, ...idOf(document) }, `on-demand ${output} failed`);
        }
        throw failure;
      }
    },
    signedUrl: (file, seconds) => prints.signedUrl(file, seconds),
    refuseIfLimited: (account) => limit.check(account),
  };
}
