import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

import {
  decodeEvent,
  type RenderCompleted,
  RenderCompletedSchema,
  type RenderFailed,
  RenderFailedSchema,
} from '@vitae/proto';
import { renderConfigSchema, startRender } from '@vitae/render';
import { resumeConfigSchema, startResume } from '@vitae/resume';
import {
  createEventBus,
  type EventBus,
  loadConfig,
  type RunningService,
  type Subscription,
} from '@vitae/service-kit';
import {
  serviceCallHeaders,
  startInOrder,
  startTestTokenIssuer,
  testDatabaseUrl,
  testDataDir,
  testServiceEnv,
  type TestTokenIssuer,
  uniqueName,
} from '@vitae/service-kit/testing';
import { startStorage, storageConfigSchema } from '@vitae/storage';

import { type RenderJobTopology, renderJobTopology } from '../../src/jobs/job-topology';
import { startRealStorage, webDist } from '../chromium/print-harness';

/** The real resume and storage services behind a worker: each on a database of its own. */
export type ResumeAndStorage = {
  /** The token issuer both trust, standing in for identity. */
  issuer: TestTokenIssuer;
  /** The resume subgraph's /graphql. */
  resumeUrl: string;
  storageUrl: string;
  /** Settings every service of the run shares (test mode, silent, the token issuer's). */
  common: Record<string, string | undefined>;
  /** A user of the run, `user-<prefix>`, and the headers signed in as them. */
  owner: { userId: string; headers: Record<string, string> };
  stop: () => Promise<void>;
};

/** Starts a token issuer, then resume and storage trusting its tokens, for `prefix`'s run. */
export async function startResumeAndStorage(prefix: string): Promise<ResumeAndStorage> {
  const started = await startInOrder(async (defer) => {
    const issuer = await startTestTokenIssuer();
    defer(() => issuer.close());
    const common = testServiceEnv(issuer.config);
    const resume = await startResume(
      loadConfig(resumeConfigSchema, {
        ...common,
        DATABASE_URL: await testDatabaseUrl(`${prefix}_resume`, defer),
      }),
    );
    defer(() => resume.close());
    const storage = await startStorage(
      loadConfig(storageConfigSchema, {
        ...common,
        DATA_DIR: testDataDir(`vitae-${prefix}-`, defer),
        DATABASE_URL: await testDatabaseUrl(`${prefix}_storage`, defer),
        FILE_URL_SECRET: `${prefix}-secret-0123456789-0123456789`,
      }),
    );
    defer(() => storage.close());
    const userId = `user-${prefix}`;
    return {
      issuer,
      resumeUrl: `${resume.url}/graphql`,
      storageUrl: storage.url,
      common,
      owner: { userId, headers: await issuer.headers(userId) },
    };
  });
  return { ...started, stop: started.close };
}

/** Creates a sample resume through the resume subgraph as its owner; resolves with its id. */
export async function createTestResume(
  resumeUrl: string,
  ownerHeaders: Record<string, string>,
  input: { title: string; slug: string; visibility: 'public' | 'private' },
): Promise<string> {
  const response = await fetch(resumeUrl, {
    method: 'POST',
    headers: { ...ownerHeaders, 'content-type': 'application/json', ...serviceCallHeaders() },
    body: JSON.stringify({
      query: 'mutation($input: CreateResumeInput!) { createResume(input: $input) { id } }',
      variables: { input: { ...input, sample: true } },
    }),
  });
  const body = (await response.json()) as { data: { createResume: { id: string } } };
  return body.data.createResume.id;
}

/** The NATS server the job tests run on. */
export const natsUrl = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';

/** What render published on RENDER_RESULTS, in the order it arrived. */
export type JobResults = { completed: RenderCompleted[]; failed: RenderFailed[] };

/**
 * A connection to the test NATS server; `stop` deletes the run's private
 * streams (see renderJobTopology), then closes it.
 */
export async function connectTestBus(
  name: string,
  topology: RenderJobTopology,
): Promise<{ bus: EventBus; stop: () => Promise<void> }> {
  const bus = await createEventBus({ natsUrl, name });
  return {
    bus,
    stop: async () => {
      for (const stream of [
        topology.resumeEvents,
        topology.letterEvents,
        topology.jobs,
        topology.results,
        topology.deadLetter,
        topology.poisoned,
      ]) {
        await bus.deleteStream(stream.name);
      }
      await bus.close();
    },
  };
}

/** Reads every job outcome render publishes into `into`, with a durable of its own. */
export async function collectResults(
  bus: EventBus,
  topology: RenderJobTopology,
  durable: string,
  into: JobResults,
): Promise<Subscription> {
  await bus.ensureStream(topology.results);
  return bus.consume({
    stream: topology.results.name,
    durable,
    handle: async (delivery) => {
      if (delivery.subject.includes('.completed.')) {
        into.completed.push(decodeEvent(RenderCompletedSchema, delivery.data));
      } else {
        into.failed.push(decodeEvent(RenderFailedSchema, delivery.data));
      }
    },
  });
}

/** A value of render's /metrics, e.g. `vitae_render_jobs_total{output="pdf",outcome="failed"}`. */
export async function metric(render: RunningService, name: string): Promise<number> {
  const text = await (await fetch(`${render.url}/metrics`)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

/** A metric summed over several render instances. */
export async function metricOf(renders: RunningService[], name: string): Promise<number> {
  const values = await Promise.all(renders.map((render) => metric(render, name)));
  return values.reduce((sum, value) => sum + value, 0);
}

/** Waits until `found` holds; jest's time limit bounds the wait. */
export async function until(found: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await found())) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Render instances sharing one run's private streams, with what they published. */
export type RenderRig = JobResults & {
  namespace: string;
  topology: RenderJobTopology;
  /** The test's own connection, for publishing changes and jobs. */
  bus: EventBus;
  instances: RunningService[];
  /** Where the instances keep their files. */
  storageUrl: string;
  /** The token issuer the instances trust, to sign requests in as a user. */
  issuer: TestTokenIssuer;
  stop: () => Promise<void>;
};

/**
 * `count` render instances on the real NATS server and a real storage
 * service, without the resume service (jobs and changes carry the resume):
 * what several render hosts look like to each other. `env` adds render
 * variables (e.g. `RENDER_CONCURRENCY`).
 */
export async function startRenderRig(
  prefix: string,
  count: number,
  env: Record<string, string> = {},
): Promise<RenderRig> {
  const namespace = uniqueName(prefix);
  const topology = renderJobTopology(namespace);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) {
      await step();
    }
  };
  try {
    const issuer = await startTestTokenIssuer();
    stops.push(() => issuer.close());
    // Storage trusts the same tokens, so a test opens a stored file as its owner.
    const { storage, stop: stopStorage } = await startRealStorage(issuer.config);
    stops.push(stopStorage);
    const { bus, stop: stopBus } = await connectTestBus(`${prefix}-test`, topology);
    stops.push(stopBus);
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
      ...env,
    });
    const instances: RunningService[] = [];
    for (let i = 0; i < count; i += 1) {
      const render = await startRender(config, { jobNamespace: namespace });
      stops.push(() => render.close());
      instances.push(render);
    }
    const results: JobResults = { completed: [], failed: [] };
    const reader = await collectResults(bus, topology, `${namespace}-results-reader`, results);
    stops.push(() => reader.stop());
    return {
      namespace,
      topology,
      bus,
      instances,
      storageUrl: storage.url,
      issuer,
      ...results,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A resume as the stand-in resume service answers it. */
export type StubResume = {
  id: string;
  userId: string;
  title: string;
  data: unknown;
  visibility: 'public' | 'private';
};

/**
 * A stand-in for the resume subgraph: its `_entities` answers the resumes and
 * letters it was given (null for any other id), and it records the caller headers
 * render sent, so the render tests need no resume service and its database.
 */
export async function startStubResumes(): Promise<{
  url: string;
  resumes: Map<string, StubResume>;
  letters: Map<string, StubResume>;
  callers: (string | undefined)[];
  close: () => Promise<void>;
}> {
  const resumes = new Map<string, StubResume>();
  const letters = new Map<string, StubResume>();
  const callers: (string | undefined)[] = [];
  /** The answer to one request's body: the letter render asks for, or the entities. */
  const answer = (body: {
    operationName?: string;
    variables: { representations?: { __typename: string; id: string }[] };
  }) => {
    const entities = (body.variables.representations ?? []).map(
      ({ __typename, id }) => (__typename === 'Letter' ? letters : resumes).get(id) ?? null,
    );
    return { data: { _entities: entities } };
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      callers.push(request.headers.authorization);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Parameters<
        typeof answer
      >[0];
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    resumes,
    letters,
    callers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
