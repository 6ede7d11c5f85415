import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { renderConfigSchema, startRender } from '@vitae/render';
import { resumeConfigSchema, startResume } from '@vitae/resume';
import { loadConfig, type RunningService } from '@vitae/service-kit';
import { createTestDatabase, startTestTokenIssuer } from '@vitae/service-kit/testing';
import { startStorage, storageConfigSchema } from '@vitae/storage';

import { type RunningGateway, startGateway } from '../src/app';
import { gatewayConfigSchema } from '../src/config';

/** The web build render prints from; `make test` builds it before jest runs. */
const webDist = join(__dirname, '../../../web/dist');

/** Resume, storage and render started for real on loopback, with the gateway in front. */
export type RenderStack = {
  url: string;
  render: RunningService;
  newUser(): Promise<{ userId: string; headers: Record<string, string> }>;
  /** A counter of render's /metrics, e.g. `vitae_render_prints_total{output="pdf"}`. */
  metric(name: string): Promise<number>;
  close(): Promise<void>;
};

/** Starts the stack; whatever started is stopped again if a later part fails. */
export async function startRenderStack(): Promise<RenderStack> {
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop();
    }
  };
  try {
    const issuer = await startTestTokenIssuer();
    stops.push(() => issuer.close());
    const resumeDb = await createTestDatabase('gateway_render_resume');
    stops.push(() => resumeDb.drop());
    const storageDb = await createTestDatabase('gateway_render_storage');
    stops.push(() => storageDb.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'vitae-render-stack-'));
    stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const common = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', ...issuer.config };

    const resume = await startResume(
      loadConfig(resumeConfigSchema, { ...common, DATABASE_URL: resumeDb.url }),
    );
    stops.push(() => resume.close());
    const storage = await startStorage(
      loadConfig(storageConfigSchema, {
        ...common,
        DATA_DIR: dataDir,
        DATABASE_URL: storageDb.url,
        FILE_URL_SECRET: 'render-stack-secret-0123456789-0123456789',
        // A reader's signed link opens only while resume calls the resume public.
        RESUME_URL: `${resume.url}/graphql`,
      }),
    );
    stops.push(() => storage.close());
    const render = await startRender(
      loadConfig(renderConfigSchema, {
        ...common,
        STORAGE_URL: storage.url,
        ARTBOARD_DIR: webDist,
        RENDER_CONCURRENCY: '2',
        // Where render counts the downloads of readers other than the owner.
        RESUME_URL: `${resume.url}/graphql`,
      }),
    );
    stops.push(() => render.close());
    const gateway: RunningGateway = await startGateway(
      loadConfig(gatewayConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        RESUME_URL: `${resume.url}/graphql`,
        STORAGE_URL: `${storage.url}/graphql`,
        RENDER_URL: `${render.url}/graphql`,
        WEB_DIST: join(dataDir, 'no-web-build'),
      }),
    );
    stops.push(() => gateway.close());

    return {
      url: gateway.url,
      render,
      async newUser() {
        const userId = randomUUID();
        return { userId, headers: { authorization: `Bearer ${await issuer.sign(userId)}` } };
      },
      async metric(name) {
        const text = await (await fetch(`${render.url}/metrics`)).text();
        const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
        return line ? Number(line.slice(name.length + 1)) : 0;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
