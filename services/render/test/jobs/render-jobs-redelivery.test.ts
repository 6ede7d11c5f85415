import {
  decodeEvent,
  encodeEvent,
  type RenderCompleted,
  RenderCompletedSchema,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
} from '@vitae/proto';
import { sampleResumeData } from '@vitae/schema';
import { createEventBus, type EventBus } from '@vitae/service-kit';
import { silentLogger, testServiceCredential, uniqueName } from '@vitae/service-kit/testing';
import { createStorageClient } from '@vitae/storage';

import { loadArtboardFiles } from '../../src/chromium/artboard-files';
import { startArtboardPool } from '../../src/chromium/artboard-pool';
import { createPrinter } from '../../src/chromium/printer';
import { renderJobTopology } from '../../src/jobs/job-topology';
import { type RenderJobsOptions, startRenderJobs } from '../../src/jobs/render-jobs.consumer';
import { createPoisonedPrints } from '../../src/prints/poisoned-prints';
import { createPrintMetrics } from '../../src/prints/print-metrics';
import { createResumePrints, type ResumePrints } from '../../src/prints/resume-prints';
import { webDist } from '../chromium/print-harness';
import { natsUrl, startResumeAndStorage } from './job-harness';

// A worker that dies mid-job (docs/quality.md#case-6), on the real NATS server.
jest.setTimeout(90_000);

const namespace = uniqueName('render_redelivery');
const topology = renderJobTopology(namespace);
const stops: (() => Promise<void>)[] = [];

let prints: ResumePrints;
let owner: { userId: string; headers: Record<string, string> };

beforeAll(async () => {
  const services = await startResumeAndStorage(namespace);
  stops.push(services.stop);
  const { pool, artboard } = await startArtboardPool(loadArtboardFiles(webDist), {
    concurrency: 1,
    jobTimeoutMs: 45_000,
  });
  stops.push(() => pool.close());
  const storageClient = createStorageClient({
    baseUrl: services.storageUrl,
    credential: testServiceCredential(),
  });
  prints = createResumePrints({
    printer: createPrinter({ pool, artboard, pictures: storageClient }),
    storage: storageClient,
    buildId: 'redelivery-test',
    metrics: createPrintMetrics(),
  });
  owner = services.owner;
}, 120_000);

afterAll(async () => {
  for (const stop of stops.reverse()) {
    await stop();
  }
});

/** Prints that take the job and never finish it: the first worker is stuck there. */
function stuckPrints(): { prints: ResumePrints; calls: () => number } {
  let calls = 0;
  return {
    prints: {
      ...prints,
      file: () => {
        calls += 1;
        return new Promise<never>(() => undefined);
      },
    },
    calls: () => calls,
  };
}

async function until(found: () => boolean): Promise<void> {
  while (!found()) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('hands the job of a worker that died mid-job to another worker, which completes it', async () => {
  const resumeId = 'redelivered';
  const stuck = stuckPrints();
  const observer = await createEventBus({ natsUrl, name: 'render-redelivery-observer' });
  stops.push(async () => {
    for (const stream of [
      topology.jobs,
      topology.results,
      topology.deadLetter,
      topology.poisoned,
    ]) {
      await observer.deleteStream(stream.name);
    }
    await observer.close();
  });
  const worker = (bus: EventBus, with_: ResumePrints): RenderJobsOptions => ({
    bus,
    topology,
    prints: with_,
    poisoned: createPoisonedPrints({ bus, topology }),
    metrics: createPrintMetrics(),
    logger: silentLogger(),
    concurrency: 1,
    attempts: 3,
    ackWaitMs: 2_000,
  });

  // The first worker takes the job and is stuck in it when it dies.
  const doomedBus = await createEventBus({ natsUrl, name: 'render-worker-doomed' });
  await startRenderJobs(worker(doomedBus, stuck.prints));
  const completed: RenderCompleted[] = [];
  const results = await observer.consume({
    stream: topology.results.name,
    durable: `${namespace}-results`,
    handle: async (delivery) => {
      completed.push(decodeEvent(RenderCompletedSchema, delivery.data));
    },
  });
  stops.push(() => results.stop());
  await observer.publish(
    topology.requested('pdf'),
    encodeEvent(RenderRequestedSchema, {
      jobId: 'survivor',
      resumeId,
      userId: owner.userId,
      kind: RenderKind.PDF,
      reason: RenderReason.ON_DEMAND,
      contentHash: 'c0ffee',
      title: 'Redelivered',
      dataJson: JSON.stringify(sampleResumeData()),
    }),
  );
  await until(() => stuck.calls() === 1);
  await doomedBus.close();

  // A second worker, started after the first died, gets the job once its ack wait runs out.
  const survivorBus = await createEventBus({ natsUrl, name: 'render-worker-survivor' });
  const survivor = await startRenderJobs(worker(survivorBus, prints));
  stops.push(async () => {
    await survivor.close();
    await survivorBus.close();
  });
  await until(() => completed.length > 0);

  expect(completed).toEqual([
    expect.objectContaining({ jobId: 'survivor', resumeId, kind: RenderKind.PDF }),
  ]);
  expect(stuck.calls()).toBe(1);
  expect(await observer.messageCount(topology.jobs.name)).toBe(0);
});
