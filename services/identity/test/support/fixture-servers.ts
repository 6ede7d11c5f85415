import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free port on loopback, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A provider of `test/fixtures/` running as its own process. */
export type FixtureIssuer = { issuer: string; stop(): void };

/**
 * Runs `test/fixtures/<file>` (oidc-provider ships only as ES modules, which
 * jest cannot load) on a free port with `argument`, and waits for the
 * `ready <issuer>` line it prints. The port is picked before the process binds
 * it, so another test's connection can take it in between: a provider that
 * exits before it is ready is started again on another port, three times at most.
 */
export async function startFixtureIssuer(file: string, argument: unknown): Promise<FixtureIssuer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(file, argument);
    } catch (error) {
      if (attempt === 3) {
        throw error;
      }
    }
  }
}

async function startOnce(file: string, argument: unknown): Promise<FixtureIssuer> {
  const child = spawn(
    process.execPath,
    [join(__dirname, '..', 'fixtures', file), String(await freePort()), JSON.stringify(argument)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\S+)/.exec(chunk.toString());
      if (match) {
        resolve(match[1]);
      }
    });
  });
  return { issuer, stop: () => child.kill('SIGTERM') };
}
