import { type ResumeData } from '@vitae/schema';

import { type RenderStack } from './render-harness';
import { call } from './resume-harness';
import {
  pdfHits,
  pdfJobsDone,
  pdfPrints,
  pdfTextAt as pdfTextFrom,
  quietMs,
  sleep,
  until,
  withInstantStack,
} from './support/instant-pdf';

// A private resume's PDF printed ahead of time once its last save is a quiet
// spell old, so the builder's Download PDF answers from the stored file
// (docs/render.md, "Ahead of time"): gateway, resume, storage and render
// started for real, in real Chromium, on PostgreSQL, resume's changes reaching
// render through a NATS JetStream server of the test's own (the services'
// streams and durable consumers have fixed names).
jest.setTimeout(120_000);

type User = { userId: string; headers: Record<string, string> };

let stack: RenderStack;
let owner: User;

withInstantStack('gateway_instant_pdf', (running) => {
  ({ stack, owner } = running);
});

/** A GraphQL call through the gateway as the owner, as the builder makes it. */
async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T | null; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new Error(`GraphQL answered ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

/** The builder's autosave (SaveResumeData): the whole document on the version it was made on. */
const saveResumeData = `mutation SaveResumeData($id: ID!, $data: JSONObject!, $baseVersion: Int!) {
  updateResume(id: $id, input: { data: $data, baseVersion: $baseVersion }) { id version updatedAt }
}`;

/** The builder's Download PDF (PrintResume). */
const printResume = `query PrintResume($id: ID!) { resume(id: $id) { id pdfUrl } }`;

/** A private sample resume, once render has printed what its creation asked for ahead of time. */
async function privateResume(title: string): Promise<{ id: string; data: ResumeData }> {
  const done = await stack.metric(pdfJobsDone);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await call<{ id: string; data: ResumeData; visibility: string }>(
    `${stack.url}/api/resume`,
    'POST',
    owner.headers,
    { title, slug, sample: true },
  );
  expect(created.status).toBe(201);
  expect(created.body.visibility).toBe('private');
  await until(async () => (await stack.metric(pdfJobsDone)) > done);
  return created.body;
}

async function version(id: string): Promise<number> {
  const { resume } = await graphql<{ resume: { version: number } }>(
    'query ($id: ID!) { resume(id: $id) { version } }',
    { id },
  );
  return resume.version;
}

/** Saves `headline` into the resume as the builder does; answers the new version. */
async function saveHeadline(
  id: string,
  data: ResumeData,
  headline: string,
  baseVersion: number,
): Promise<number> {
  const { updateResume } = await graphql<{ updateResume: { version: number } }>(saveResumeData, {
    id,
    data: { ...data, basics: { ...data.basics, headline } },
    baseVersion,
  });
  return updateResume.version;
}

/** The text of the PDF at `url`, downloaded as the owner's Download PDF tab opens it. */
const pdfTextAt = (url: string) =>
  pdfTextFrom(stack.url, owner.headers, url, 'vitae-instant-pdf-', 'resume.pdf');

describe("a private resume's Download PDF after a save", () => {
  it('answers from the PDF printed ahead a quiet spell after the save, holding the edit', async () => {
    const resume = await privateResume('Instant Private');
    const done = await stack.metric(pdfJobsDone);
    const headline = `Instant headline ${Date.now().toString(36)}`;

    const savedAt = Date.now();
    await saveHeadline(resume.id, resume.data, headline, await version(resume.id));
    await until(async () => (await stack.metric(pdfJobsDone)) > done);
    const printedAt = Date.now();
    // Asked for once the save was a quiet spell old, not at once.
    expect(printedAt - savedAt).toBeGreaterThanOrEqual(quietMs);
    // Download PDF clicked 2 s after the save.
    await sleep(Math.max(0, savedAt + 2000 - Date.now()));
    const prints = await stack.metric(pdfPrints);
    const hits = await stack.metric(pdfHits);

    const { resume: printed } = await graphql<{ resume: { pdfUrl: string } }>(printResume, {
      id: resume.id,
    });

    expect(await stack.metric(pdfHits)).toBe(hits + 1);
    expect(await stack.metric(pdfPrints)).toBe(prints);
    expect(printed.pdfUrl).toMatch(/\.pdf$/);
    expect(await pdfTextAt(printed.pdfUrl)).toContain(headline);
  });

  it('prints a burst of saves ahead once, the newest', async () => {
    const resume = await privateResume('Instant Burst');
    const prints = await stack.metric(pdfPrints);
    const done = await stack.metric(pdfJobsDone);
    let current = await version(resume.id);
    const headlines = Array.from(
      { length: 5 },
      (_, index) => `Burst headline ${index + 1} ${Date.now().toString(36)}`,
    );

    // Five saves one after the other, as autosave sends a person's typing.
    for (const headline of headlines) {
      current = await saveHeadline(resume.id, resume.data, headline, current);
    }
    await until(async () => (await stack.metric(pdfJobsDone)) > done);
    // Long enough for an earlier save's PDF, had one been asked for, to print too.
    await sleep(quietMs + 1000);
    const hits = await stack.metric(pdfHits);

    const { resume: printed } = await graphql<{ resume: { pdfUrl: string } }>(printResume, {
      id: resume.id,
    });

    expect(await stack.metric(pdfPrints)).toBe(prints + 1);
    expect(await stack.metric(pdfHits)).toBe(hits + 1);
    const text = await pdfTextAt(printed.pdfUrl);
    expect(text).toContain(headlines.at(-1));
    expect(text).not.toContain(headlines[3]);
  });
});
