import { randomUUID } from 'node:crypto';

import {
  decodeEvent,
  encodeEvent,
  RenderCompletedSchema,
  RenderFailedSchema,
  RenderKind,
  RenderReason,
  type RenderRequested,
  RenderRequestedSchema,
  timestampFromDate,
} from '@vitae/proto';
import { sampleResumeData } from '@vitae/schema';
import { type EventBus, type Subscription } from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

import { createJobRequester, jobIdOf } from '../../src/jobs/job-requester';
import { type RenderJobTopology, renderJobTopology } from '../../src/jobs/job-topology';
import { connectTestBus } from './job-harness';

// The waiting side of an on-demand print on the real NATS server, with this
// test playing the worker: it sees the jobs and publishes their outcomes.

const timeoutMs = 3_000;
let topology: RenderJobTopology;
let bus: EventBus;
let stopBus: () => Promise<void>;
let jobs: Subscription;
const published: RenderRequested[] = [];

beforeAll(async () => {
  topology = renderJobTopology(uniqueName('render_requester'));
  ({ bus, stop: stopBus } = await connectTestBus('render-requester-test', topology));
  for (const stream of [topology.jobs, topology.results]) {
    await bus.ensureStream(stream);
  }
  jobs = await bus.consume({
    stream: topology.jobs.name,
    durable: 'test-worker',
    handle: async (delivery) => {
      published.push(decodeEvent(RenderRequestedSchema, delivery.data));
    },
  });
});

afterAll(async () => {
  await jobs.stop();
  await stopBus();
});

/**
 * One print to wait for: a resume of its own, its cache key and job id, and a
 * requester with the given time limit. `request()` starts the wait.
 */
function aWait(limitMs = timeoutMs) {
  const requester = createJobRequester({ bus, topology, timeoutMs: limitMs });
  const asked = {
    id: randomUUID(),
    userId: randomUUID(),
    title: 'Waiting',
    data: sampleResumeData(),
  };
  const hash = randomUUID().replaceAll('-', '');
  return {
    asked,
    hash,
    jobId: jobIdOf(asked.id, hash, 'pdf'),
    request: () => requester.request(asked, 'pdf', hash),
  };
}

/**
 * Whether `promise` has settled yet, after `ms`: a window in which the request
 * must NOT answer, so it is a fixed wait (no event marks that it will not).
 */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

const completed = (jobId: string) =>
  bus.publish(
    topology.completed(jobId),
    encodeEvent(RenderCompletedSchema, { jobId, kind: RenderKind.PDF, fileKey: 'file.pdf' }),
  );

const failed = (jobId: string, errorCode: string, message: string, failedAt = new Date()) =>
  bus.publish(
    topology.failed(jobId),
    encodeEvent(RenderFailedSchema, {
      jobId,
      kind: RenderKind.PDF,
      errorCode,
      message,
      failedAt: timestampFromDate(failedAt),
    }),
  );

/** The job as another render instance published it a moment ago. */
const alreadyAsked = (jobId: string, id: string) =>
  bus.publish(
    topology.requested('pdf'),
    encodeEvent(RenderRequestedSchema, {
      jobId,
      resumeId: id,
      kind: RenderKind.PDF,
      reason: RenderReason.ON_DEMAND,
    }),
    { msgId: jobId },
  );

async function jobPublished(jobId: string): Promise<RenderRequested> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const job = published.find((candidate) => candidate.jobId === jobId);
    if (job) {
      return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`job ${jobId} never reached the queue`);
}

describe('waiting for an on-demand job', () => {
  it('publishes the job with the document and answers when its completion comes', async () => {
    const wait = aWait();

    const request = wait.request();
    const job = await jobPublished(wait.jobId);
    expect(await settledWithin(request, 100)).toBe(false);
    await completed(wait.jobId);
    await request;

    expect(job).toMatchObject({
      resumeId: wait.asked.id,
      title: 'Waiting',
      contentHash: wait.hash,
    });
    expect(JSON.parse(job.dataJson)).toEqual(wait.asked.data);
  });

  it.each([
    {
      // A print failure's own code.
      sent: ['InvalidBrowserConnection', 'no Chromium at /usr/bin/chromium'],
      code: 'InvalidBrowserConnection',
      message: 'Error connecting to the browser; make sure it is running and reachable.',
    },
    {
      // A code that is not a print failure's: the output's own.
      sent: ['ECONNRESET', 'socket hang up'],
      code: 'ResumePrinterError',
      message: 'Printing failed, try later.',
    },
  ])(
    "answers a failed job with $code and its message, never the worker's",
    async ({ sent: [errorCode, workerMessage], code, message }) => {
      const wait = aWait();

      const request = wait.request();
      // Watched before the failure goes out: the request rejects as soon as it hears it.
      const answered = expect(request).rejects.toMatchObject({ code, message });
      await jobPublished(wait.jobId);
      await failed(wait.jobId, errorCode, workerMessage);

      await answered;
    },
  );

  it('answers at once when the same job finished before this request began waiting', async () => {
    const wait = aWait();
    await alreadyAsked(wait.jobId, wait.asked.id);
    await completed(wait.jobId);

    const began = Date.now();
    await wait.request();

    // Its publish was a duplicate (one job only), and the stored completion answered it.
    expect(Date.now() - began).toBeLessThan(timeoutMs);
    expect(published.filter((job) => job.jobId === wait.jobId)).toHaveLength(1);
  });

  it('answers with the failure of the same job that failed before this request began waiting', async () => {
    const wait = aWait();
    await alreadyAsked(wait.jobId, wait.asked.id);
    await failed(wait.jobId, 'ResumePrinterError', 'the page crashed');

    await expect(wait.request()).rejects.toMatchObject({
      code: 'ResumePrinterError',
      message: 'Printing failed, try later.',
    });
  });

  it('waits for the running job rather than answer with the failure of an earlier one', async () => {
    const wait = aWait();
    // A job of this id failed five minutes ago, past the duplicate window (2 minutes);
    // another instance asked for it again a moment ago.
    await failed(wait.jobId, 'ResumePrinterError', 'long ago', new Date(Date.now() - 5 * 60_000));
    await alreadyAsked(wait.jobId, wait.asked.id);

    const request = wait.request();
    expect(await settledWithin(request, 300)).toBe(false);
    await completed(wait.jobId);

    await expect(request).resolves.toBeUndefined();
  });

  it('gives up with ResumePrinterError when no outcome comes in time', async () => {
    const timedOut = aWait(300).request();
    await expect(timedOut).rejects.toMatchObject({
      code: 'ResumePrinterError',
      message: 'Printing failed, try later.',
    });
    // What happened is the cause, for the log.
    await expect(timedOut.catch((error: Error) => error.cause)).resolves.toMatchObject({
      message: 'no pdf within 300 ms',
    });
  });

  it('shares one wait between requests of this instance for the same job', async () => {
    const wait = aWait();

    const both = Promise.all([wait.request(), wait.request()]);
    await jobPublished(wait.jobId);
    await completed(wait.jobId);
    await both;

    expect(published.filter((job) => job.jobId === wait.jobId)).toHaveLength(1);
  });
});
