import { type Logger } from '@vitae/service-kit';
import { StorageClientError, type StoredFile } from '@vitae/storage';

import { type Printer } from '../../src/chromium/printer';
import { type JobRequester } from '../../src/jobs/job-requester';
import { createOnDemandPrints } from '../../src/prints/on-demand-prints';
import { createPrintMetrics } from '../../src/prints/print-metrics';
import { printRateLimit } from '../../src/prints/print-rate-limit';
import { createResumePrints, type ResumePrints } from '../../src/prints/resume-prints';
import { RenderError } from '../../src/render.errors';

// What a caller meets when a print fails somewhere past the browser (storage, the
// queue): an error code and its message; the internal message goes to the log only.

const internal = 'connect ECONNREFUSED 10.0.0.5:9000 (minio)';
const resume = { id: 'resume-1', userId: 'user-1', title: 'CV', data: { basics: { name: 'A' } } };
const stored: StoredFile = {
  key: 'users/user-1/resumes/resume-1/x.pdf',
  url: '/files/x.pdf',
  size: 10,
};

function recordingLogger() {
  const errors: { err: unknown; message: string }[] = [];
  const logger = {
    error: (fields: { err: unknown }, message: string) => errors.push({ err: fields.err, message }),
    warn: () => undefined,
    info: () => undefined,
  } as unknown as Logger;
  return { logger, errors };
}

const printer = (failure?: unknown): Printer => ({
  printPdf: async () => {
    if (failure) {
      throw failure;
    }
    return { pdf: new Uint8Array([1]), pageCount: 1, blocked: [] };
  },
  printThumbnail: async () => {
    throw failure ?? new Error('not asked');
  },
});

/** On-demand prints over `resumePrints` and `jobs`: no content poisoned, no account limited. */
function onDemandOf(resumePrints: ResumePrints, jobs: JobRequester, logger: Logger) {
  return createOnDemandPrints({
    prints: resumePrints,
    jobs,
    poisoned: { isPoisoned: async () => false, remember: async () => undefined },
    limit: printRateLimit({ max: 1000 }),
    logger,
  });
}

function prints(
  parts: {
    printer?: Printer;
    find?: () => Promise<StoredFile | undefined>;
    put?: () => Promise<StoredFile>;
  },
  logger?: Logger,
): ResumePrints {
  return createResumePrints({
    printer: parts.printer ?? printer(),
    storage: {
      findPrintedFile: parts.find ?? (async () => undefined),
      putPrintedFile: parts.put ?? (async () => stored),
      signedUrl: async () => 'signed',
    },
    buildId: 'build',
    metrics: createPrintMetrics(),
    logger,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<RenderError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RenderError);
  return error as RenderError;
}

describe('a print that fails past the browser', () => {
  it('reaches the caller as ResumePrinterError with its message when storage refuses the file, the cause logged', async () => {
    const { logger, errors } = recordingLogger();
    const refused = new StorageClientError('FileUnavailable', internal, 503);

    const failure = await failureOf(
      prints({ put: () => Promise.reject(refused) }, logger).file(resume, 'pdf'),
    );

    expect(failure).toMatchObject({
      code: 'ResumePrinterError',
      message: 'Printing failed, try later.',
      status: 502,
    });
    expect(failure.message).not.toContain('10.0.0.5');
    expect(failure.cause).toBe(refused);
    expect(errors).toEqual([expect.objectContaining({ err: refused })]);
  });

  it('keeps InvalidBrowserConnection from the printer as it is, and logs nothing twice', async () => {
    const { logger, errors } = recordingLogger();
    const noBrowser = new RenderError('InvalidBrowserConnection', new Error(internal));

    const failure = await failureOf(
      prints({ printer: printer(noBrowser) }, logger).file(resume, 'pdf'),
    );

    expect(failure).toBe(noBrowser);
    expect(failure).toMatchObject({ status: 503 });
    expect(errors).toEqual([]);
  });

  it('answers an on-demand preview whose cache lookup fails with ResumePreviewError, never the storage message', async () => {
    const { logger, errors } = recordingLogger();
    const down = new StorageClientError('SomethingWentWrong', internal, 500);
    const jobs: JobRequester = { request: async () => undefined };
    const onDemand = onDemandOf(prints({ find: () => Promise.reject(down) }), jobs, logger);

    const failure = await failureOf(onDemand.file(resume, 'thumbnail', resume.userId));

    expect(failure).toMatchObject({
      code: 'ResumePreviewError',
      message: 'Preview failed, try later.',
    });
    expect(errors).toEqual([expect.objectContaining({ err: down })]);
  });

  it('answers with the job code when the job failed, and logs nothing more where nothing was wrapped', async () => {
    const { logger, errors } = recordingLogger();
    const jobFailed = new RenderError('ResumePrinterError');
    const onDemand = onDemandOf(prints({}), { request: () => Promise.reject(jobFailed) }, logger);

    await expect(onDemand.file(resume, 'pdf', resume.userId)).rejects.toBe(jobFailed);
    expect(errors).toEqual([]);
  });

  it('answers ResumePrinterError when the job reports a file storage no longer holds', async () => {
    const { logger, errors } = recordingLogger();
    const onDemand = onDemandOf(prints({}), { request: async () => undefined }, logger);

    const failure = await failureOf(onDemand.file(resume, 'pdf', resume.userId));

    expect(failure).toMatchObject({
      code: 'ResumePrinterError',
      message: 'Printing failed, try later.',
    });
    expect(String(failure.cause)).toContain('not in storage');
    expect(errors).toHaveLength(1);
  });
});
