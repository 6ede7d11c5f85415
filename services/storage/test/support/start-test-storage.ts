import { loadConfig, type RunningService } from '@vitae/service-kit';
import {
  createTestDatabase,
  startInOrder,
  startTestTokenIssuer,
  testDataDir,
  testServiceCredential,
  testServiceEnv,
  type TestTokenIssuer,
} from '@vitae/service-kit/testing';

import { createStorageClient, type StorageClient } from '../../src';
import { startStorage, type StorageOptions } from '../../src/app';
import { storageConfigSchema } from '../../src/config';

/** A storage service on loopback with its own database, folder and token issuer. */
export type TestStorage = {
  service: RunningService;
  url: string;
  tokens: TestTokenIssuer;
  /** A bearer header for `userId`. */
  auth(userId: string): Promise<Record<string, string>>;
  /** The storage client other services use, with this process's service credential. */
  client(): StorageClient;
  close(): Promise<void>;
};

/** Starts storage the way production does, against the local PostgreSQL; `env` overrides settings. */
export function startTestStorage(
  env: Record<string, string> = {},
  options: StorageOptions = {},
): Promise<TestStorage> {
  return startInOrder(async (defer) => {
    const database = await createTestDatabase('storage');
    defer(() => database.drop());
    const tokens = await startTestTokenIssuer();
    defer(() => tokens.close());
    const service = await startStorage(
      loadConfig(
        storageConfigSchema,
        testServiceEnv({
          DATA_DIR: testDataDir('vitae-storage-', defer),
          DATABASE_URL: database.url,
          FILE_URL_SECRET: testFileSecret,
          ...tokens.config,
          ...env,
        }),
      ),
      options,
    );
    defer(() => service.close());
    return {
      service,
      url: service.url,
      tokens,
      auth: tokens.headers,
      client: () =>
        createStorageClient({ baseUrl: service.url, credential: testServiceCredential() }),
    };
  });
}

/** The FILE_URL_SECRET test services run with, so a test can sign links of its own. */
export const testFileSecret = 'a-test-secret-that-is-long-enough-0123456789';

/** A multipart form with one file part, as a browser sends it. */
export function imageForm(bytes: Buffer, fileName = 'picture.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
