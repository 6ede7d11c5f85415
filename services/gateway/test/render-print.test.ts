import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ResumeData } from '@vitae/schema';
import { serviceCallHeaders } from '@vitae/service-kit/testing';

import { type RenderStack, startRenderStack } from './render-harness';
import { call } from './resume-harness';

// Prints in real Chromium through four real services.
jest.setTimeout(90_000);

type User = { userId: string; headers: Record<string, string> };
type Created = { id: string; data: ResumeData };

const pdfPrints = 'vitae_render_prints_total{output="pdf"}';
const thumbnailPrints = 'vitae_render_prints_total{output="thumbnail"}';
const pdfJobs = 'vitae_render_jobs_total{output="pdf",outcome="completed"}';

let stack: RenderStack;
let owner: User;

beforeAll(async () => {
  stack = await startRenderStack();
  owner = await stack.newUser();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

async function createResume(user: User, title: string): Promise<Created> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await call<Created>(`${stack.url}/api/resume`, 'POST', user.headers, {
    title,
    slug,
    sample: true,
  });
  expect(created.status).toBe(201);
  return created.body;
}

function printPdf(id: string, user: User = owner) {
  return call<{ url: string }>(`${stack.url}/api/resume/print/${id}`, 'GET', user.headers);
}

/** Downloads a printed file through the gateway as `user`, the way the builder opens it. */
async function download(url: string, user: User = owner): Promise<Response> {
  return fetch(new URL(url, stack.url), { headers: user.headers });
}

/** A real 1x1 PNG: storage decodes and re-encodes uploads, so it must be a valid image. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The pictures embedded in a PDF, one line each, as poppler's pdfimages lists them. */
function pdfImages(bytes: ArrayBuffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-gateway-print-'));
  try {
    const file = join(dir, 'resume.pdf');
    writeFileSync(file, Buffer.from(bytes));
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two header lines, then one line per image; an alpha channel is a separate "smask".
    return list
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfText(bytes: ArrayBuffer): { text: string; title: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-gateway-print-'));
  try {
    const file = join(dir, 'resume.pdf');
    writeFileSync(file, Buffer.from(bytes));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return {
      text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
      title: /^Title:\s+(.*)$/m.exec(info)?.[1]?.trim() ?? '',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('GET /api/resume/print/:id', () => {
  it("answers the URL of the resume's PDF, which its owner can download", async () => {
    const resume = await createResume(owner, 'Printed Once');
    const printed = await printPdf(resume.id);

    expect(printed.status).toBe(200);
    expect(printed.body.url).toMatch(/\.pdf$/);
    const file = await download(printed.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const { text, title } = pdfText(await file.arrayBuffer());
    expect(text).toContain(resume.data.basics.name);
    expect(title).toBe('Printed Once');
  });

  it('answers an unchanged resume from storage without printing it again', async () => {
    const resume = await createResume(owner, 'Cached');
    const first = await printPdf(resume.id);
    const prints = await stack.metric(pdfPrints);
    const hits = await stack.metric('vitae_render_cache_hits_total{output="pdf"}');

    const second = await printPdf(resume.id);

    expect(second).toEqual(first);
    expect(await stack.metric(pdfPrints)).toBe(prints);
    expect(await stack.metric('vitae_render_cache_hits_total{output="pdf"}')).toBe(hits + 1);
  });

  it('prints anew once the resume changes, with the change in the PDF', async () => {
    const resume = await createResume(owner, 'Edited');
    const before = await printPdf(resume.id);
    const data = { ...resume.data, basics: { ...resume.data.basics, name: 'Renamed Person' } };
    const saved = await call(`${stack.url}/api/resume/${resume.id}`, 'PATCH', owner.headers, {
      data,
    });
    expect(saved.status).toBe(200);

    const after = await printPdf(resume.id);

    expect(after.body.url).not.toBe(before.body.url);
    const { text } = pdfText(await (await download(after.body.url)).arrayBuffer());
    expect(text).toContain('Renamed Person');
  });

  it('prints once for two identical requests arriving together', async () => {
    const resume = await createResume(owner, 'Together');
    const prints = await stack.metric(pdfPrints);

    const jobs = await stack.metric(pdfJobs);

    const [one, two] = await Promise.all([printPdf(resume.id), printPdf(resume.id)]);

    expect(one.status).toBe(200);
    expect(two).toEqual(one);
    expect(await stack.metric(pdfPrints)).toBe(prints + 1);
    expect(await stack.metric(pdfJobs)).toBe(jobs + 1);
  });

  it("prints a private resume's PDF as a job of the print queue", async () => {
    const resume = await createResume(owner, 'Private Queued');
    const jobs = await stack.metric(pdfJobs);

    const printed = await printPdf(resume.id);

    expect(printed.status).toBe(200);
    expect(await stack.metric(pdfJobs)).toBe(jobs + 1);
    const { text } = pdfText(await (await download(printed.body.url)).arrayBuffer());
    expect(text).toContain(resume.data.basics.name);
  });

  it("answers ResumeNotFound for another user's resume, printing nothing", async () => {
    const resume = await createResume(owner, 'Not Yours');
    const stranger = await stack.newUser();
    const prints = await stack.metric(pdfPrints);

    const answer = await printPdf(resume.id, stranger);

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'ResumeNotFound' });
    expect(await stack.metric(pdfPrints)).toBe(prints);
  });

  it('prints the picture the owner uploaded, read from storage rather than by the browser', async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(onePixelPng)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${stack.url}/api/storage/image`, {
      method: 'PUT',
      headers: owner.headers,
      body,
    });
    expect(uploaded.status).toBe(200);
    const pictureUrl = ((await uploaded.json()) as { data: string }).data;
    const resume = await createResume(owner, 'With Picture');
    const without = await printPdf(resume.id);
    const data = {
      ...resume.data,
      basics: {
        ...resume.data.basics,
        picture: { ...resume.data.basics.picture, url: pictureUrl },
      },
    };
    await call(`${stack.url}/api/resume/${resume.id}`, 'PATCH', owner.headers, { data });

    const withPicture = await printPdf(resume.id);

    expect(pdfImages(await (await download(without.body.url)).arrayBuffer())).toEqual([]);
    expect(pdfImages(await (await download(withPicture.body.url)).arrayBuffer())).toHaveLength(1);
  });

  it('refuses a guest', async () => {
    const resume = await createResume(owner, 'Guest Tries');
    const answer = await call(`${stack.url}/api/resume/print/${resume.id}`, 'GET');
    expect(answer.status).toBe(401);
  });
});

/** Asks render's subgraph directly for the PDF of a representation, as anything holding the service credential could. */
async function renderPdfOf(
  representation: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const answer = await fetch(`${stack.render.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders(), ...headers },
    body: JSON.stringify({
      query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Resume { pdfUrl } } }',
      variables: { r: [{ __typename: 'Resume', ...representation }] },
    }),
  });
  return (await answer.json()) as {
    data?: { _entities: ({ pdfUrl: string } | null)[] } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('printed files for someone other than the owner', () => {
  it('are signed links that open without signing in', async () => {
    const resume = await createResume(owner, 'Shared');
    await call(`${stack.url}/api/resume/${resume.id}`, 'PATCH', owner.headers, {
      visibility: 'public',
    });
    // What the gateway sends render for a reader of a public resume: the key, no token of the owner's.
    const { data } = await renderPdfOf({ id: resume.id });
    const pdfUrl = data!._entities[0]!.pdfUrl;

    expect(pdfUrl).toMatch(/[?&]signature=/);
    const file = await fetch(new URL(pdfUrl, stack.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // The owner's own link is the stable one, which storage serves to them alone.
    const own = await printPdf(resume.id);
    expect(own.body.url).not.toMatch(/signature=/);
    expect((await fetch(new URL(own.body.url, stack.url))).status).toBe(401);
  });

  it('stop opening the moment the resume turns private or is deleted, while the owner keeps theirs', async () => {
    const resume = await createResume(owner, 'Made Private');
    const visibility = (value: 'public' | 'private') =>
      call(`${stack.url}/api/resume/${resume.id}`, 'PATCH', owner.headers, { visibility: value });
    await visibility('public');
    const { data } = await renderPdfOf({ id: resume.id });
    const link = new URL(data!._entities[0]!.pdfUrl, stack.url);
    expect((await fetch(link)).status).toBe(200);

    await visibility('private');
    const closed = await fetch(link);
    expect([closed.status, ((await closed.json()) as { code: string }).code]).toEqual([
      404,
      'FileNotFound',
    ]);
    // The owner's builder still downloads it by the stable URL.
    const own = await printPdf(resume.id);
    expect(own.status).toBe(200);
    expect((await download(own.body.url)).status).toBe(200);

    await visibility('public');
    expect((await fetch(link)).status).toBe(200);
    expect(
      (await call(`${stack.url}/api/resume/${resume.id}`, 'DELETE', owner.headers)).status,
    ).toBe(200);
    expect((await fetch(link)).status).toBe(404);
  });

  it('are never made from a forged representation: render prints only what resume shows the caller', async () => {
    const resume = await createResume(owner, 'Kept Private');
    const stranger = await stack.newUser();
    const prints = await stack.metric(pdfPrints);
    const forged = {
      id: resume.id,
      userId: owner.userId,
      title: 'Kept Private',
      data: resume.data,
    };

    // Without a token, and with another user's: resume shows neither this private resume.
    const anonymous = await renderPdfOf(forged);
    const other = await renderPdfOf(forged, stranger.headers);
    // An id that is nobody's, with a document of the sender's choosing.
    const invented = await renderPdfOf({ ...forged, id: '00000000-0000-4000-8000-000000000000' });

    for (const answer of [anonymous, other, invented]) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('ResumeNotFound');
      expect(answer.data?._entities[0] ?? null).toBeNull();
    }
    expect(await stack.metric(pdfPrints)).toBe(prints);
    // The owner's own token is what lets it print.
    expect(
      (await renderPdfOf({ id: resume.id }, owner.headers)).data!._entities[0]!.pdfUrl,
    ).toMatch(/\.pdf$/);
  });
});

describe('GET /api/resume/print/:id/preview', () => {
  it('answers the URL of a PNG of the first sheet, printed once per version', async () => {
    const resume = await createResume(owner, 'Previewed');
    const prints = await stack.metric(thumbnailPrints);

    const first = await call<{ url: string }>(
      `${stack.url}/api/resume/print/${resume.id}/preview`,
      'GET',
      owner.headers,
    );
    const second = await call<{ url: string }>(
      `${stack.url}/api/resume/print/${resume.id}/preview`,
      'GET',
      owner.headers,
    );

    expect(first.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    expect(await stack.metric(thumbnailPrints)).toBe(prints + 1);
    const file = await download(first.body.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });
});

/** A GraphQL call through the gateway, as the builder makes it. */
async function graphql<T>(user: User, query: string, variables: Record<string, unknown>) {
  const answer = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const versionPdf = `query ($id: ID!, $versionId: ID!) {
  resumeVersion(id: $id, versionId: $versionId) { id number pdfUrl }
}`;

describe("a version's PDF (the History panel's Download PDF)", () => {
  it('prints the resume as the version left it, for its owner alone', async () => {
    const resume = await createResume(owner, 'Kept Versions');
    const named = (name: string) =>
      call(`${stack.url}/api/resume/${resume.id}`, 'PATCH', owner.headers, {
        data: { ...resume.data, basics: { ...resume.data.basics, name } },
      });
    expect((await named('Ada Before Acme')).status).toBe(200);
    const saved = await graphql<{ saveResumeVersion: { id: string } }>(
      owner,
      'mutation ($id: ID!) { saveResumeVersion(id: $id, name: "Sent to Acme") { id } }',
      { id: resume.id },
    );
    const versionId = saved.data!.saveResumeVersion.id;
    expect((await named('Ada After Acme')).status).toBe(200);

    const asked = await graphql<{ resumeVersion: { pdfUrl: string } }>(owner, versionPdf, {
      id: resume.id,
      versionId,
    });
    expect(asked.errors).toBeUndefined();
    const url = asked.data!.resumeVersion.pdfUrl;
    expect(url).toMatch(/\.pdf$/);
    const file = await download(url);
    expect(file.status).toBe(200);
    const { text, title } = pdfText(await file.arrayBuffer());
    expect(text).toContain('Ada Before Acme');
    expect(text).not.toContain('Ada After Acme');
    expect(title).toBe('Kept Versions');
    // The present version prints as the resume itself does: the same file, the newer name.
    const now = await printPdf(resume.id);
    expect(now.body.url).not.toBe(url);
    const listed = await graphql<{ resumeVersions: { id: string; current: boolean }[] }>(
      owner,
      'query ($id: ID!) { resumeVersions(id: $id) { id current } }',
      { id: resume.id },
    );
    const current = listed.data!.resumeVersions.find((version) => version.current)!;
    const present = await graphql<{ resumeVersion: { pdfUrl: string } }>(owner, versionPdf, {
      id: resume.id,
      versionId: current.id,
    });
    expect(present.data!.resumeVersion.pdfUrl).toBe(now.body.url);
    expect(pdfText(await (await download(now.body.url)).arrayBuffer()).text).toContain(
      'Ada After Acme',
    );

    // Another user: refused like a missing resume, through the gateway and at render itself.
    const stranger = await stack.newUser();
    const prints = await stack.metric(pdfPrints);
    const refused = await graphql(stranger, versionPdf, { id: resume.id, versionId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ResumeNotFound');
    const direct = await fetch(`${stack.render.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...serviceCallHeaders(), ...stranger.headers },
      body: JSON.stringify({
        query:
          'query($r: [_Any!]!) { _entities(representations: $r) { ... on ResumeVersion { pdfUrl } } }',
        variables: { r: [{ __typename: 'ResumeVersion', id: versionId }] },
      }),
    });
    const answer = (await direct.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('ResumeNotFound');
    expect(await stack.metric(pdfPrints)).toBe(prints);
  });
});
