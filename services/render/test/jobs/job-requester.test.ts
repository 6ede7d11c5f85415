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

function resume() {
  return { id: randomUUID(), userId: randomUUID(), title: 'Waiting', data: sampleResumeData() };
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
    const requester = createJobRequester({ bus, topology, timeoutMs });
    const asked = resume();
    const jobId = jobIdOf(asked.id, 'hash1', 'pdf');
    let answered = false;

    const request = requester.request(asked, 'pdf', 'hash1').then(() => (answered = true));
    const job = await jobPublished(jobId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await completed(jobId);
    await request;

    expect(job).toMatchObject({ resumeId: asked.id, title: 'Waiting', contentHash: 'hash1' });
    expect(JSON.parse(job.dataJson)).toEqual(asked.data);
  });

  it("answers with the job's own error code when it failed", async () => {
    const requester = createJobRequester({ bus, topology, timeoutMs });
    const asked = resume();
    const jobId = jobIdOf(asked.id, 'hash2', 'pdf');

    const request = requester.request(asked, 'pdf', 'hash2');
    await jobPublished(jobId);
    await failed(jobId, 'InvalidBrowserConnection', 'no Chromium');

    await expect(request).rejects.toMatchObject({
      code: 'InvalidBrowserConnection',
      message: 'no Chromium',
    });
  });

  it('answers at once when the same job finished before this request began waiting', async () => {
    const requester = createJobRequester({ bus, topology, timeoutMs });
    const asked = resume();
    const jobId = jobIdOf(asked.id, 'hash3', 'pdf');
    await alreadyAsked(jobId, asked.id);
    await completed(jobId);

    const began = Date.now();
    await requester.request(asked, 'pdf', 'hash3');

    // Its publish was a duplicate (one job only), and the stored completion answered it.
    expect(Date.now() - began).toBeLessThan(timeoutMs);
    expect(published.filter((job) => job.jobId === jobId)).toHaveLength(1);
  });

  it('answers with the failure of the same job that failed before this request began waiting', async () => {
    const requester = createJobRequester({ bus, topology, timeoutMs });
    const asked = resume();
    const jobId = jobIdOf(asked.id, 'hash4', 'pdf');
    await alreadyAsked(jobId, asked.id);
    await failed(jobId, 'ResumePrinterError', 'the page crashed');

    await expect(requester.request(asked, 'pdf', 'hash4')).rejects.toMatchObject({
      code: 'ResumePrinterError',
      message: 'the page crashed',
    });
  });

  it('waits for the running job rather than answer with the failure of an earlier one', async () => {
    const requester = createJobRequester({ bus, topology, timeoutMs });
    const asked = resume();
    const jobId = jobIdOf(asked.id, 'hash7', 'pdf');
    // A job of this id failed five minutes ago, past the duplicate window (2 minutes);
    // another instance asked for it again a moment ago.
    await failed(jobId, 'ResumePrinterError', 'long ago', new Date(Date.now() - 5 * 60_000));
    await alreadyAsked(jobId, asked.id);
    let answered = false;

    const request = requester.request(asked, 'pdf', 'hash7').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    await completed(jobId);

    await request;
    expect(answered).toBe(true);
  });

  it('gives up with ResumePrinterError when no outcome comes in time', async () => {
    const requester = createJobRequester({ bus, topology, timeoutMs: 300 });
    const asked = resume();

    await expect(requester.request(asked, 'pdf', 'hash5')).rejects.toMatchObject({
      code: 'ResumePrinterError',
      message: 'no pdf within 300 ms',
    });
  });

  it('shares one wait between requests of this instance for the same job', async () => {
    const requester = createJobRequester({ bus, topology, timeoutMs });
    const asked = resume();
    const jobId = jobIdOf(asked.id, 'hash6', 'pdf');

    const both = Promise.all([
      requester.request(asked, 'pdf', 'hash6'),
      requester.request(asked, 'pdf', 'hash6'),
    ]);
    await jobPublished(jobId);
    await completed(jobId);
    await both;

    expect(published.filter((job) => job.jobId === jobId)).toHaveLength(1);
  });
});
