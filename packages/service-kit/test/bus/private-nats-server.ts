import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const binary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/**
 * A loopback address of the server's own (127.A.B.1, A and B at random). A port
 * picked on 127.0.0.1 can be taken, between the pick and a restart, by any
 * outgoing connection of a test running beside this one; nothing else uses an
 * address like this, so the server keeps NATS's own port across restarts.
 */
function ownLoopback(): string {
  const [a, b] = randomBytes(2);
  return `127.${1 + (a! % 250)}.${b}.1`;
}

async function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A nats-server of the test's own on a loopback address of its own, so a test can stop
 * and restart "the server" without touching the one other suites share. Its
 * JetStream store lives in a temporary folder that survives restarts.
 */
export class PrivateNatsServer {
  private process?: ChildProcess;
  private readonly storeDir = mkdtempSync(join(tmpdir(), 'vitae-nats-'));

  readonly port = 4222;

  private constructor(readonly host: string) {}

  static async start(): Promise<PrivateNatsServer> {
    const server = new PrivateNatsServer(ownLoopback());
    await server.restart();
    return server;
  }

  get url(): string {
    return `nats://${this.host}:${this.port}`;
  }

  get running(): boolean {
    return this.process !== undefined;
  }

  /** Starts the server again on the same port and store; it must be stopped. */
  async restart(): Promise<void> {
    if (this.process) {
      throw new Error('nats-server is already running');
    }
    const child = spawn(
      binary,
      ['-a', this.host, '-p', String(this.port), '-js', '-sd', this.storeDir],
      {
        stdio: 'ignore',
      },
    );
    this.process = child;
    const started = Date.now();
    while (!(await accepts(this.host, this.port))) {
      if (child.exitCode !== null || Date.now() - started > 5_000) {
        throw new Error(`nats-server did not start on ${this.host}:${this.port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) {
      return;
    }
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}
