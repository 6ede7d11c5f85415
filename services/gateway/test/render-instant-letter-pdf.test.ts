import { type LetterData, sampleLetterData } from '@vitae/schema';

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

// A cover letter's PDF printed ahead of time once its last save is a quiet
// spell old, so Download PDF answers from the stored file
// (docs/render.md#cover-letters): gateway, resume, storage and render started
// for real, in real Chromium, on PostgreSQL, resume's LetterChanged reaching
// render through a NATS JetStream server of the test's own.
jest.setTimeout(120_000);

type User = { userId: string; headers: Record<string, string> };
type Letter = { id: string; version: number; visibility: string };

let stack: RenderStack;
let owner: User;

withInstantStack('gateway_instant_letter', (running) => {
  ({ stack, owner } = running);
});

/** A new private letter, once render has printed what its creation asked for ahead of time. */
async function privateLetter(title: string): Promise<Letter> {
  const done = await stack.metric(pdfJobsDone);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await call<Letter>(`${stack.url}/api/letter`, 'POST', owner.headers, {
    title,
    slug,
  });
  expect(created.status).toBe(201);
  expect(created.body.visibility).toBe('private');
  await until(async () => (await stack.metric(pdfJobsDone)) > done);
  return created.body;
}

/** The letter builder's save: the whole document on the version it was made on. */
async function saveLetter(letter: Letter, data: LetterData): Promise<Letter> {
  const saved = await call<Letter>(
    `${stack.url}/api/letter/${letter.id}/data`,
    'PUT',
    owner.headers,
    { data, baseVersion: letter.version },
  );
  expect(saved.status).toBe(200);
  return saved.body;
}

/** The text of the PDF at `url`, downloaded as the owner's Download PDF tab opens it. */
const pdfTextAt = (url: string) =>
  pdfTextFrom(stack.url, owner.headers, url, 'vitae-instant-letter-', 'letter.pdf');

describe("a private letter's Download PDF after a save", () => {
  it('answers from the PDF printed ahead a quiet spell after the save, holding the edit', async () => {
    const letter = await privateLetter('Instant Letter');
    const done = await stack.metric(pdfJobsDone);
    const subject = `Instant subject ${Date.now().toString(36)}`;

    const savedAt = Date.now();
    await saveLetter(letter, { ...sampleLetterData(), subject });
    await until(async () => (await stack.metric(pdfJobsDone)) > done);
    // Asked for once the save was a quiet spell old, not at once.
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(quietMs);
    const prints = await stack.metric(pdfPrints);
    const hits = await stack.metric(pdfHits);

    const printed = await call<{ url: string }>(
      `${stack.url}/api/letter/${letter.id}/pdf`,
      'GET',
      owner.headers,
    );

    expect(printed.status).toBe(200);
    expect(await stack.metric(pdfHits)).toBe(hits + 1);
    expect(await stack.metric(pdfPrints)).toBe(prints);
    expect(await pdfTextAt(printed.body.url)).toContain(subject);
  });

  it('prints a burst of saves ahead once, the newest', async () => {
    let letter = await privateLetter('Instant Letter Burst');
    const prints = await stack.metric(pdfPrints);
    const done = await stack.metric(pdfJobsDone);
    const subjects = Array.from(
      { length: 5 },
      (_, index) => `Burst subject ${index + 1} ${Date.now().toString(36)}`,
    );

    // Five saves one after the other, as autosave sends a person's typing.
    for (const subject of subjects) {
      letter = await saveLetter(letter, { ...sampleLetterData(), subject });
    }
    await until(async () => (await stack.metric(pdfJobsDone)) > done);
    // Long enough for an earlier save's PDF, had one been asked for, to print too.
    await sleep(quietMs + 1000);
    const hits = await stack.metric(pdfHits);

    const printed = await call<{ url: string }>(
      `${stack.url}/api/letter/${letter.id}/pdf`,
      'GET',
      owner.headers,
    );

    expect(await stack.metric(pdfPrints)).toBe(prints + 1);
    expect(await stack.metric(pdfHits)).toBe(hits + 1);
    const text = await pdfTextAt(printed.body.url);
    expect(text).toContain(subjects.at(-1));
    expect(text).not.toContain(subjects[3]);
  });
});
