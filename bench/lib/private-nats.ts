// A nats-server of the benchmark's own, with JetStream, on a loopback address
// of its own and a temporary store: the services' streams and durable consumers
// have fixed names (proto's RESUME_EVENTS, render-jobs, ...), so a run on the
// NATS server that the tests share would take their deliveries and they its.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const binary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export type PrivateNats = { url: string; stop(): Promise<void> };

/**
 * A loopback address of the server's own (127.A.B.1, A and B at random): a port
 * picked on 127.0.0.1 can be taken before the server binds it by another
 * process's outgoing connection; nothing else uses an address like this.
 */
function ownLoopback(): string {
  const [a, b] = randomBytes(2);
  return `127.${1 + (a! % 250)}.${b}.1`;
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `nats-server -js` on a loopback address of its own (file store in a temporary folder); gives up after 10 s. */
export async function startPrivateNats(): Promise<PrivateNats> {
  const host = ownLoopback();
  const port = 4222;
  const storeDir = mkdtempSync(join(tmpdir(), 'vitae-bench-nats-'));
  const child: ChildProcess = spawn(
    binary,
    ['-a', host, '-p', String(port), '-js', '-sd', storeDir],
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
  while (!(await accepts(host, port))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      await stop();
      throw new Error(`${binary} did not start on ${host}:${port}`);
    }
    await sleep(50);
  }
  return { url: `nats://${host}:${port}`, stop };
}
