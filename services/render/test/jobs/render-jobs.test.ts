import {
  decodeEvent,
  encodeEvent,
  type RenderCompleted,
  type RenderFailed,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  ResumeChangedSchema,
  subjects,
  Visibility,
} from '@vitae/proto';
import { renderConfigSchema, startRender } from '@vitae/render';
import { sampleResumeData } from '@vitae/schema';
import {
  deadLetterHeaders,
  type EventBus,
  loadConfig,
  type RunningService,
} from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

import { renderJobTopology } from '../../src/jobs/job-topology';
import { webDist } from '../chromium/print-harness';
import {
  collectResults,
  connectTestBus,
  createTestResume,
  metricOf,
  natsUrl,
  startResumeAndStorage,
  until,
} from './job-harness';

// Prints in real Chromium from jobs on the real NATS server.
jest.setTimeout(90_000);

const namespace = uniqueName('render_jobs');
const topology = renderJobTopology(namespace);

const stops: (() => Promise<void>)[] = [];
let bus: EventBus;
let owner: { userId: string; headers: Record<string, string> };
let resumeUrl: string;
let render: RunningService;
const completed: RenderCompleted[] = [];
const failed: RenderFailed[] = [];
const deadLetters: { headers: Record<string, string>; job: string }[] = [];

beforeAll(async () => {
  const services = await startResumeAndStorage(namespace);
  stops.push(services.stop);
  const { common } = services;
  resumeUrl = services.resumeUrl;

  const connection = await connectTestBus('render-jobs-test', topology);
  bus = connection.bus;
  stops.push(connection.stop);
  render = await startRender(
    loadConfig(renderConfigSchema, {
      ...common,
      NATS_URL: natsUrl,
      RESUME_URL: resumeUrl,
      STORAGE_URL: services.storageUrl,
      ARTBOARD_DIR: webDist,
      RENDER_JOB_ATTEMPTS: '3',
      // A fresh Chromium every two prints: this file prints several times more.
      RENDER_RESTART_AFTER_JOBS: '2',
    }),
    { jobNamespace: namespace, jobBackoffMs: [200] },
  );
  stops.push(() => render.close());

  const results = await collectResults(bus, topology, `${namespace}-results-reader`, {
    completed,
    failed,
  });
  const dead = await bus.consume({
    stream: topology.deadLetter.name,
    durable: `${namespace}-dead-letter-reader`,
    handle: async (delivery) => {
      deadLetters.push({
        headers: delivery.headers,
        job: decodeEvent(RenderRequestedSchema, delivery.data).jobId,
      });
    },
  });
  stops.push(async () => {
    await results.stop();
    await dead.stop();
  });

  owner = services.owner;
}, 120_000);

afterAll(async () => {
  for (const stop of stops.reverse()) {
    await stop();
  }
});

function createResume(title: string, visibility: 'public' | 'private'): Promise<string> {
  const slug = title.toLowerCase().replace(/\W+/g, '-');
  return createTestResume(resumeUrl, owner.headers, { title, slug, visibility });
}

/** A job carrying its resume's document (`dataJson`), as every publisher sends it. */
function requestJob(jobId: string, resumeId: string, kind: RenderKind, dataJson: string) {
  return bus.publish(
    topology.requested(kind === RenderKind.PDF ? 'pdf' : 'thumbnail'),
    encodeEvent(RenderRequestedSchema, {
      jobId,
      resumeId,
      userId: owner.userId,
      kind,
      reason: RenderReason.AHEAD_OF_TIME,
      title: 'Jobs',
      dataJson,
    }),
  );
}

const metric = (name: string) => metricOf([render], name);

describe('print jobs from the RENDER_JOBS work queue', () => {
  it('prints jobs, and sends a job that cannot be printed to the dead letters after its attempts', async () => {
    const publicResume = await createResume('Public Jobs', 'public');
    const privateResume = await createResume('Private Poison', 'private');
    expect(await metric('vitae_render_browser_restarts_total')).toBe(0);
    const document = JSON.stringify(sampleResumeData());

    // A document without basics is no resume: every attempt fails (at once, not by running out of time).
    await requestJob('poison', privateResume, RenderKind.PDF, '{}');
    await requestJob('pdf-job', publicResume, RenderKind.PDF, document);
    await requestJob('thumbnail-job', publicResume, RenderKind.THUMBNAIL, document);

    await until(() => completed.length >= 2 && deadLetters.length >= 1 && failed.length >= 1);

    const pdf = completed.find((event) => event.jobId === 'pdf-job');
    expect(pdf).toMatchObject({ resumeId: publicResume, kind: RenderKind.PDF });
    expect(pdf?.fileKey).toBe(
      `users/${owner.userId}/resumes/${publicResume}/${pdf?.contentHash}.pdf`,
    );
    expect(pdf?.pageCount).toBeGreaterThanOrEqual(1);
    expect(Number(pdf?.byteSize)).toBeGreaterThan(1000);
    const thumbnail = completed.find((event) => event.jobId === 'thumbnail-job');
    expect(thumbnail?.fileKey).toMatch(/\.png$/);

    expect(completed.map((event) => event.jobId)).not.toContain('poison');
    expect(failed).toEqual([
      expect.objectContaining({
        jobId: 'poison',
        resumeId: privateResume,
        errorCode: 'ResumePrinterError',
        // The error code's message its requester answers with; what went wrong stays in the log.
        message: 'Printing failed, try later.',
        attempts: 3,
      }),
    ]);
    expect(deadLetters).toEqual([
      {
        job: 'poison',
        headers: expect.objectContaining({
          [deadLetterHeaders.deliveries]: '3',
          [deadLetterHeaders.subject]: topology.requested('pdf'),
          [deadLetterHeaders.error]: expect.stringContaining('Printing failed'),
        }),
      },
    ]);
    // Every job was acknowledged one way or the other: the work queue is empty.
    expect(await bus.messageCount(topology.jobs.name)).toBe(0);
    expect(await metric('vitae_render_queue_depth')).toBe(0);
    // The poison job: two attempts retried, the third failed for good, each timed.
    expect(await metric('vitae_render_jobs_total{output="pdf",outcome="retried"}')).toBe(2);
    expect(await metric('vitae_render_jobs_total{output="pdf",outcome="failed"}')).toBe(1);
    expect(
      await metric('vitae_render_job_duration_seconds_count{output="pdf",outcome="failed"}'),
    ).toBe(1);
    expect(await metric('vitae_render_jobs_total{output="pdf",outcome="completed"}')).toBe(1);
    expect(
      await metric('vitae_render_job_duration_seconds_count{output="pdf",outcome="completed"}'),
    ).toBe(1);
  });
});

describe('printing ahead of time', () => {
  function announceChange(
    resumeId: string,
    visibility: Visibility,
    version: bigint,
    dataJson: string,
  ) {
    return bus.publish(
      `${namespace}.${subjects.resumeChanged(resumeId)}`,
      encodeEvent(ResumeChangedSchema, {
        resumeId,
        userId: owner.userId,
        version,
        visibility,
        title: 'Changed',
        dataJson,
      }),
    );
  }

  it("makes a private resume's thumbnail from the document its change carries, then its PDF once the change is a quiet spell old", async () => {
    // Not created in the resume service: the change alone must be enough.
    const resumeId = `private-${namespace}`;
    const data = sampleResumeData();

    await announceChange(resumeId, Visibility.PRIVATE, 2n, JSON.stringify(data));
    await until(() => completed.filter((event) => event.resumeId === resumeId).length >= 2);

    // The thumbnail is asked for at once, the PDF after the quiet spell (RENDER_AHEAD_QUIET_MS);
    // a fresh Chromium may finish either first, so they are sorted, the thumbnail (kind 2) first.
    const printed = completed
      .filter((event) => event.resumeId === resumeId)
      .sort((a, b) => b.kind - a.kind);
    expect(printed).toEqual([
      expect.objectContaining({
        kind: RenderKind.THUMBNAIL,
        jobId: expect.stringMatching(/-[0-9a-f]{32}-thumbnail$/),
        fileKey: expect.stringMatching(
          new RegExp(`^users/${owner.userId}/resumes/${resumeId}/.*\\.png$`),
        ),
      }),
      expect.objectContaining({
        kind: RenderKind.PDF,
        jobId: expect.stringMatching(/-[0-9a-f]{32}-pdf$/),
        fileKey: expect.stringMatching(
          new RegExp(`^users/${owner.userId}/resumes/${resumeId}/.*\\.pdf$`),
        ),
      }),
    ]);
  });

  it("prints a public resume's PDF and thumbnail from the document its change carries", async () => {
    const resumeId = `public-${namespace}`;

    await announceChange(resumeId, Visibility.PUBLIC, 3n, JSON.stringify(sampleResumeData()));
    await until(() => completed.filter((event) => event.resumeId === resumeId).length >= 2);

    const kinds = completed
      .filter((event) => event.resumeId === resumeId)
      .map((event) => event.kind)
      .sort();
    expect(kinds).toEqual([RenderKind.PDF, RenderKind.THUMBNAIL]);
    // Eight prints in this file so far, two per Chromium: fresh ones were started, and printed.
    expect(await metric('vitae_render_browser_restarts_total')).toBeGreaterThanOrEqual(2);
  });
});
