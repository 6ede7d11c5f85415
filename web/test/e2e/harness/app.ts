import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { type Mailbox, startMailbox } from './mailbox';
import { freePort } from './ports';
import { createAppDatabase } from './postgres';
import { someTestFailed } from './test-failures';

/** The repository root (this file is web/test/e2e/harness/app.ts). */
export const repoRoot = resolve(__dirname, '../../../..');

/** What `make run` starts. */
const entry = join(repoRoot, 'services/gateway/dist/all-in-one/index.js');

export type StartAppOptions = {
  /** Added to the app's environment last, e.g. `{ SIGNUPS_DISABLED: 'true' }` or OIDC settings. */
  env?: Record<string, string>;
  /**
   * `postgres` (default): a fresh database on the test PostgreSQL, dropped by
   * `close`; the app starts in about 3 s instead of 10 (docs/testing-web.md).
   * `embedded`: exactly `make run`'s PGlite in the data dir. The bus is the
   * in-process one either way.
   */
  database?: 'embedded' | 'postgres';
  /** The gateway's port, when a test must know the URL first (an OIDC client's redirect URI). */
  port?: number;
  /** How long to wait for /healthz and /readyz; 120 s unless told. */
  startTimeoutMs?: number;
};

export type RunningApp = {
  /** The app's origin, e.g. `http://127.0.0.1:40123` (also its PUBLIC_URL). */
  url: string;
  /** Every mail the app sent. */
  mailbox: Mailbox;
  /** The app's stdout and stderr; kept and printed when a test of the file failed. */
  logPath: string;
  /** How long the app took from spawn to ready, in milliseconds. */
  startMs: number;
  /**
   * Stops the app (and the Chromium it prints with), the SMTP server, and
   * removes the data; the log too, unless a test of the file failed or
   * `keepLog` says to keep it.
   */
  close(options?: { keepLog?: boolean }): Promise<void>;
};

/** Every app process still running, so a crashed test run does not leave them behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) {
    killGroup(child, 'SIGKILL');
  }
});

/** The child leads its own process group (detached), so its Chromium goes with it. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) {
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolveExit();
    } else {
      child.once('exit', () => resolveExit());
    }
  });
}

function tail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Whether `url` answers 200 within 5 s. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Polls /healthz, then /readyz, until both answer 200; fails at once if the process exits. */
async function waitUntilReady(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  let gone = false;
  void exited(child).then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (const path of ['/healthz', '/readyz']) {
    while (!(await answers(`${url}${path}`))) {
      if (gone) {
        throw new Error(`the app exited (code ${child.exitCode}) before ${path} answered 200`);
      }
      if (Date.now() > deadline) {
        throw new Error(`${path} did not answer 200 within ${timeoutMs} ms`);
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
}

/** Environment variables the test runner may carry that would change the app's mode. */
const inheritedModeVariables = /^(DATABASE_URL|NATS_URL|S3_.*|.*_DATABASE_URL|.*_PORT|PORT)$/;

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !inheritedModeVariables.test(name)) {
      env[name] = value;
    }
  }
  return env;
}

/**
 * Starts Vitae as `make run` does (`node services/gateway/dist/all-in-one/index.js`)
 * in a child process on loopback: the gateway on a free port, the services on
 * ports the system picks, a temporary DATA_DIR, mail to an in-test SMTP server,
 * rate limits scaled up so a journey never meets one unless a test asks
 * (`RATE_LIMIT_SCALE`), only public resumes' PDFs printed ahead (`RENDER_AHEAD_PDFS`). Resolves once /healthz and /readyz answer 200.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  if (!existsSync(entry) || !existsSync(join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('The app is not built: run `make build` first.');
  }
  const attempts = options.port === undefined ? 3 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options, options.port ?? (await freePort()));
    } catch (error) {
      // Another process took the free port between the check and the listen.
      if (!(error instanceof PortTakenError) || attempt >= attempts) {
        throw error;
      }
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(options: StartAppOptions, port: number): Promise<RunningApp> {
  const startedAt = Date.now();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-e2e-data-'));
  const logDir = mkdtempSync(join(tmpdir(), 'vitae-e2e-log-'));
  const logPath = join(logDir, 'app.log');
  const mailbox = await startMailbox();
  const database = options.database === 'embedded' ? undefined : await createAppDatabase();

  const logFd = openSync(logPath, 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...baseEnv(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      IDENTITY_PORT: '0',
      RESUME_PORT: '0',
      STORAGE_PORT: '0',
      RENDER_PORT: '0',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SMTP_URL: mailbox.smtpUrl,
      RATE_LIMIT_SCALE: '1000',
      // Only public resumes' PDFs are printed ahead: every save of every test's
      // private resume would otherwise start a print beside the page under test
      // (docs/testing-web.md#one-app-for-the-run). Printing ahead is tested on its own.
      RENDER_AHEAD_PDFS: 'public',
      // Every test signs a new person up: hashed at the production cost, each
      // sign-up and sign-in takes both cores for a third of a second. Light
      // hashes are refused in production (docs/auth.md#passwords); the cost
      // itself is tested by identity's own tests.
      PASSWORD_HASH_COST: 'light',
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    },
  });
  closeSync(logFd);
  running.add(child);

  let closed = false;
  const stop = async (keepLog: boolean) => {
    if (closed) {
      return;
    }
    closed = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
    }
    // Whatever the app left running in its group (a Chromium that missed the stop).
    killGroup(child, 'SIGKILL');
    running.delete(child);
    await mailbox.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (keepLog) {
      process.stderr.write(`The app's log (${url}): ${logPath}\n`);
    } else {
      rmSync(logDir, { recursive: true, force: true });
    }
  };

  const close = ({ keepLog = false } = {}) => stop(keepLog || someTestFailed());

  try {
    await waitUntilReady(child, url, options.startTimeoutMs ?? 120_000);
  } catch (error) {
    const log = tail(logPath);
    const portTaken = /EADDRINUSE/.test(log);
    await stop(!portTaken);
    if (portTaken) {
      throw new PortTakenError(`port ${port} was taken`, { cause: error });
    }
    throw new Error(
      `Vitae did not start: ${(error as Error).message}. Log ${logPath}, last lines:\n${log}`,
      { cause: error },
    );
  }
  return { url, mailbox, logPath, startMs: Date.now() - startedAt, close };
}
