import { type Logger } from '@vitae/service-kit';
import { type StoredFile } from '@vitae/storage';

import { type JobRequester } from '../jobs/job-requester';
import { printFailure } from '../render.errors';
import {
  type PrintableResume,
  type PrintedFile,
  type PrintOutput,
  type ResumePrints,
} from './resume-prints';

/** The files the GraphQL fields hand out. */
export type OnDemandPrints = {
  /**
   * The stored file of this resume version: at once when storage holds it,
   * else after a worker printed it (a job on RENDER_JOBS). Throws
   * `ResumePrinterError`/`ResumePreviewError` (or the job's code) otherwise,
   * whatever failed (storage, the bus, the print), and logs what did.
   */
  file(resume: PrintableResume, output: PrintOutput): Promise<PrintedFile>;
  /** A link anyone may open until it expires, for someone other than the owner. */
  signedUrl(file: StoredFile, expiresInSeconds: number): Promise<string>;
};

/** On-demand printing: the cache first, then a job, whichever instance's worker takes it. */
export function createOnDemandPrints(
  prints: ResumePrints,
  jobs: JobRequester,
  logger?: Logger,
): OnDemandPrints {
  async function fileOf(resume: PrintableResume, output: PrintOutput): Promise<PrintedFile> {
    const cached = await prints.stored(resume, output);
    if (cached) {
      return cached;
    }
    await jobs.request(resume, output, prints.contentHash(resume));
    const printed = await prints.stored(resume, output, false);
    if (!printed) {
      throw new Error(`the printed ${output} is not in storage: removed since its job stored it`);
    }
    return printed;
  }

  return {
    async file(resume, output) {
      try {
        return await fileOf(resume, output);
      } catch (error) {
        const failure = printFailure(output, error);
        if (failure !== error) {
          logger?.error({ err: error, resumeId: resume.id }, `on-demand ${output} failed`);
        }
        throw failure;
      }
    },
    signedUrl: (file, seconds) => prints.signedUrl(file, seconds),
  };
}
