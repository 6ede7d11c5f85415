import { randomUUID } from 'node:crypto';

import { type ResumeData, sampleResumeData } from '@vitae/schema';
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

// Two render instances on the real NATS server, printing in real Chromium with
// a print time limit of 5 s; a stand-in resume service hands over resumes the
// real one would refuse to store (docs/resume.md, "Rich-text bounds"), as
// resumes saved before the bounds existed may be.
jest.setTimeout(120_000);

let rig: RenderRig;
let instances: RunningService[];
let resumes: Awaited<ReturnType<typeof startStubResumes>>;

beforeAll(async () => {
  resumes = await startStubResumes();
  rig = await startRenderRig('render_fair', 2, {
    RESUME_URL: resumes.url,
    PRINT_TIMEOUT_MS: '5000',
    RENDER_PRINTS_PER_MINUTE: '2',
  });
  instances = rig.instances;
}, 120_000);

afterAll(async () => {
  await rig?.stop();
  await resumes?.close();
});

type Answer = {
  data?: { _entities: ({ pdfUrl?: string; previewUrl?: string } | null)[] } | null;
  errors?: { message: string; extensions?: { code?: string; details?: unknown } }[];
};

/** Asks one instance for a resume's PDF or preview URL, as the gateway does. */
async function ask(
  render: RunningService,
  resume: StubResume,
  field: 'pdfUrl' | 'previewUrl' = 'pdfUrl',
): Promise<Answer> {
  resumes.resumes.set(resume.id, resume);
  const response = await fetch(`${render.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders() },
    body: JSON.stringify({
      query: `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on Resume { ${field} } } }`,
      variables: { representations: [{ __typename: 'Resume', id: resume.id }] },
    }),
  });
  return (await response.json()) as Answer;
}

function stubResume(
  title: string,
  userId: string = randomUUID(),
): StubResume & { data: ResumeData } {
  const data = sampleResumeData();
  data.basics.name = `${title} ${randomUUID()}`;
  return { id: randomUUID(), userId, title, data, visibility: 'public' };
}

const metric = (name: string) => metricOf(instances, name);

describe("quality: no account can slow another's printing", () => {
  it('fails a print that ran out of time once, without retries, and every later print of that content at once, in any instance', async () => {
    // The outside attack's summary: 20,000 nested <b>, which holds a print until its time limit.
    const hostile = stubResume('Hostile');
    hostile.data.sections.summary.content = `${'<b>'.repeat(20_000)}deep${'</b>'.repeat(20_000)}`;
    const retriedBefore = await metric('vitae_render_jobs_total{output="pdf",outcome="retried"}');

    const first = await ask(instances[0], hostile);

    expect(first.errors?.map((error) => error.extensions?.code)).toEqual(['ResumePrinterError']);
    expect(first.errors?.[0].message).toBe('Printing failed, try later.');
    await until(() => rig.failed.some((event) => event.resumeId === hostile.id));
    // One attempt: it was not tried again for the same content.
    expect(rig.failed.filter((event) => event.resumeId === hostile.id)).toEqual([
      expect.objectContaining({ errorCode: 'ResumePrinterError', attempts: 1 }),
    ]);
    expect(await metric('vitae_render_jobs_total{output="pdf",outcome="retried"}')).toBe(
      retriedBefore,
    );

    // The same content again, from either instance: refused before any job or print.
    const jobsBefore = await metric('vitae_render_jobs_total{output="pdf",outcome="failed"}');
    const printsBefore = await metric('vitae_render_prints_total{output="pdf"}');
    for (const render of instances) {
      const started = Date.now();
      const again = await ask(render, hostile);
      expect(again.errors?.map((error) => error.extensions?.code)).toEqual(['ResumePrinterError']);
      // Far from the 5 s the print would hold a slot for.
      expect(Date.now() - started).toBeLessThan(2_500);
    }
    // Another resume with the same content (a duplicate) is the same content.
    const copy = { ...stubResume('Copy', hostile.userId), data: hostile.data };
    expect((await ask(instances[1], copy)).errors?.[0].extensions?.code).toBe('ResumePrinterError');
    expect(await metric('vitae_render_prints_total{output="pdf"}')).toBe(printsBefore);
    expect(await metric('vitae_render_jobs_total{output="pdf",outcome="failed"}')).toBe(jobsBefore);
  });

  it("refuses uncached prints past the account's ceiling with TOO_MANY_REQUESTS and retryAfterSeconds; printed files stay readable", async () => {
    const account = randomUUID();
    const [one, two, three] = ['One', 'Two', 'Three'].map((title) => stubResume(title, account));

    expect((await ask(instances[0], one)).errors).toBeUndefined();
    expect((await ask(instances[0], two)).errors).toBeUndefined();
    const refused = await ask(instances[0], three);

    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: 'Too many prints. Please wait a while and try again.',
        extensions: {
          code: 'TOO_MANY_REQUESTS',
          details: { retryAfterSeconds: expect.any(Number) },
        },
      }),
    ]);
    const { retryAfterSeconds } = refused.errors![0].extensions!.details as {
      retryAfterSeconds: number;
    };
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    // A file printed already is answered from storage: never counted, never refused.
    expect((await ask(instances[0], one)).errors).toBeUndefined();
    // Another account is not limited by this one's prints.
    expect((await ask(instances[0], stubResume('Other'))).errors).toBeUndefined();
  });
});
