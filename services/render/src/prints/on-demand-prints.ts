import { DomainError } from '@vitae/service-kit';
import { type StoredFile } from '@vitae/storage';

import { type JobRequester } from '../jobs/job-requester';
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
   * `ResumePrinterError`/`ResumePreviewError` (or the job's code) otherwise.
   */
  file(resume: PrintableResume, output: PrintOutput): Promise<PrintedFile>;
  /** A link anyone may open until it expires, for someone other than the owner. */
  signedUrl(file: StoredFile, expiresInSeconds: number): Promise<string>;
};

const failureCode = { pdf: 'ResumePrinterError', thumbnail: 'ResumePreviewError' } as const;

/** On-demand printing: the cache first, then a job, whichever instance's worker takes it. */
export function createOnDemandPrints(prints: ResumePrints, jobs: JobRequester): OnDemandPrints {
  return {
    async file(resume, output) {
      const cached = await prints.stored(resume, output);
      if (cached) {
        return cached;
      }
      await jobs.request(resume, output, prints.contentHash(resume));
      const printed = await prints.stored(resume, output, false);
      if (!printed) {
        // The job reported a file that storage no longer holds (removed in between).
        throw new DomainError(failureCode[output], `the printed ${output} is not in storage`, 502);
      }
      return printed;
    },
    signedUrl: (file, seconds) => prints.signedUrl(file, seconds),
  };
}
