import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PrivateNatsServer } from '../../../../packages/service-kit/test/bus/private-nats-server';
import { type RenderStack, startRenderStack } from '../render-harness';

/** Render's default quiet spell (RENDER_AHEAD_QUIET_MS). */
export const quietMs = 500;
export const pdfJobsDone = 'vitae_render_jobs_total{output="pdf",outcome="completed"}';
export const pdfPrints = 'vitae_render_prints_total{output="pdf"}';
export const pdfHits = 'vitae_render_cache_hits_total{output="pdf"}';

/** Waits until `found` holds; jest's time limit bounds the wait. */
export async function until(found: () => Promise<boolean>): Promise<void> {
  while (!(await found())) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The text of the PDF at `url` (relative to `base`), downloaded with `headers`
 * as the owner's Download PDF tab opens it, on one line: a line may wrap.
 */
export async function pdfTextAt(
  base: string,
  headers: Record<string, string>,
  url: string,
  prefix: string,
  file: string,
): Promise<string> {
  const answer = await fetch(new URL(url, base), { headers });
  expect(answer.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const path = join(dir, file);
    writeFileSync(path, Buffer.from(await answer.arrayBuffer()));
    return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The running render stack and the person whose documents it prints. */
export type InstantStack = {
  stack: RenderStack;
  owner: Awaited<ReturnType<RenderStack['newUser']>>;
};

/**
 * Before all of a file's tests: a NATS JetStream server of the test's own and
 * gateway, resume, storage and render started on it (tables named from
 * `prefix`), with one new user, handed to `started`; after all, both stopped.
 */
export function withInstantStack(prefix: string, started: (running: InstantStack) => void): void {
  let nats: PrivateNatsServer | undefined;
  let stack: RenderStack | undefined;

  beforeAll(async () => {
    nats = await PrivateNatsServer.start();
    stack = await startRenderStack({ prefix, natsUrl: nats.url });
    started({ stack, owner: await stack.newUser() });
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await nats?.dispose();
  });
}
