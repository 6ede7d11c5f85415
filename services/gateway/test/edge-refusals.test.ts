import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { startInOrder, startTestTokenIssuer } from '@vitae/service-kit/testing';

import { startPrintServices } from './render-harness';
import { call } from './resume-harness';

// Prints in real Chromium through four real services, render behind a counting proxy.
jest.setTimeout(90_000);

type User = { userId: string; headers: Record<string, string> };

/**
 * A loopback proxy in front of render that counts the GraphQL requests it
 * passes on; its target is set once render has started.
 */
function countingProxy() {
  const proxy = { target: '', requests: 0, url: '', server: undefined as Server | undefined };
  proxy.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      proxy.requests += 1;
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      );
      fetch(new URL(request.url ?? '/', proxy.target), {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  return proxy;
}

let url: string;
let proxy: ReturnType<typeof countingProxy>;
let newUser: () => Promise<User>;
let close: () => Promise<void>;

beforeAll(async () => {
  const stack = await startInOrder(async (defer) => {
    proxy = countingProxy();
    const server = proxy.server as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    defer(() => new Promise<void>((resolve) => server.close(() => resolve())));
    proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const issuer = await startTestTokenIssuer();
    defer(() => issuer.close());
    const { render, gateway } = await startPrintServices(defer, {
      prefix: 'gateway_edge',
      auth: issuer.config,
      // One uncached print a minute per account: the second is refused.
      renderEnv: { RENDER_CONCURRENCY: '2', RENDER_PRINTS_PER_MINUTE: '1' },
      gatewayEnv: { RENDER_URL: `${proxy.url}/graphql` },
    });
    proxy.target = render.url;
    return { url: gateway.url, newUser: () => issuer.newUser() };
  });
  url = stack.url;
  newUser = stack.newUser;
  close = stack.close;
}, 120_000);

afterAll(async () => {
  await close?.();
});

async function createResume(user: User, title: string): Promise<string> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await call<{ id: string }>(`${url}/api/resume`, 'POST', user.headers, {
    title,
    slug,
    sample: true,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

type Refusal = { statusCode: number; code: string; details?: { retryAfterSeconds?: number } };

function print(user: User, id: string) {
  return call<{ url: string } & Refusal>(`${url}/api/resume/print/${id}`, 'GET', user.headers);
}

describe('refusals at the edge (docs/architecture.md#refusal-memory)', () => {
  test('an account past its print limit is refused at the gateway without reaching render; another account still prints', async () => {
    const flooder = await newUser();
    const other = await newUser();
    const [first, second, third] = [
      await createResume(flooder, 'Edge One'),
      await createResume(flooder, 'Edge Two'),
      await createResume(flooder, 'Edge Three'),
    ];
    expect((await print(flooder, first)).status).toBe(200);

    // Render refuses the second uncached print and says when to come back.
    const limited = await print(flooder, second);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    const retryAfter = limited.body.details?.retryAfterSeconds ?? 0;
    expect(retryAfter).toBeGreaterThan(0);

    // Until then the gateway answers the same refusal itself: render is not asked.
    const reachedRender = proxy.requests;
    for (const id of [third, second, first]) {
      const refused = await print(flooder, id);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      expect(refused.body.details?.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.body.details?.retryAfterSeconds).toBeLessThanOrEqual(retryAfter);
    }
    expect(proxy.requests).toBe(reachedRender);

    // Another account prints as before, through render.
    const otherResume = await createResume(other, 'Other One');
    const printed = await print(other, otherResume);
    expect(printed.status).toBe(200);
    expect(printed.body.url).toEqual(expect.any(String));
    expect(proxy.requests).toBeGreaterThan(reachedRender);

    // The limited account's other calls still go through.
    const list = await call(`${url}/api/resume`, 'GET', flooder.headers);
    expect(list.status).toBe(200);
  });
});
