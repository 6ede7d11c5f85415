import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type LetterData, sampleLetterData } from '@vitae/schema';
import { serviceCallHeaders } from '@vitae/service-kit/testing';

import { type RenderStack, startRenderStack } from './render-harness';
import { call } from './resume-harness';

// A cover letter's PDF (docs/render.md#cover-letters) printed in real Chromium
// through four real services: resume, storage, render and the gateway.
jest.setTimeout(90_000);

type User = { userId: string; headers: Record<string, string> };
type Letter = { id: string; title: string; version: number; data: LetterData };

const pdfPrints = 'vitae_render_prints_total{output="pdf"}';
const pdfHits = 'vitae_render_cache_hits_total{output="pdf"}';

let stack: RenderStack;
let owner: User;

beforeAll(async () => {
  stack = await startRenderStack({ prefix: 'gateway_render_letter' });
  owner = await stack.newUser();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** A letter of `user`'s holding `data` (the sample letter by default). */
async function createLetter(
  user: User,
  title: string,
  data: LetterData = sampleLetterData(),
): Promise<Letter> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await call<Letter>(`${stack.url}/api/letter`, 'POST', user.headers, {
    title,
    slug,
  });
  expect(created.status).toBe(201);
  return saveLetter(user, created.body, data);
}

async function saveLetter(user: User, letter: Letter, data: LetterData): Promise<Letter> {
  const saved = await call<Letter>(
    `${stack.url}/api/letter/${letter.id}/data`,
    'PUT',
    user.headers,
    {
      data,
      baseVersion: letter.version,
    },
  );
  expect(saved.status).toBe(200);
  return saved.body;
}

function printLetter(id: string, user: User = owner) {
  return call<{ url: string; code?: string }>(
    `${stack.url}/api/letter/${id}/pdf`,
    'GET',
    user.headers,
  );
}

async function download(url: string, user: User = owner): Promise<ArrayBuffer> {
  const file = await fetch(new URL(url, stack.url), { headers: user.headers });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  return file.arrayBuffer();
}

/** What poppler reads from a PDF: its text, title and author, and the pictures embedded. */
function readPdf(bytes: ArrayBuffer): {
  text: string;
  title: string;
  author: string;
  images: number;
} {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-gateway-letter-'));
  try {
    const file = join(dir, 'letter.pdf');
    writeFileSync(file, Buffer.from(bytes));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image');
    return {
      text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
      title: /^Title:\s+(.*)$/m.exec(info)?.[1]?.trim() ?? '',
      author: /^Author:\s+(.*)$/m.exec(info)?.[1]?.trim() ?? '',
      images: images.length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real 1x1 PNG: storage decodes and re-encodes uploads, so it must be a valid image. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('GET /api/letter/:id/pdf', () => {
  it("answers the URL of the letter's PDF, holding the recipient, the subject and the body", async () => {
    const letter = await createLetter(owner, 'Letter to Harbourline');

    const printed = await printLetter(letter.id);

    expect(printed.status).toBe(200);
    expect(printed.body.url).toMatch(/\.pdf$/);
    const pdf = readPdf(await download(printed.body.url));
    const { recipient, subject, sender } = letter.data;
    for (const expected of [recipient.name, recipient.company, subject]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).toContain('Your posting for a senior platform engineer describes a team');
    expect(pdf.text).toContain('and to hear how your team works today.');
    expect(pdf.title).toBe('Letter to Harbourline');
    expect(pdf.author).toBe(sender.name);
  });

  it('answers an unchanged letter from storage without printing it again', async () => {
    const letter = await createLetter(owner, 'Cached Letter');
    const first = await printLetter(letter.id);
    const prints = await stack.metric(pdfPrints);
    const hits = await stack.metric(pdfHits);

    const second = await printLetter(letter.id);

    expect(second).toEqual(first);
    expect(await stack.metric(pdfPrints)).toBe(prints);
    expect(await stack.metric(pdfHits)).toBe(hits + 1);
  });

  it('prints once for two identical requests arriving together', async () => {
    const letter = await createLetter(owner, 'Together Letter');
    const prints = await stack.metric(pdfPrints);

    const [one, two] = await Promise.all([printLetter(letter.id), printLetter(letter.id)]);

    expect(one.status).toBe(200);
    expect(two.body.url).toBe(one.body.url);
    expect(await stack.metric(pdfPrints)).toBe(prints + 1);
  });

  it('prints anew once the letter changes, with the change in the PDF', async () => {
    const letter = await createLetter(owner, 'Edited Letter');
    const before = await printLetter(letter.id);
    const prints = await stack.metric(pdfPrints);

    await saveLetter(owner, letter, { ...letter.data, subject: 'A subject written later' });
    const after = await printLetter(letter.id);

    expect(after.body.url).not.toBe(before.body.url);
    expect(await stack.metric(pdfPrints)).toBe(prints + 1);
    expect(readPdf(await download(after.body.url)).text).toContain('A subject written later');
  });

  it("answers LetterNotFound for another user's letter and for an unknown id, printing nothing", async () => {
    const letter = await createLetter(owner, 'Not Your Letter');
    const stranger = await stack.newUser();
    const prints = await stack.metric(pdfPrints);

    const theirs = await printLetter(letter.id, stranger);
    const unknown = await printLetter('00000000-0000-4000-8000-000000000000');

    expect([theirs.status, theirs.body.code]).toEqual([404, 'LetterNotFound']);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'LetterNotFound']);
    expect(await stack.metric(pdfPrints)).toBe(prints);
  });

  it('prints the signature picture the owner uploaded, read from storage rather than by the browser', async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(onePixelPng)], { type: 'image/png' }), 'sig.png');
    const uploaded = await fetch(`${stack.url}/api/storage/image`, {
      method: 'PUT',
      headers: owner.headers,
      body,
    });
    expect(uploaded.status).toBe(200);
    const pictureUrl = ((await uploaded.json()) as { data: string }).data;
    const data = sampleLetterData();
    data.signature.pictureUrl = pictureUrl;
    const letter = await createLetter(owner, 'Signed Letter', data);

    const printed = await printLetter(letter.id);

    expect(readPdf(await download(printed.body.url)).images).toBe(1);
  });

  it('is listed in the OpenAPI document under Cover letters, with the print scope and its error codes', async () => {
    const document = (await (await fetch(`${stack.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            tags: string[];
            'x-api-key-scope': string;
            responses: Record<string, { description: string }>;
          }
        >
      >;
    };
    const found = document.paths['/api/letter/{id}/pdf']?.get;

    expect(found?.tags).toEqual(['Cover letters']);
    expect(found?.['x-api-key-scope']).toBe('print');
    expect(found?.responses['404']?.description).toBe('LetterNotFound');
    expect(found?.responses['502']?.description).toBe('ResumePrinterError');
  });

  it('refuses a guest', async () => {
    const letter = await createLetter(owner, 'Guest Letter');
    expect((await call(`${stack.url}/api/letter/${letter.id}/pdf`, 'GET')).status).toBe(401);
  });
});

describe("render's Letter.pdfUrl asked directly", () => {
  it("answers LetterNotFound for a forged representation of another user's letter, with a stranger's token or none, printing nothing", async () => {
    const letter = await createLetter(owner, 'Forged Letter');
    const stranger = await stack.newUser();
    const prints = await stack.metric(pdfPrints);
    const ask = async (headers: Record<string, string>) => {
      const answer = await fetch(`${stack.render.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceCallHeaders(), ...headers },
        body: JSON.stringify({
          query:
            'query($r: [_Any!]!) { _entities(representations: $r) { ... on Letter { pdfUrl } } }',
          variables: { r: [{ __typename: 'Letter', id: letter.id, userId: stranger.userId }] },
        }),
      });
      return (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
    };

    for (const headers of [stranger.headers, {}]) {
      const { errors } = await ask(headers);
      expect(errors?.[0]?.extensions?.code).toBe('LetterNotFound');
    }
    expect(await stack.metric(pdfPrints)).toBe(prints);
  });
});
