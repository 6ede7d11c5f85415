import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

import { fetchLike, httpCall, HttpCallError } from '../../src/http/http-client';

type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

/** A real HTTP server on loopback whose answer each test writes; counts its connections. */
async function serve(handler: Handler) {
  let connections = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks), response));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('httpCall', () => {
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends the method, headers and body, and reads the whole answer', async () => {
    server = await serve((request, body, response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          method: request.method,
          type: request.headers['content-type'],
          length: request.headers['content-length'],
          bytes: body.length,
          first: body[0],
        }),
      );
    });
    const pdf = new Uint8Array(100_000).fill(37);

    const answer = await httpCall(`${server.url}/files/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: pdf,
    });

    expect(answer.status).toBe(201);
    expect(answer.ok).toBe(true);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.json()).toEqual({
      method: 'PUT',
      type: 'application/pdf',
      length: '100000',
      bytes: 100_000,
      first: 37,
    });
  });

  it('answers any status, and marks only 2xx as ok', async () => {
    server = await serve((_request, _body, response) => {
      response.statusCode = 404;
      response.end('{"code":"FileNotFound"}');
    });

    const answer = await httpCall(`${server.url}/missing`);

    expect(answer.status).toBe(404);
    expect(answer.ok).toBe(false);
    expect(answer.text()).toBe('{"code":"FileNotFound"}');
  });

  it('keeps the connection open between calls', async () => {
    server = await serve((_request, _body, response) => response.end('ok'));

    for (let call = 0; call < 3; call += 1) {
      expect((await httpCall(`${server.url}/ping`)).text()).toBe('ok');
    }

    expect(server.connections()).toBe(1);
  });

  it('gives up after its time limit, naming the call', async () => {
    server = await serve(() => undefined);

    const call = httpCall(`${server.url}/slow`, { timeoutMs: 200 });

    await expect(call).rejects.toThrow(HttpCallError);
    await expect(call).rejects.toThrow(`GET ${server.url}/slow took longer than 200 ms`);
  });

  it('refuses an answer larger than allowed', async () => {
    server = await serve((_request, _body, response) => response.end(Buffer.alloc(5000)));

    await expect(httpCall(`${server.url}/big`, { maxResponseBytes: 4096 })).rejects.toThrow(
      'answered more than 4096 bytes',
    );
  });

  it('fails when the connection closes before the answer ends', async () => {
    server = await serve((_request, _body, response) => {
      response.writeHead(200, { 'content-length': '1000' });
      response.write('partial');
      setTimeout(() => response.destroy(), 20);
    });

    await expect(httpCall(`${server.url}/cut`)).rejects.toThrow(HttpCallError);
  });

  it('fails with the cause when nothing listens', async () => {
    server = await serve(() => undefined);
    const { url } = server;
    await server.close();
    server = undefined;

    const failure = await httpCall(`${url}/gone`).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpCallError);
    expect((failure as HttpCallError).message).toMatch(/ECONNREFUSED/);
    expect((failure as HttpCallError).url).toBe(`${url}/gone`);
  });

  it('stops when its signal aborts', async () => {
    server = await serve(() => undefined);
    const controller = new AbortController();

    const call = httpCall(`${server.url}/wait`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);

    await expect(call).rejects.toThrow('was aborted');
  });
});

describe('fetchLike', () => {
  it('answers in the Fetch API shape Apollo reads, several cookies included', async () => {
    const server = await serve((_request, body, response) => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.setHeader('set-cookie', ['a=1', 'b=2']);
      response.end(body);
    });
    try {
      const response = await fetchLike(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });

      expect(response.status).toBe(200);
      expect(response.statusText).toBe('OK');
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      expect(await response.clone().text()).toBe('{"query":"{ me { id } }"}');
      expect(await response.json()).toEqual({ query: '{ me { id } }' });
    } finally {
      await server.close();
    }
  });
});
