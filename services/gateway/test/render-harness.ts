import { join } from 'node:path';

import { type RunningService } from '@vitae/service-kit';
import {
  type Defer,
  startInOrder,
  startTestTokenIssuer,
  testDatabaseUrl,
  testDataDir,
} from '@vitae/service-kit/testing';

import { type RunningGateway } from '../src/app';
import {
  startTestGateway,
  startTestRender,
  startTestResume,
  startTestStorage,
  type TestEnv,
} from './support/start-services';

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

/**
 * Starts the stack; whatever started is stopped again if a later part fails.
 * Each service has an event bus of its own unless `natsUrl` names a NATS
 * server for resume and render to share: then resume's changes reach render,
 * which prints ahead of time (docs/render.md, "Ahead of time").
 */
export async function startRenderStack({
  prefix = 'gateway_render',
  natsUrl,
}: { prefix?: string; natsUrl?: string } = {}): Promise<RenderStack> {
  return startInOrder(async (defer) => {
    const issuer = await startTestTokenIssuer();
    defer(() => issuer.close());
    const bus = natsUrl ? { NATS_URL: natsUrl } : {};
    const { render, gateway } = await startPrintServices(defer, {
      prefix,
      auth: issuer.config,
      resumeEnv: bus,
      renderEnv: { RENDER_CONCURRENCY: '2', ...bus },
    });
    return {
      url: gateway.url,
      render,
      newUser: () => issuer.newUser(),
      async metric(name: string) {
        const text = await (await fetch(`${render.url}/metrics`)).text();
        const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
        return line ? Number(line.slice(name.length + 1)) : 0;
      },
    };
  });
}

/**
 * Resume, storage and render on fresh databases, with the gateway in front, as
 * steps of {@link startInOrder}. `auth` tells the three how to check tokens;
 * `gatewayEnv`, `resumeEnv` and `renderEnv` add settings.
 */
export async function startPrintServices(
  defer: Defer,
  {
    prefix,
    auth,
    gatewayEnv = {},
    resumeEnv = {},
    renderEnv = {},
  }: {
    prefix: string;
    auth: TestEnv;
    gatewayEnv?: TestEnv;
    resumeEnv?: TestEnv;
    renderEnv?: TestEnv;
  },
): Promise<{
  resume: RunningService;
  storage: RunningService;
  render: RunningService;
  gateway: RunningGateway;
}> {
  const dataDir = testDataDir(`vitae-${prefix}-`, defer);
  const resume = await startTestResume({
    ...auth,
    DATABASE_URL: await testDatabaseUrl(`${prefix}_resume`, defer),
    ...resumeEnv,
  });
  defer(() => resume.close());
  const storage = await startTestStorage({
    ...auth,
    DATA_DIR: dataDir,
    DATABASE_URL: await testDatabaseUrl(`${prefix}_storage`, defer),
    FILE_URL_SECRET: 'render-stack-secret-0123456789-0123456789',
    // A reader's signed link opens only while resume calls the resume public.
    RESUME_URL: `${resume.url}/graphql`,
  });
  defer(() => storage.close());
  const render = await startTestRender({
    ...auth,
    STORAGE_URL: storage.url,
    ARTBOARD_DIR: webDist,
    // Where render counts the downloads of readers other than the owner.
    RESUME_URL: `${resume.url}/graphql`,
    ...renderEnv,
  });
  defer(() => render.close());
  const gateway = await startTestGateway({
    RESUME_URL: `${resume.url}/graphql`,
    STORAGE_URL: `${storage.url}/graphql`,
    RENDER_URL: `${render.url}/graphql`,
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...gatewayEnv,
  });
  defer(() => gateway.close());
  return { resume, storage, render, gateway };
}
