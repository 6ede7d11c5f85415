// Runs a benchmark's make target as a smoke (BENCH_SMOKE=1, bench/lib/bench-settings.ts):
// the target's own recipe with small counts, so `make test` proves that every
// benchmark still starts, completes and prints its figures (docs/testing.md).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

/** What a smoke run left: its exit code (null when killed) and everything it wrote. */
export type SmokeRun = { code: number | null; output: string };

/**
 * `make <target>` with BENCH_SMOKE=1, from the repository's root. The target's
 * build step is taken as done (`make test` builds before jest; `-o build -o
 * install` skips it and the npm install), and the benchmark is compiled into
 * a directory of its own, so two smokes, or a smoke and a full run, never
 * share one. `env` adds the benchmark's own settings. DATABASE_URL names the tests' PostgreSQL server (PG_TEST_URL),
 * as docs/performance.md runs the benchmarks: each run makes a fresh
 * database on it and drops it. Killed, with everything it started, after
 * `timeoutMs`.
 */
export function runSmoke(
  target: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<SmokeRun> {
  const child = spawn(
    'make',
    [
      '--no-print-directory',
      '-o',
      'build',
      '-o',
      'install',
      target,
      `BENCH_OUT=node_modules/.cache/vitae/bench-smoke-${target}`,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        BENCH_SMOKE: '1',
        DATABASE_URL: process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        ...env,
      },
      // A process group of its own, so a timeout stops the benchmark's Chromium too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      fail(new Error(`make ${target} did not finish in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

/** The lines of `output` that match `pattern`, for assertions that read as a list of figures. */
export function linesMatching(output: string, pattern: RegExp): string[] {
  return output.split('\n').filter((line) => pattern.test(line));
}
