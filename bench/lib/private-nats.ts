// A nats-server of the benchmark's own, with JetStream, on a free loopback
// port and a temporary store: the services' streams and durable consumers
// have fixed names (proto's RESUME_EVENTS, render-jobs, ...), so a run on the
// NATS server that the tests share would take their deliveries and they its.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const binary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export type PrivateNats = { url: string; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `nats-server -js` on 127.0.0.1 (file store in a temporary folder); gives up after 10 s. */
export async function startPrivateNats(): Promise<PrivateNats> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'vitae-bench-nats-'));
  const child: ChildProcess = spawn(
    binary,
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      // JetStream flushes its store on SIGTERM; a server still up after 5 s is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(storeDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      await stop();
      throw new Error(`${binary} did not start on 127.0.0.1:${port}`);
    }
    await sleep(50);
  }
  return { url: `nats://127.0.0.1:${port}`, stop };
}
