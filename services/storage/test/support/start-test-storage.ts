import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig, type RunningService } from '@vitae/service-kit';
import {
  createTestDatabase,
  startTestTokenIssuer,
  type TestTokenIssuer,
} from '@vitae/service-kit/testing';

import { startStorage, type StorageOptions } from '../../src/app';
import { storageConfigSchema } from '../../src/config';

/** A storage service on loopback with its own database, folder and token issuer. */
export type TestStorage = {
  service: RunningService;
  url: string;
  tokens: TestTokenIssuer;
  /** A bearer header for `userId`. */
  auth(userId: string): Promise<Record<string, string>>;
  close(): Promise<void>;
};

/** Starts storage the way production does, against the local PostgreSQL; `env` overrides settings. */
export async function startTestStorage(
  env: Record<string, string> = {},
  options: StorageOptions = {},
): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-storage-'));
  const database = await createTestDatabase('storage');
  const tokens = await startTestTokenIssuer();
  try {
    const service = await startStorage(
      loadConfig(storageConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        FILE_URL_SECRET: testFileSecret,
        ...tokens.config,
        ...env,
      }),
      options,
    );
    return {
      service,
      url: service.url,
      tokens,
      auth: async (userId) => ({ authorization: `Bearer ${await tokens.sign(userId)}` }),
      close: async () => {
        await service.close();
        await tokens.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await tokens.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The FILE_URL_SECRET test services run with, so a test can sign links of its own. */
export const testFileSecret = 'a-test-secret-that-is-long-enough-0123456789';

/** A multipart form with one file part, as a browser sends it. */
export function imageForm(bytes: Buffer, fileName = 'picture.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
