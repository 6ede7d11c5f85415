import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningGateway } from '../src/app';
import { upstreamUrl } from '../src/proxy/upstream-url';
import { startTestGateway } from './support/start-services';

/** A loopback HTTP server that writes down every request it gets and answers `name`. */
type Recorder = { server: Server; port: number; seen: string[] };

async function recorder(name: string): Promise<Recorder> {
  const seen: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`answered by ${name}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

/**
 * Sends a hand-written request (an HTTP client would normalise its target) and
 * reads the answer until the gateway closes the connection. `body` is what
 * follows the head as sent, chunk sizes included.
 */
function rawRequest(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/**
 * The gateway forwards only to its configured upstreams (docs/architecture.md
 * "The edge"): storage and identity are recorders here, and a third recorder,
 * the trap, stands for any other host and port a request might name.
 */
describe('quality: the gateway forwards only to its configured upstreams', () => {
  let storage: Recorder;
  let identity: Recorder;
  let trap: Recorder;
  let gateway: RunningGateway;
  let webDist: string;

  beforeAll(async () => {
    [storage, identity, trap] = await Promise.all([
      recorder('storage'),
      recorder('identity'),
      recorder('trap'),
    ]);
    webDist = mkdtempSync(join(tmpdir(), 'vitae-upstream-'));
    gateway = await startTestGateway({
      STORAGE_URL: `http://127.0.0.1:${storage.port}/graphql`,
      IDENTITY_URL: `http://127.0.0.1:${identity.port}/graphql`,
      WEB_DIST: join(webDist, 'no-web-build'),
    });
  });

  afterAll(async () => {
    await gateway?.close();
    for (const { server } of [storage, identity, trap]) {
      server?.close();
    }
    rmSync(webDist, { recursive: true, force: true });
  });

  afterEach(() => {
    // Whatever the request looked like, no other host or port was reached.
    expect(trap.seen).toEqual([]);
    storage.seen.length = 0;
    identity.seen.length = 0;
  });

  const trapAt = () => `127.0.0.1:${trap.port}`;

  it('refuses an absolute-form target with 400 before any route runs', async () => {
    for (const path of ['/api/storage/files/users/u/images/a.png', '/api/auth/github', '/ada/cv']) {
      const answer = await rawRequest(
        gateway.port,
        `GET http://${trapAt()}${path} HTTP/1.1\r\nHost: ${trapAt()}\r\nAccept: text/html`,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [{ path: 'target' }],
      });
    }
    for (const head of ['OPTIONS * HTTP/1.1', `GET ${trapAt()} HTTP/1.1`]) {
      expect((await rawRequest(gateway.port, `${head}\r\nHost: ${trapAt()}`)).status).toBe(400);
    }
    expect(storage.seen).toEqual([]);
    expect(identity.seen).toEqual([]);
  });

  it('sends a file request to storage whatever the Host header names', async () => {
    const answer = await rawRequest(
      gateway.port,
      `GET /api/storage/files/users/u/images/a.png?v=1 HTTP/1.1\r\nHost: ${trapAt()}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('answered by storage');
    expect(storage.seen).toEqual(['GET /api/storage/files/users/u/images/a.png?v=1']);
  });

  it('keeps doubled, backslashed and encoded slashes on storage', async () => {
    const targets = [
      `/api/storage/files//${trapAt()}/a.png`,
      `/api/storage/files/%2F%2F${trapAt()}/a.png`,
      `/api/storage/files/..%2F..%2F${trapAt()}/a.png`,
      `//${trapAt()}/api/storage/files/a.png`,
      `/\\${trapAt()}/api/storage/files/a.png`,
      `/api/storage/files/\\\\${trapAt()}/a.png`,
    ];
    for (const target of targets) {
      const answer = await rawRequest(gateway.port, `GET ${target} HTTP/1.1\r\nHost: ${trapAt()}`);
      // Either storage answered, or the gateway refused the path itself.
      expect([200, 404]).toContain(answer.status);
      if (answer.status === 200) {
        expect(answer.body).toContain('answered by storage');
      }
    }
  });

  it("sends a sign-in redirect to identity with the caller's query only", async () => {
    const answer = await rawRequest(
      gateway.port,
      `GET /api/auth/github?next=//${trapAt()}/x HTTP/1.1\r\nHost: ${trapAt()}`,
    );
    expect(answer.body).toContain('answered by identity');
    expect(identity.seen).toEqual([`GET /auth/github?next=//${trapAt()}/x`]);
  });

  it('builds every upstream address from the path and query alone', () => {
    const origin = 'http://127.0.0.1:4003/graphql';
    for (const target of [
      'http://evil.example:8999/api/x?y=1',
      '//evil.example:8999/api/x',
      '/\\evil.example/api/x',
      '/api/x?redirect=//evil.example#frag',
      '@evil.example/x',
    ]) {
      expect(upstreamUrl(origin, target).origin).toBe('http://127.0.0.1:4003');
    }
    expect(upstreamUrl(origin, '/api/storage/files/%2e%2e/%2e%2e/internal?a=1').href).toBe(
      'http://127.0.0.1:4003/api/internal?a=1',
    );
  });
});
