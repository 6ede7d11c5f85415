import { randomUUID } from 'node:crypto';

import { decodeEvent, type RenderCompleted, RenderCompletedSchema } from '@vitae/proto';
import { renderConfigSchema, startRender } from '@vitae/render';
import { sampleResumeData } from '@vitae/schema';
import { createEventBus, type EventBus, loadConfig, type RunningService } from '@vitae/service-kit';
import { startTestTokenIssuer, uniqueName } from '@vitae/service-kit/testing';

import { renderJobTopology } from '../../src/jobs/job-topology';
import { startRealStorage, webDist } from '../printing/print-harness';

// Two render instances on the real NATS server, printing in real Chromium.
jest.setTimeout(90_000);

const natsUrl = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const namespace = uniqueName('render_on_demand');
const topology = renderJobTopology(namespace);

const stops: (() => Promise<void>)[] = [];
let bus: EventBus;
let instances: RunningService[];
const completed: RenderCompleted[] = [];

beforeAll(async () => {
  const { storage, stop } = await startRealStorage();
  stops.push(stop);
  const issuer = await startTestTokenIssuer();
  stops.push(() => issuer.close());
  bus = await createEventBus({ natsUrl, name: 'render-on-demand-test' });
  stops.push(async () => {
    for (const stream of [topology.jobs, topology.results, topology.deadLetter]) {
      await bus.deleteStream(stream.name);
    }
    await bus.close();
  });
  const config = loadConfig(renderConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...issuer.config,
    NATS_URL: natsUrl,
    STORAGE_URL: storage.url,
    // Nothing listens there: printing must not need the resume service.
    RESUME_URL: 'http://127.0.0.1:9/graphql',
    ARTBOARD_DIR: webDist,
  });
  instances = [];
  for (let i = 0; i < 2; i += 1) {
    const render = await startRender(config, { jobNamespace: namespace });
    stops.push(() => render.close());
    instances.push(render);
  }
  const results = await bus.consume({
    stream: topology.results.name,
    durable: `${namespace}-results-reader`,
    handle: async (delivery) => {
      if (delivery.subject.includes('.completed.')) {
        completed.push(decodeEvent(RenderCompletedSchema, delivery.data));
      }
    },
  });
  stops.push(() => results.stop());
}, 120_000);

afterAll(async () => {
  for (const stop of stops.reverse()) {
    await stop();
  }
});

/** Asks one instance for the PDF URL of a resume handed over as the gateway does (its @requires fields). */
async function pdfUrl(render: RunningService, resume: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${render.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on Resume { pdfUrl } } }`,
      variables: { representations: [{ __typename: 'Resume', ...resume }] },
    }),
  });
  const body = (await response.json()) as {
    data?: { _entities: { pdfUrl: string }[] };
    errors?: unknown[];
  };
  expect(body.errors).toBeUndefined();
  return body.data!._entities[0].pdfUrl;
}

async function printsOf(render: RunningService): Promise<number> {
  const text = await (await fetch(`${render.url}/metrics`)).text();
  const name = 'vitae_render_prints_total{output="pdf"}';
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

/** Waits until `found` holds; jest's time limit bounds the wait. */
async function until(found: () => boolean): Promise<void> {
  while (!found()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('on-demand printing through the job queue', () => {
  it('gives two identical requests to two instances at once one job and one print', async () => {
    const resume = {
      id: randomUUID(),
      userId: randomUUID(),
      title: 'Asked Twice',
      data: sampleResumeData(),
    };
    const before = (await printsOf(instances[0])) + (await printsOf(instances[1]));

    const [one, two] = await Promise.all([
      pdfUrl(instances[0], resume),
      pdfUrl(instances[1], resume),
    ]);

    expect(one).toMatch(/\.pdf/);
    expect(one.split('?')[0]).toBe(two.split('?')[0]);
    await until(() => completed.some((event) => event.resumeId === resume.id));
    expect(completed.filter((event) => event.resumeId === resume.id)).toHaveLength(1);
    expect((await printsOf(instances[0])) + (await printsOf(instances[1]))).toBe(before + 1);
  });

  it("prints a private resume's PDF through a job, without the resume service", async () => {
    const resume = {
      id: randomUUID(),
      userId: randomUUID(),
      title: 'Private On Demand',
      data: sampleResumeData(),
    };

    const url = await pdfUrl(instances[0], resume);

    expect(url).toMatch(/\.pdf/);
    await until(() => completed.some((event) => event.resumeId === resume.id));
    expect(completed.find((event) => event.resumeId === resume.id)).toMatchObject({
      jobId: expect.stringMatching(new RegExp(`^${resume.id}-[0-9a-f]{32}-pdf$`)),
      fileKey: expect.stringContaining(`users/${resume.userId}/resumes/${resume.id}/`),
    });
  });
});
