import { identityConfigSchema, type RunningIdentity, startIdentity } from '@vitae/identity';
import { renderConfigSchema, startRender } from '@vitae/render';
import { resumeConfigSchema, startResume } from '@vitae/resume';
import { loadConfig, type RunningService } from '@vitae/service-kit';
import {
  createTestDatabase,
  startInOrder,
  testDataDir,
  testServiceEnv,
} from '@vitae/service-kit/testing';
import { startStorage, storageConfigSchema, type StorageOptions } from '@vitae/storage';
import { Client } from 'pg';

import { type AllInOne, startAllInOne } from '../../src/all-in-one/all-in-one';
import { type RunningGateway, startGateway } from '../../src/app';
import { gatewayConfigSchema } from '../../src/config';

/** Settings for one service under test, on top of {@link testServiceEnv}'s. */
export type TestEnv = Record<string, string | undefined>;

/** The gateway in test mode on a free loopback port; `env` names its subgraphs. */
export function startTestGateway(env: TestEnv): Promise<RunningGateway> {
  return startGateway(loadConfig(gatewayConfigSchema, testServiceEnv(env)));
}

/** Identity in test mode on a free loopback port. */
export function startTestIdentity(env: TestEnv): Promise<RunningIdentity> {
  return startIdentity(loadConfig(identityConfigSchema, testServiceEnv(env)));
}

/** Resume in test mode on a free loopback port. */
export function startTestResume(env: TestEnv): Promise<RunningService> {
  return startResume(loadConfig(resumeConfigSchema, testServiceEnv(env)));
}

/** Storage in test mode on a free loopback port. */
export function startTestStorage(env: TestEnv, options?: StorageOptions): Promise<RunningService> {
  return startStorage(loadConfig(storageConfigSchema, testServiceEnv(env)), options);
}

/** Render in test mode on a free loopback port. */
export function startTestRender(env: TestEnv): Promise<RunningService> {
  return startRender(loadConfig(renderConfigSchema, testServiceEnv(env)));
}

/**
 * The all-in-one mode with every port chosen by the system and a data folder
 * of its own. With `postgres`, its services get databases on the test
 * PostgreSQL (a base database, and one per service named after it), all
 * dropped again on `close()`.
 */
export function startTestAllInOne(
  env: TestEnv,
  { postgres = false }: { postgres?: boolean } = {},
): Promise<{ vitae: AllInOne; close(): Promise<void> }> {
  return startInOrder(async (defer) => {
    let databaseUrl: string | undefined;
    if (postgres) {
      const server = await createTestDatabase('aio');
      defer(() => server.drop());
      defer(() => dropServiceDatabases(server.url));
      databaseUrl = server.url;
    }
    const vitae = await startAllInOne(
      testServiceEnv({
        IDENTITY_PORT: '0',
        RESUME_PORT: '0',
        STORAGE_PORT: '0',
        RENDER_PORT: '0',
        DATA_DIR: testDataDir('vitae-aio-', defer),
        DATABASE_URL: databaseUrl,
        ...env,
      }),
    );
    defer(() => vitae.close());
    return { vitae };
  });
}

/** Drops the databases the all-in-one mode made next to `baseUrl`'s, one per service. */
async function dropServiceDatabases(baseUrl: string): Promise<void> {
  const base = new URL(baseUrl).pathname.slice(1);
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const service of ['identity', 'resume', 'storage']) {
      await admin.query(`DROP DATABASE IF EXISTS "${base}_${service}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
