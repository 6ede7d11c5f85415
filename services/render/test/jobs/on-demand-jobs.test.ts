import { randomUUID } from 'node:crypto';

import {
  encodeEvent,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  timestampFromDate,
} from '@vitae/proto';
import { sampleResumeData } from '@vitae/schema';
import { type RunningService } from '@vitae/service-kit';
import { serviceCallHeaders } from '@vitae/service-kit/testing';

import { metricOf, type RenderRig, startRenderRig, until } from './job-harness';

// Two render instances on the real NATS server, printing in real Chromium.
jest.setTimeout(90_000);

let rig: RenderRig;
let instances: RunningService[];

beforeAll(async () => {
  rig = await startRenderRig('render_on_demand', 2);
  instances = rig.instances;
}, 120_000);

afterAll(async () => {
  await rig.stop();
});

/** Asks one instance for the PDF URL of a resume handed over as the gateway does (its @requires fields). */
async function pdfUrl(render: RunningService, resume: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${render.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders() },
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

const pdfPrints = () => metricOf(instances, 'vitae_render_prints_total{output="pdf"}');

describe('on-demand printing through the job queue', () => {
  it('gives two identical requests to two instances at once one job and one print', async () => {
    const resume = {
      id: randomUUID(),
      userId: randomUUID(),
      title: 'Asked Twice',
      data: sampleResumeData(),
    };
    const before = await pdfPrints();

    const [one, two] = await Promise.all([
      pdfUrl(instances[0], resume),
      pdfUrl(instances[1], resume),
    ]);

    expect(one).toMatch(/\.pdf/);
    expect(one.split('?')[0]).toBe(two.split('?')[0]);
    await until(() => rig.completed.some((event) => event.resumeId === resume.id));
    expect(rig.completed.filter((event) => event.resumeId === resume.id)).toHaveLength(1);
    expect(await pdfPrints()).toBe(before + 1);
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
    await until(() => rig.completed.some((event) => event.resumeId === resume.id));
    expect(rig.completed.find((event) => event.resumeId === resume.id)).toMatchObject({
      jobId: expect.stringMatching(new RegExp(`^${resume.id}-[0-9a-f]{32}-pdf$`)),
      fileKey: expect.stringContaining(`users/${resume.userId}/resumes/${resume.id}/`),
    });
  });

  it("stores a job's file under the cache key its requester computed, whichever build prints it", async () => {
    // During a rolling deploy a request on one build's instance may be printed by
    // another's: the requester then looks for the file under its own key.
    const resume = { id: randomUUID(), userId: randomUUID(), title: 'Other Build' };
    const requesterKey = 'b'.repeat(32);
    const jobId = `${resume.id}-${requesterKey}-pdf`;

    await rig.bus.publish(
      rig.topology.requested('pdf'),
      encodeEvent(RenderRequestedSchema, {
        jobId,
        resumeId: resume.id,
        userId: resume.userId,
        kind: RenderKind.PDF,
        contentHash: requesterKey,
        reason: RenderReason.ON_DEMAND,
        requestedAt: timestampFromDate(new Date()),
        title: resume.title,
        dataJson: JSON.stringify(sampleResumeData()),
      }),
      { msgId: jobId },
    );

    await until(() => rig.completed.some((event) => event.jobId === jobId));
    const done = rig.completed.find((event) => event.jobId === jobId)!;
    expect(done.contentHash).toBe(requesterKey);
    expect(done.fileKey).toBe(`users/${resume.userId}/resumes/${resume.id}/${requesterKey}.pdf`);
  });
});
