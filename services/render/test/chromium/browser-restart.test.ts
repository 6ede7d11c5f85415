import { type ChromiumPool, startChromiumPool } from '../../src/chromium/chromium-pool';

// Real Chromium: a fresh browser after every two jobs.
jest.setTimeout(60_000);

let pool: ChromiumPool;
let restarts = 0;

beforeAll(async () => {
  pool = await startChromiumPool({
    concurrency: 2,
    jobTimeoutMs: 30_000,
    restartAfterJobs: 2,
    onRestart: () => {
      restarts += 1;
    },
  });
});

afterAll(async () => {
  await pool?.close();
});

/** A small print in `into`, answering the id of the Chromium process that made it. */
function print(
  before?: Promise<void>,
  into: ChromiumPool = pool,
): Promise<{ pid: number; bytes: number }> {
  return into.run(async (page) => {
    await page.setContent('<p>Restart me</p>');
    await before;
    const pdf = await page.pdf();
    return { pid: page.browser().process()!.pid!, bytes: pdf.length };
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a browser restarted after N jobs', () => {
  it('starts a fresh Chromium every two jobs and every print succeeds', async () => {
    const results = [];
    for (let i = 0; i < 5; i += 1) {
      results.push(await print());
    }

    const pids = results.map((result) => result.pid);
    expect(pids[0]).toBe(pids[1]);
    expect(pids[2]).not.toBe(pids[1]);
    expect(pids[2]).toBe(pids[3]);
    expect(pids[4]).not.toBe(pids[3]);
    expect(new Set(pids).size).toBe(3);
    expect(results.every((result) => result.bytes > 500)).toBe(true);
    expect(restarts).toBe(2);
  });

  it('lets the jobs a used browser holds finish before closing it', async () => {
    const own = await startChromiumPool({
      concurrency: 2,
      jobTimeoutMs: 30_000,
      restartAfterJobs: 2,
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Two jobs take the first browser's two jobs and stay in flight until the gate opens.
    const held = [print(gate, own), print(gate, own)];
    // The third job finds that browser used up and runs in a fresh one meanwhile.
    const fresh = await print(undefined, own);
    release();
    const [first, second] = await Promise.all(held);

    expect(first.pid).toBe(second.pid);
    expect(fresh.pid).not.toBe(first.pid);
    expect(first.bytes).toBeGreaterThan(500);
    expect(second.bytes).toBeGreaterThan(500);
    expect(fresh.bytes).toBeGreaterThan(500);
    // Once its jobs are done the used browser goes away.
    while (alive(first.pid)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(alive(fresh.pid)).toBe(true);
    await own.close();
  });
});
