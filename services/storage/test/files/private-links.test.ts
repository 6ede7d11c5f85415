import { randomUUID } from 'node:crypto';

import { resumeConfigSchema, startResume } from '@vitae/resume';
import { loadConfig, type RunningService } from '@vitae/service-kit';
import {
  createTestDatabase,
  serviceCallHeaders,
  startInOrder,
  startTestTokenIssuer,
  testDataDir,
  testServiceEnv,
  type TestTokenIssuer,
} from '@vitae/service-kit/testing';

import { type StorageClient } from '../../src';
import { startTestStorage, type TestStorage } from '../support/start-test-storage';

// A public print link stops working when the resume turns private (docs/quality.md#case-35).
// Storage and the resume service run for real, each on its own PostgreSQL database.

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let issuer: TestTokenIssuer;
let resume: RunningService;
let storage: TestStorage;
let client: StorageClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ close } = await startInOrder(async (defer) => {
    issuer = await startTestTokenIssuer();
    defer(() => issuer.close());
    const database = await createTestDatabase('storage_links_resume');
    defer(() => database.drop());
    resume = await startResume(
      loadConfig(
        resumeConfigSchema,
        testServiceEnv({
          DATA_DIR: testDataDir('vitae-storage-links-', defer),
          DATABASE_URL: database.url,
          ...issuer.config,
        }),
      ),
    );
    defer(() => resume.close());
    // Storage checks the same tokens as resume, and asks resume about visibility.
    storage = await startTestStorage({ ...issuer.config, RESUME_URL: `${resume.url}/graphql` });
    defer(() => storage.close());
    client = storage.client();
    return {};
  }));
});

afterAll(() => close?.());

type User = { userId: string; headers: Record<string, string> };

async function newUser(): Promise<User> {
  const userId = randomUUID();
  return { userId, headers: { authorization: `Bearer ${await issuer.sign(userId)}` } };
}

/** One operation on resume's subgraph as `user`, the way the gateway forwards it. */
async function resumeGraph<T>(user: User, query: string, variables: Record<string, unknown>) {
  const answer = await fetch(`${resume.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders(), ...user.headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function createResume(owner: User, visibility: 'public' | 'private'): Promise<string> {
  const data = await resumeGraph<{ createResume: { id: string } }>(
    owner,
    'mutation($input: CreateResumeInput!) { createResume(input: $input) { id } }',
    { input: { title: 'Linked', slug: `linked-${randomUUID().slice(0, 8)}`, visibility } },
  );
  return data.createResume.id;
}

async function setVisibility(owner: User, id: string, visibility: 'public' | 'private') {
  await resumeGraph(
    owner,
    'mutation($id: ID!, $input: UpdateResumeInput!) { updateResume(id: $id, input: $input) { id } }',
    { id, input: { visibility } },
  );
}

/** What render does for a reader of a public resume: the PDF stored, a signed link made. */
async function printedWithLink(owner: User, resumeId: string) {
  const stored = await client.putPrintedFile(
    { userId: owner.userId, resumeId, contentHash: 'c0ffee', output: 'pdf' },
    pdf,
    'Linked',
  );
  return { ...stored, link: await client.signedUrl(stored.key, 24 * 3600) };
}

async function open(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, storage.url), { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    code: response.headers.get('content-type')?.startsWith('application/json')
      ? (JSON.parse(body.toString()) as { code: string }).code
      : undefined,
    isPdf: body.equals(pdf),
  };
}

describe('a signed link to a printed resume', () => {
  it('opens while the resume is public, answers 404 the moment it turns private, and opens again when public', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const id = await createResume(owner, 'public');
    const { link } = await printedWithLink(owner, id);

    expect(await open(link)).toEqual({
      status: 200,
      // Never reused from a cache: the answer may change at any moment.
      cacheControl: 'private, no-cache',
      code: undefined,
      isPdf: true,
    });

    await setVisibility(owner, id, 'private');
    expect(await open(link)).toMatchObject({ status: 404, code: 'FileNotFound' });
    expect(await open(link, stranger.headers)).toMatchObject({ status: 404, code: 'FileNotFound' });

    await setVisibility(owner, id, 'public');
    expect(await open(link)).toMatchObject({ status: 200, isPdf: true });
  });

  it('keeps serving the owner, by the stable URL and by a link of their own, while private', async () => {
    const owner = await newUser();
    const id = await createResume(owner, 'public');
    const { url, link } = await printedWithLink(owner, id);
    await setVisibility(owner, id, 'private');

    expect(await open(url, owner.headers)).toEqual({
      status: 200,
      cacheControl: 'private, max-age=31536000, immutable',
      code: undefined,
      isPdf: true,
    });
    expect(await open(link, owner.headers)).toMatchObject({ status: 200, isPdf: true });
    // Anyone else without the owner's token is still refused.
    expect(await open(link)).toMatchObject({ status: 404 });
    expect(await open(url)).toMatchObject({ status: 401, code: 'Unauthenticated' });
  });

  it('never opens for a resume that was private from the start', async () => {
    const owner = await newUser();
    const id = await createResume(owner, 'private');
    const { link } = await printedWithLink(owner, id);
    expect(await open(link)).toMatchObject({ status: 404, code: 'FileNotFound' });
  });

  it('answers 404 once the resume is deleted, even while its file is still stored', async () => {
    const owner = await newUser();
    const id = await createResume(owner, 'public');
    const { link, key } = await printedWithLink(owner, id);
    expect(await open(link)).toMatchObject({ status: 200 });

    await resumeGraph(owner, 'mutation($id: ID!) { deleteResume(id: $id) { id } }', { id });
    // Storage's deletion consumer has its own bus here and never hears of it: the link alone is shut.
    expect(
      await client.findPrintedFile({
        userId: owner.userId,
        resumeId: id,
        contentHash: 'c0ffee',
        output: 'pdf',
      }),
    ).toMatchObject({ key });
    expect(await open(link)).toMatchObject({ status: 404, code: 'FileNotFound' });
  });

  it("does not open under another user's prefix a public resume that is not theirs", async () => {
    const owner = await newUser();
    const forger = await newUser();
    const id = await createResume(owner, 'public');
    // A file stored under the forger's prefix, naming the owner's public resume.
    const { link } = await printedWithLink(forger, id);
    expect(await open(link)).toMatchObject({ status: 404, code: 'FileNotFound' });
  });
});
