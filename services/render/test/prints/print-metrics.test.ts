import { encodeEvent, RenderKind, RenderRequestedSchema } from '@vitae/proto';
import { createEventBus, type EventBus } from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

import { renderJobTopology } from '../../src/jobs/job-topology';
import { createPrintMetrics } from '../../src/prints/print-metrics';

// The queue depth read from a real JetStream work queue.
const natsUrl = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const topology = renderJobTopology(uniqueName('render_metrics'));
let bus: EventBus;

beforeAll(async () => {
  bus = await createEventBus({ natsUrl, name: 'render-metrics-test' });
  await bus.ensureStream(topology.jobs);
});

afterAll(async () => {
  await bus.deleteStream(topology.jobs.name);
  await bus.close();
});

async function queueDepth(metrics: ReturnType<typeof createPrintMetrics>): Promise<number> {
  const text = await metrics.registry.metrics();
  const line = text.split('\n').find((entry) => entry.startsWith('vitae_render_queue_depth '));
  return Number(line?.split(' ')[1]);
}

describe('vitae_render_queue_depth', () => {
  it('follows the jobs waiting in the work queue', async () => {
    const metrics = createPrintMetrics();
    metrics.watchQueue(() => bus.messageCount(topology.jobs.name));
    expect(await queueDepth(metrics)).toBe(0);

    for (const jobId of ['one', 'two', 'three']) {
      await bus.publish(
        topology.requested('pdf'),
        encodeEvent(RenderRequestedSchema, { jobId, kind: RenderKind.PDF }),
      );
    }

    expect(await queueDepth(metrics)).toBe(3);
  });
});
