// Vitae started inside the benchmark's process: every service and the gateway
// on loopback ports (the all-in-one mode of `make run`), from their `dist`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { AllInOne } from '../../services/gateway/src/all-in-one/all-in-one';
import { freshDatabase } from './bench-database';

export type InProcessVitae = {
  /** The gateway. */
  url: string;
  /** The render service itself (its `/metrics`), not through the gateway. */
  renderUrl: string;
  /** Whether the services run on Postgres (DATABASE_URL) rather than the embedded database. */
  postgres: boolean;
  /**
   * The service credential (INTERNAL_API_TOKEN) every subgraph demands: a
   * benchmark that asks a service's /graphql directly, as the gateway does,
   * presents it (`serviceCredentialHeaders` of the service kit).
   */
  credential: string;
  /** Stops every service and drops what the run made: its database and data directory. */
  close(): Promise<void>;
};

/**
 * Render's ceiling on uncached prints per account and minute
 * (RENDER_PRINTS_PER_MINUTE, 60 by default), lifted for the throughput
 * benchmarks unless the environment sets it: their few accounts stand for
 * many people printing at once, and the ceiling is fairness between accounts,
 * which bench/print-fairness.ts measures at render's default.
 */
export function printCeilingLifted(): Record<string, string> {
  return { RENDER_PRINTS_PER_MINUTE: process.env.RENDER_PRINTS_PER_MINUTE || '1000000' };
}

/**
 * Render printing ahead of time the PDFs of public resumes only
 * (RENDER_AHEAD_PDFS=public), for the benchmarks that time uncached prints of
 * private resumes: at render's default every resume's PDF is printed about a
 * second after its last change (docs/render.md, "Ahead of time"), so the
 * resumes they make and then wait on render for would be printed before they
 * ask, and answered from storage.
 */
export function aheadPdfsPublicOnly(): Record<string, string> {
  return { RENDER_AHEAD_PDFS: 'public' };
}

/**
 * Starts Vitae from the built services under `root` (the repository), on a
 * fresh database of the DATABASE_URL server when it is set, else the embedded
 * one, with the in-process bus: a run must not share JetStream consumers with
 * tests running on the same NATS server. Render runs at its defaults unless
 * `env` says otherwise (`NATS_URL` in it connects every service to that
 * server instead of the in-process bus). `options.databaseUrl`, when given,
 * names the Postgres server in place of DATABASE_URL (undefined: the embedded
 * database).
 */
export async function startInProcessVitae(
  root: string,
  env: Record<string, string | undefined> = {},
  options: { databaseUrl?: string } = {},
): Promise<InProcessVitae> {
  const require = createRequire(join(root, 'package.json'));
  const { startAllInOne } = require(
    join(root, 'services/gateway/dist/all-in-one/all-in-one.js'),
  ) as {
    startAllInOne: (env: Record<string, string | undefined>) => Promise<AllInOne>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-'));
  const serverUrl = 'databaseUrl' in options ? options.databaseUrl : process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl) : undefined;
  const cleanUp = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Made here rather than by the launcher, so the benchmark knows it.
  const credential = env.INTERNAL_API_TOKEN ?? randomBytes(32).toString('base64url');
  let vitae: AllInOne;
  try {
    vitae = await startAllInOne({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: '0',
      IDENTITY_PORT: '0',
      RESUME_PORT: '0',
      STORAGE_PORT: '0',
      RENDER_PORT: '0',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
      ...env,
      INTERNAL_API_TOKEN: credential,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const render = vitae.services.find((service) => service.service === 'render');
  if (!render) {
    await vitae.close();
    await cleanUp();
    throw new Error('the all-in-one process started no render service');
  }
  return {
    url: vitae.url,
    renderUrl: render.url,
    postgres: database !== undefined,
    credential,
    close: async () => {
      try {
        await vitae.close();
      } finally {
        await cleanUp();
      }
    },
  };
}
