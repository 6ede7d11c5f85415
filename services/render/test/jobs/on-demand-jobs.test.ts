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

import {
  metricOf,
  type RenderRig,
  startRenderRig,
  startStubResumes,
  type StubResume,
  until,
} from './job-harness';

// Two render instances on the real NATS server, printing in real Chromium; a
// stand-in resume service says which resumes may be printed.
jest.setTimeout(90_000);

let rig: RenderRig;
let instances: RunningService[];
let resumes: Awaited<ReturnType<typeof startStubResumes>>;

beforeAll(async () => {
  resumes = await startStubResumes();
  rig = await startRenderRig('render_on_demand', 2, { RESUME_URL: resumes.url });
  instances = rig.instances;
}, 120_000);

afterAll(async () => {
  await rig?.stop();
  await resumes?.close();
});

type EntitiesAnswer = {
  data?: { _entities: ({ pdfUrl: string } | null)[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Asks one instance for the PDF URL of resumes handed over as representations, as the gateway does. */
async function askPdf(
  render: RunningService,
  representations: Record<string, unknown>[],
): Promise<EntitiesAnswer> {
  const response = await fetch(`${render.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders() },
    body: JSON.stringify({
      query: `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on Resume { pdfUrl } } }`,
      variables: {
        representations: representations.map((rep) => ({ __typename: 'Resume', ...rep })),
      },
    }),
  });
  return (await response.json()) as EntitiesAnswer;
}

/** The PDF URL of a resume the stand-in resume service knows, asked for by its id. */
async function pdfUrl(render: RunningService, resume: StubResume): Promise<string> {
  resumes.resumes.set(resume.id, resume);
  const body = await askPdf(render, [{ id: resume.id }]);
  expect(body.errors).toBeUndefined();
  return body.data!._entities[0]!.pdfUrl;
}

const stubResume = (title: string, visibility: 'public' | 'private' = 'public'): StubResume => ({
  id: randomUUID(),
  userId: randomUUID(),
  title,
  data: sampleResumeData(),
  visibility,
});

const pdfPrints = () => metricOf(instances, 'vitae_render_prints_total{output="pdf"}');

describe('on-demand printing through the job queue', () => {
  it('gives two identical requests to two instances at once one job and one print', async () => {
    const resume = stubResume('Asked Twice');
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

  it("prints a private resume's PDF through a job, as resume hands it over", async () => {
    const resume = stubResume('Private On Demand', 'private');

    const url = await pdfUrl(instances[0], resume);

    expect(url).toMatch(/\.pdf/);
    await until(() => rig.completed.some((event) => event.resumeId === resume.id));
    expect(rig.completed.find((event) => event.resumeId === resume.id)).toMatchObject({
      jobId: expect.stringMatching(new RegExp(`^${resume.id}-[0-9a-f]{32}-pdf$`)),
      fileKey: expect.stringContaining(`users/${resume.userId}/resumes/${resume.id}/`),
    });
  });

  it('prints nothing for a representation resume does not vouch for', async () => {
    // Anyone holding the service credential could send these; only the id is believed.
    const forged = {
      id: randomUUID(),
      userId: randomUUID(),
      title: 'Forged',
      data: sampleResumeData(),
    };
    const real = stubResume('Real Title');
    resumes.resumes.set(real.id, real);
    const prints = await pdfPrints();

    const refused = await askPdf(instances[0], [forged]);
    const relabelled = await askPdf(instances[0], [
      { id: real.id, userId: forged.userId, title: 'Forged', data: { basics: { name: 'Forged' } } },
    ]);

    expect(refused.errors?.[0]?.extensions?.code).toBe('ResumeNotFound');
    expect(refused.data?._entities[0] ?? null).toBeNull();
    expect(relabelled.errors).toBeUndefined();
    // The file is the real owner's resume, not the representation's.
    expect(relabelled.data!._entities[0]!.pdfUrl).toContain(
      `users/${real.userId}/resumes/${real.id}/`,
    );
    await until(() => rig.completed.some((event) => event.resumeId === real.id));
    expect(rig.completed.some((event) => event.resumeId === forged.id)).toBe(false);
    expect(await pdfPrints()).toBe(prints + 1);
  });

  it('answers a print that fails with ResumePrinterError and its message, never what Chromium said', async () => {
    // The artboard refuses this document naming the wrong field; the job fails on every attempt.
    const resume = stubResume('Cannot Print');
    (resume.data as { metadata: { page: { format: unknown } } }).metadata.page.format = 'napkin';
    resumes.resumes.set(resume.id, resume);

    const body = await askPdf(instances[0], [{ id: resume.id }]);

    expect(body.data?._entities[0] ?? null).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Printing failed, try later.',
        extensions: { code: 'ResumePrinterError' },
      }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/napkin|metadata\.page|valid|Evaluation|Error:/);
    await until(() => rig.failed.some((event) => event.resumeId === resume.id));
    const failure = rig.failed.find((event) => event.resumeId === resume.id);
    expect(failure).toMatchObject({
      errorCode: 'ResumePrinterError',
      message: 'Printing failed, try later.',
    });
  });

  it("acts for the caller: render hands the caller's token to resume", async () => {
    const resume = stubResume('Owned');
    resumes.resumes.set(resume.id, resume);
    const response = await fetch(`${instances[1].url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer caller-token',
        ...serviceCallHeaders(),
      },
      body: JSON.stringify({
        query: `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on Resume { previewUrl } } }`,
        variables: { representations: [{ __typename: 'Resume', id: resume.id }] },
      }),
    });
    expect(response.status).toBe(200);
    expect(resumes.callers).toContain('Bearer caller-token');
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
