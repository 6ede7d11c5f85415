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

// Render instances on the real NATS server, printing in real Chromium; a
// stand-in resume service hands over the resumes. `slow`: two instances whose
// print time limit (100 ms) every print runs past, standing in for content
// that holds Chromium until its limit (the 20,000 nested <b> of the outside
// attack, which the artboard now refuses at once: docs/resume.md, "Rich-text
// bounds"). `limited`: one instance with a ceiling of 2 uncached prints a
// minute per account.
jest.setTimeout(120_000);

let slow: RenderRig;
let limited: RenderRig;
let resumes: Awaited<ReturnType<typeof startStubResumes>>;

beforeAll(async () => {
  resumes = await startStubResumes();
  slow = await startRenderRig('render_slow', 2, {
    RESUME_URL: resumes.url,
    PRINT_TIMEOUT_MS: '100',
  });
  limited = await startRenderRig('render_limited', 1, {
    RESUME_URL: resumes.url,
    RENDER_PRINTS_PER_MINUTE: '2',
  });
}, 180_000);

afterAll(async () => {
  await slow?.stop();
  await limited?.stop();
  await resumes?.close();
});

type Answer = {
  data?: { _entities: ({ pdfUrl?: string; previewUrl?: string } | null)[] } | null;
  errors?: { message: string; extensions?: { code?: string; details?: unknown } }[];
};

/**
 * Asks one instance for a resume's PDF or preview URL, as the gateway does,
 * signed in as `caller` when given (else as a guest).
 */
async function ask(
  render: RunningService,
  resume: StubResume,
  caller?: string,
  field: 'pdfUrl' | 'previewUrl' = 'pdfUrl',
): Promise<Answer> {
  resumes.resumes.set(resume.id, resume);
  const rig = [slow, limited].find((each) => each.instances.includes(render))!;
  const signedIn = caller ? await rig.issuer.headers(caller) : {};
  const response = await fetch(`${render.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders(), ...signedIn },
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

describe("quality: no account can slow another's printing", () => {
  it('fails a print that ran out of time once, without retries, and every later print of that content at once, in any instance', async () => {
    const instances = slow.instances;
    const metric = (name: string) => metricOf(instances, name);
    const hostile = stubResume('Hostile');
    const retriedBefore = await metric('vitae_render_jobs_total{output="pdf",outcome="retried"}');

    const first = await ask(instances[0], hostile);

    expect(first.errors?.map((error) => error.extensions?.code)).toEqual(['ResumePrinterError']);
    expect(first.errors?.[0].message).toBe('Printing failed, try later.');
    await until(() => slow.failed.some((event) => event.resumeId === hostile.id));
    // One attempt: it was not tried again for the same content.
    expect(slow.failed.filter((event) => event.resumeId === hostile.id)).toEqual([
      expect.objectContaining({ errorCode: 'ResumePrinterError', attempts: 1 }),
    ]);
    expect(await metric('vitae_render_jobs_total{output="pdf",outcome="retried"}')).toBe(
      retriedBefore,
    );

    // The same content again, from either instance: refused before any job or print.
    const jobsBefore = await metric('vitae_render_jobs_total{output="pdf",outcome="failed"}');
    const printsBefore = await metric('vitae_render_prints_total{output="pdf"}');
    for (const render of instances) {
      const again = await ask(render, hostile);
      expect(again.errors?.map((error) => error.extensions?.code)).toEqual(['ResumePrinterError']);
    }
    // Its preview too: the same content.
    const preview = await ask(instances[1], hostile, undefined, 'previewUrl');
    expect(preview.errors?.map((error) => error.extensions?.code)).toEqual(['ResumePreviewError']);
    // Another resume with the same content (a duplicate) is the same content.
    const copy = { ...stubResume('Copy', hostile.userId), data: hostile.data };
    expect((await ask(instances[1], copy)).errors?.[0].extensions?.code).toBe('ResumePrinterError');
    expect(await metric('vitae_render_prints_total{output="pdf"}')).toBe(printsBefore);
    expect(await metric('vitae_render_jobs_total{output="pdf",outcome="failed"}')).toBe(jobsBefore);
  });

  it("refuses uncached prints past the account's ceiling with TOO_MANY_REQUESTS and retryAfterSeconds, then every print of that account until the minute ends", async () => {
    const account = randomUUID();
    const [one, two, three] = ['One', 'Two', 'Three'].map((title) => stubResume(title, account));

    expect((await ask(limited.instances[0], one, account)).errors).toBeUndefined();
    expect((await ask(limited.instances[0], two, account)).errors).toBeUndefined();
    const refused = await ask(limited.instances[0], three, account);

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
    // Until the window ends the account is refused at once, even a file printed already.
    expect((await ask(limited.instances[0], one, account)).errors?.[0].extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    // A guest reading that account's public resume is answered from storage, uncounted.
    expect((await ask(limited.instances[0], one)).errors).toBeUndefined();
    // Another account is not limited by this one's prints.
    const other = stubResume('Other');
    expect((await ask(limited.instances[0], other, other.userId)).errors).toBeUndefined();
  });
});
