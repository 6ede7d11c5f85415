import { testServiceCredential } from '@vitae/service-kit/testing';

import {
  createStorageClient,
  type PrintedFileRef,
  type ResumeVisibility,
  type StorageClient,
} from '../../src';
import { createLinkSigner } from '../../src/files/signed-url';
import { makeImage } from '../support/images';
import { startS3Server } from '../support/s3-server';
import {
  imageForm,
  startTestStorage,
  testFileSecret,
  type TestStorage,
} from '../support/start-test-storage';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Stands in for the resume service (private-links.test.ts asks the real one):
 * the resumes listed are public, and `down` makes every question fail.
 */
const resumes = { public: new Set(['resume-1']), down: false, asked: 0 };
const visibility: ResumeVisibility = {
  isPublic: async ({ resumeId }) => {
    resumes.asked += 1;
    if (resumes.down) {
      throw new Error('connect ECONNREFUSED');
    }
    return resumes.public.has(resumeId);
  },
};

describe.each(['local disk', 'S3 (s3rver on loopback)'])('serving stored files: %s', (driver) => {
  let storage: TestStorage;
  let client: StorageClient;
  let closeS3: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver.startsWith('S3')) {
      const s3 = await startS3Server();
      env = s3.env;
      closeS3 = s3.close;
    }
    storage = await startTestStorage(env, { resumeVisibility: visibility });
    client = createStorageClient({
      baseUrl: `${storage.url}/graphql`,
      credential: testServiceCredential(),
    });
  });

  afterAll(async () => {
    await storage?.close();
    await closeS3?.();
  });

  const ref = (output: PrintedFileRef['output'], contentHash = 'a1b2c3d4e5f6'): PrintedFileRef => ({
    userId: 'owner-1',
    resumeId: 'resume-1',
    contentHash,
    output,
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, storage.url), { headers });

  it('serves a picture to anyone, as an image that is cached for good and never sniffed', async () => {
    const upload = await fetch(`${storage.url}/api/storage/image`, {
      method: 'PUT',
      body: imageForm(await makeImage('webp'), 'me.webp', 'image/webp'),
      headers: await storage.auth('owner-1'),
    });
    const { data } = (await upload.json()) as { data: string };
    const response = await get(data);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
  });

  it('stores a PDF by resume and content hash, and finds the same one again', async () => {
    expect(await client.findPrintedFile(ref('pdf', 'fresh-hash'))).toBeUndefined();
    const stored = await client.putPrintedFile(ref('pdf', 'fresh-hash'), pdf, 'My CV');
    expect(stored).toEqual({
      key: 'users/owner-1/resumes/resume-1/fresh-hash.pdf',
      url: '/api/storage/files/users/owner-1/resumes/resume-1/fresh-hash.pdf',
      size: pdf.length,
    });
    expect(await client.findPrintedFile(ref('pdf', 'fresh-hash'))).toEqual(stored);
  });

  it('serves a private PDF to its owner, named after the resume', async () => {
    const { url } = await client.putPrintedFile(ref('pdf'), pdf, 'Zoë Müller – Resume.pdf');
    const response = await get(url, await storage.auth('owner-1'));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition':
        `inline; filename="Zo_ M_ller _ Resume.pdf"; ` +
        `filename*=UTF-8''Zo%C3%AB%20M%C3%BCller%20%E2%80%93%20Resume.pdf`,
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
  });

  it('refuses a private PDF to a guest (401) and hides it from another user (404)', async () => {
    const { url } = await client.putPrintedFile(ref('pdf'), pdf, 'CV');
    const guest = await get(url);
    expect([guest.status, ((await guest.json()) as { code: string }).code]).toEqual([
      401,
      'Unauthenticated',
    ]);
    const other = await get(url, await storage.auth('someone-else'));
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([
      404,
      'FileNotFound',
    ]);
  });

  it('serves a PDF to anyone holding a signed link, but not once it is altered', async () => {
    const { key } = await client.putPrintedFile(ref('pdf'), pdf, 'CV');
    const link = await client.signedUrl(key, 600);
    expect(link).toMatch(/\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    const response = await get(link);
    expect(response.status).toBe(200);
    // Asked about at every use (the resume may turn private), so never kept in a cache.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);

    const tampered = link.replace(/signature=./, (match) =>
      match.endsWith('A') ? `${match.slice(0, -1)}B` : `${match.slice(0, -1)}A`,
    );
    expect((await get(tampered)).status).toBe(403);
    const later = link.replace(
      /expires=(\d+)/,
      (_match, expires: string) => `expires=${Number(expires) + 3600}`,
    );
    expect(((await (await get(later)).json()) as { code: string }).code).toBe('FileLinkInvalid');
    await client.putPrintedFile(ref('pdf', 'other-version'), pdf, 'CV');
    const moved = link.replace('a1b2c3d4e5f6.pdf', 'other-version.pdf');
    expect((await get(moved)).status).toBe(403);
  });

  it('asks whether the resume is still public at every use of a link, and not for a forged one', async () => {
    const { key } = await client.putPrintedFile(ref('pdf', 'asked'), pdf, 'CV');
    const link = await client.signedUrl(key, 600);
    const before = resumes.asked;
    expect((await get(link)).status).toBe(200);
    expect((await get(link)).status).toBe(200);
    expect(resumes.asked).toBe(before + 2);
    // Another first character than the signature's own, so the link always changes.
    const forged = link.replace(/signature=./, (match) =>
      match.endsWith('Z') ? 'signature=Y' : 'signature=Z',
    );
    expect((await get(forged)).status).toBe(403);
    expect(resumes.asked).toBe(before + 2);
  });

  it('answers 404 to a link of a resume that is not public, but serves its owner', async () => {
    const hidden = { ...ref('pdf'), resumeId: 'resume-hidden' };
    const { key } = await client.putPrintedFile(hidden, pdf, 'CV');
    const link = await client.signedUrl(key, 600);
    for (const headers of [{}, await storage.auth('someone-else')]) {
      const response = await get(link, headers);
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([
        404,
        'FileNotFound',
      ]);
    }
    const owner = await get(link, await storage.auth('owner-1'));
    expect(owner.status).toBe(200);
    expect(Buffer.from(await owner.arrayBuffer())).toEqual(pdf);
    // A token that does not verify makes a guest on a link, not a refusal of its own.
    expect((await get(link, { authorization: 'Bearer not-a-token' })).status).toBe(404);
  });

  it('keeps a link shut with 503 FileUnavailable while the resume service cannot answer', async () => {
    const { key } = await client.putPrintedFile(ref('pdf'), pdf, 'CV');
    const link = await client.signedUrl(key, 600);
    resumes.down = true;
    try {
      const response = await get(link);
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([
        503,
        'FileUnavailable',
      ]);
      // The owner needs no answer from resume.
      expect((await get(link, await storage.auth('owner-1'))).status).toBe(200);
    } finally {
      resumes.down = false;
    }
  });

  it('refuses an expired signed link with FileLinkExpired', async () => {
    const { key, url } = await client.putPrintedFile(ref('pdf'), pdf, 'CV');
    const lastWeek = createLinkSigner(testFileSecret, () => Date.now() - 7 * 24 * 3600_000);
    const { expires, signature } = lastWeek.sign(key, 3600);
    const response = await get(`${url}?expires=${expires}&signature=${signature}`);
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([
      403,
      'FileLinkExpired',
    ]);
  });

  it('serves a thumbnail to its owner as a PNG, without a download name', async () => {
    const png = await makeImage('png');
    const { url } = await client.putPrintedFile(ref('thumbnail'), png);
    const response = await get(url, await storage.auth('owner-1'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect((await get(url)).status).toBe(401);
  });

  it('refuses to store a "PDF" that is not one', async () => {
    await expect(
      client.putPrintedFile(ref('pdf'), Buffer.from('<html></html>'), 'x'),
    ).rejects.toMatchObject({ code: 'UnsupportedImageType', status: 415 });
  });

  it.each([
    '/api/storage/files/users/owner-1/images/nothere.png',
    '/api/storage/files/users/owner-1/images/0123456789abcdef0123456789abcdef.png',
    '/api/storage/files/users/owner-1/secret.txt',
    '/api/storage/files/users/owner-1/../owner-2/images/0123456789abcdef0123456789abcdef.png',
    '/api/storage/files/users%2F..%2F..%2Fetc%2Fpasswd',
  ])('answers FileNotFound (404) for %s', async (path) => {
    const response = await get(path, await storage.auth('owner-1'));
    expect(response.status).toBe(404);
  });
});
