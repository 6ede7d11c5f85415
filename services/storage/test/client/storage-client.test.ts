import { testServiceCredential } from '@vitae/service-kit/testing';

import { createStorageClient, StorageClientError } from '../../src';
import { makeImage } from '../support/images';
import { type PictureServer, startPngServer } from '../support/picture-server';
import { startTestStorage, type TestStorage } from '../support/start-test-storage';

describe('the storage client fetching resume pictures through storage', () => {
  let png: Buffer;
  let pictures: PictureServer;
  let guarded: TestStorage;
  let permissive: TestStorage;

  beforeAll(async () => {
    png = await makeImage('png');
    pictures = await startPngServer(png);
    guarded = await startTestStorage();
    permissive = await startTestStorage(
      {},
      {
        remoteImagePolicy: ({ address, port }) => address === '127.0.0.1' && port === pictures.port,
      },
    );
  });

  afterAll(async () => {
    await guarded?.close();
    await permissive?.close();
    await pictures?.close();
  });

  it('is refused a loopback picture by the running service, which never requests it', async () => {
    const client = guarded.client();
    const refusal = await client
      .fetchImage(`${pictures.url}/me.png`)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StorageClientError);
    expect(refusal).toMatchObject({ code: 'RemoteImageRefused', status: 403 });
    expect(pictures.requests).toEqual([]);
  });

  it('gets the picture where the policy allows that one server', async () => {
    const client = createStorageClient({
      baseUrl: `${permissive.url}/graphql`,
      credential: testServiceCredential(),
    });
    const image = await client.fetchImage(`${pictures.url}/me.png`);
    expect(image.contentType).toBe('image/png');
    expect(Buffer.from(image.bytes).equals(png)).toBe(true);
  });

  it('refuses to sign a link to a picture or an unknown key', async () => {
    const client = guarded.client();
    await expect(
      client.signedUrl('users/u1/images/0123456789abcdef0123456789abcdef.png', 60),
    ).rejects.toMatchObject({ code: 'FileNotFound', status: 404 });
  });
});

describe('storage with INTERNAL_API_TOKEN set', () => {
  const token = 'internal-token-for-tests-0123456789abcdef';
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await startTestStorage({ INTERNAL_API_TOKEN: token });
  });

  afterAll(() => storage?.close());

  const ref = { userId: 'u1', resumeId: 'r1', contentHash: 'h1', output: 'pdf' } as const;
  const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');

  it('refuses a client presenting another credential', async () => {
    for (const credential of [`${token.slice(0, -1)}X`, testServiceCredential()]) {
      const client = createStorageClient({ baseUrl: storage.url, credential });
      await expect(client.putPrintedFile(ref, pdf, 'CV')).rejects.toMatchObject({
        code: 'Unauthenticated',
        status: 401,
      });
    }
  });

  it('serves a client presenting it', async () => {
    const client = createStorageClient({ baseUrl: storage.url, credential: token });
    const stored = await client.putPrintedFile(ref, pdf, 'CV');
    expect(await client.findPrintedFile(ref)).toEqual(stored);
  });
});
