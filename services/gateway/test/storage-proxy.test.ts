import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningService } from '@vitae/service-kit';
import {
  floodUpload,
  startInOrder,
  startTestTokenIssuer,
  testDatabaseUrl,
  testDataDir,
  testServiceCredential,
  type TestTokenIssuer,
  trickleUpload,
} from '@vitae/service-kit/testing';
import { createStorageClient } from '@vitae/storage';

import { type RunningGateway } from '../src/app';
import { startTestGateway, startTestStorage } from './support/start-services';

const MiB = 1024 * 1024;

/** A real 1x1 PNG; storage decodes and re-encodes it, so it must be a valid image. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function form(bytes: Buffer, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

describe('the gateway in front of storage', () => {
  let tokens: TestTokenIssuer;
  let storage: RunningService;
  let gateway: RunningGateway;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ tokens, storage, gateway, close } = await startInOrder(async (defer) => {
      const issuer = await startTestTokenIssuer();
      defer(() => issuer.close());
      const dataDir = testDataDir('vitae-gw-storage-', defer);
      const started = await startTestStorage(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: await testDatabaseUrl('gateway_storage', defer),
          MAX_IMAGE_BYTES: String(2 * MiB),
          UPLOAD_TIMEOUT_MS: '2000',
          FILE_URL_SECRET: 'gateway-test-secret-0123456789-0123456789',
          ...issuer.config,
        },
        // No resume service here: every resume counts as public, so signed links open.
        { resumeVisibility: { isPublic: async () => true } },
      );
      defer(() => started.close());
      const front = await startTestGateway({
        STORAGE_URL: `${started.url}/graphql`,
        WEB_DIST: join(dataDir, 'no-web-build'),
      });
      defer(() => front.close());
      return { tokens: issuer, storage: started, gateway: front };
    }));
  });

  afterAll(() => close?.());

  const bearer = (userId: string) => tokens.headers(userId);
  const upload = async (body: FormData, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gateway.url}/api/storage/image`, {
      method: 'PUT',
      body,
      headers,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('uploads a picture with the browser cookie and serves it back at the answered URL', async () => {
    const picture = onePixelPng;
    const { status, body } = await upload(form(picture, 'me.png', 'image/png'), {
      cookie: `vitae_access=${await tokens.sign('gw-user')}`,
    });
    expect(status).toBe(200);
    expect(body.data).toMatch(/^\/api\/storage\/files\/users\/gw-user\/images\/[a-f0-9]{32}\.png$/);

    const served = await fetch(`${gateway.url}${String(body.data)}`);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const stored = Buffer.from(await served.arrayBuffer());
    // PNG signature, then the IHDR chunk: width and height, one pixel each.
    expect(stored.subarray(1, 4).toString()).toBe('PNG');
    expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([1, 1]);
  });

  it('answers refusals in the shape of every /api error', async () => {
    expect(await upload(form(onePixelPng, 'me.png', 'image/png'))).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'Unauthenticated', message: 'Sign in to upload files' },
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await upload(form(svg, 'a.png', 'image/png'), await bearer('gw-user'))).toMatchObject({
      status: 415,
      body: { statusCode: 415, code: 'UnsupportedImageType' },
    });
  });

  it('stops a 50 MB upload early instead of passing it all on', async () => {
    const result = await floodUpload(`${gateway.url}/api/storage/image`, await bearer('gw-user'), {
      file: onePixelPng,
      totalBytes: 50 * MiB,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ statusCode: 413, code: 'ImageTooLarge' });
    expect(result.bytesSent).toBeLessThan(20 * MiB);
  });

  it('cuts off a client trickling its upload a byte at a time', async () => {
    const result = await trickleUpload(
      `${gateway.url}/api/storage/image`,
      await bearer('gw-user'),
      {
        file: onePixelPng,
      },
    );
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toMatchObject({ statusCode: 408, code: 'UploadTimedOut' });
    expect(result.finished).toBe(false);
  });

  it('serves a private PDF to its owner and to a signed link, named after the resume', async () => {
    const client = createStorageClient({
      baseUrl: storage.url,
      credential: testServiceCredential(),
    });
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const { key, url } = await client.putPrintedFile(
      { userId: 'gw-user', resumeId: 'r1', contentHash: 'abc123', output: 'pdf' },
      pdf,
      'Software Engineer',
    );
    const owner = await fetch(`${gateway.url}${url}`, { headers: await bearer('gw-user') });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    expect(owner.headers.get('content-disposition')).toBe(
      `inline; filename="Software Engineer"; filename*=UTF-8''Software%20Engineer`,
    );
    expect(Buffer.from(await owner.arrayBuffer())).toEqual(pdf);

    expect((await fetch(`${gateway.url}${url}`)).status).toBe(401);
    expect(
      (await fetch(`${gateway.url}${url}`, { headers: await bearer('intruder') })).status,
    ).toBe(404);
    const link = await client.signedUrl(key, 300);
    const shared = await fetch(`${gateway.url}${link}`);
    expect(shared.status).toBe(200);
    expect(Buffer.from(await shared.arrayBuffer())).toEqual(pdf);
  });

  it.each([
    ['GET', '/internal/resumes/gw-user/r1/abc123.pdf'],
    ['POST', '/internal/remote-images'],
    ['POST', '/internal/signed-urls'],
    ['GET', '/api/storage/internal/resumes/gw-user/r1/abc123.pdf'],
  ])("does not expose storage's internal route %s %s", async (method, path) => {
    const response = await fetch(`${gateway.url}${path}`, {
      method,
      ...(method === 'POST'
        ? { body: JSON.stringify({ url: 'http://127.0.0.1/', key: 'x', expiresInSeconds: 60 }) }
        : {}),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(404);
  });
  it.each([
    '/api/storage/files/../../../internal/resumes/gw-user/r1/abc123.pdf',
    '/api/storage/files/%2e%2e/%2e%2e/%2e%2e/internal/resumes/gw-user/r1/abc123.pdf',
    '/api/storage/files/..%2f..%2f..%2finternal/resumes/gw-user/r1/abc123.pdf',
  ])('does not let the raw path %s climb to an internal route', async (path) => {
    await createStorageClient({
      baseUrl: storage.url,
      credential: testServiceCredential(),
    }).putPrintedFile(
      { userId: 'gw-user', resumeId: 'r1', contentHash: 'abc123', output: 'pdf' },
      Buffer.from('%PDF-1.7\n%%EOF\n'),
      'CV',
    );
    // Sent as written: fetch() would resolve the dots before sending.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${gateway.url}/`, { method: 'GET', path }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });
});

describe('the gateway when storage is down', () => {
  it('answers 502 instead of hanging or crashing', async () => {
    const gateway = await startTestGateway({
      STORAGE_URL: 'http://127.0.0.1:1/graphql',
      WEB_DIST: join(tmpdir(), 'vitae-no-web-build'),
    });
    try {
      const response = await fetch(`${gateway.url}/api/storage/files/users/u/images/x.png`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ statusCode: 502 });
    } finally {
      await gateway.close();
    }
  });
});
