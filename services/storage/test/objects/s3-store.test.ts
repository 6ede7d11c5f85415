import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig } from '@vitae/service-kit';
import S3rver from 's3rver';

import { storageConfigSchema } from '../../src/config';
import { createObjectStore, createS3Store } from '../../src/objects';
import { describeObjectStoreContract } from './object-store-contract';

// An S3-compatible server on loopback, started by the test: the same client
// code runs against it as against MinIO in a cluster.
const directory = mkdtempSync(join(tmpdir(), 'vitae-s3-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
let endpoint = '';

beforeAll(async () => {
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describeObjectStoreContract('S3 (s3rver on loopback)', () =>
  createS3Store({
    endpoint,
    region: 'us-east-1',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket: 'vitae-test',
  }),
);

describe('choosing the object store by configuration', () => {
  it('uses S3 when S3_ENDPOINT is set, and local disk under DATA_DIR otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitae-data-'));
    try {
      const s3 = await createObjectStore(
        loadConfig(storageConfigSchema, {
          DATA_DIR: dataDir,
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY: 'S3RVER',
          S3_SECRET_KEY: 'S3RVER',
          S3_BUCKET: 'vitae-config-test',
        }),
      );
      const disk = await createObjectStore(loadConfig(storageConfigSchema, { DATA_DIR: dataDir }));
      expect([s3.kind, disk.kind]).toEqual(['s3', 'disk']);
      await s3.put('probe/a.txt', Buffer.from('s3'), { contentType: 'text/plain' });
      expect(await disk.head('probe/a.txt')).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
