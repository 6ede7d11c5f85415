import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { loadConfig } from '@vitae/service-kit';

import { type RunningGateway, startGateway } from '../src/app';
import { gatewayConfigSchema } from '../src/config';

jest.setTimeout(60_000);

type GraphResponse = {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/**
 * The gateway as a cluster runs it (NODE_ENV=production), in front of
 * subgraphs that answer nothing: what it serves comes from the checked-in
 * supergraph, and what it refuses is refused before any subgraph is asked.
 */
describe('the production graph', () => {
  let silent: Server;
  let subgraphs: { requests: number };
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    subgraphs = { requests: 0 };
    silent = createServer((_request, response) => {
      subgraphs.requests += 1;
      response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await new Promise((resolve) => silent.close(resolve));
  });

  async function start(env: Record<string, string> = {}): Promise<string> {
    const subgraph = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/graphql`;
    const gateway = await startGateway(
      loadConfig(gatewayConfigSchema, {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: '0',
        IDENTITY_URL: subgraph,
        RESUME_URL: subgraph,
        STORAGE_URL: subgraph,
        RENDER_URL: subgraph,
        // Production demands the service credential (docs/deploy.md).
        INTERNAL_API_TOKEN: 'a-production-service-credential-of-32-chars-or-more',
        ...env,
      }),
    );
    gateways.push(gateway);
    return gateway.url;
  }

  async function post(url: string, query: string): Promise<GraphResponse> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as GraphResponse;
  }

  it('starts from the checked-in supergraph without asking any subgraph for its schema', async () => {
    await start();
    expect(subgraphs.requests).toBe(0);
  });

  it('refuses introspection and shows no Sandbox page', async () => {
    const url = await start();
    const answer = await post(url, '{ __schema { queryType { name } } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/sandbox/i);
  });

  it('refuses an operation selecting too many fields before any subgraph is asked', async () => {
    const url = await start();
    const before = subgraphs.requests;
    // The same field 1,001 times: under the document's token and alias bounds,
    // over the field count.
    const answer = await post(url, `{ ${'authProviders '.repeat(1001)}}`);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Query is too expensive: it selects more than 1000 fields.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(subgraphs.requests).toBe(before);
  });

  it('refuses an operation nested too deep', async () => {
    const url = await start();
    const deep =
      Array.from({ length: 13 }, (_, index) => `f${index} {`).join(' ') + ' id' + ' }'.repeat(13);
    const answer = await post(url, `{ ${deep} }`);
    expect(answer.errors?.map((error) => error.message)).toContain(
      'Query is too deep: depth 14 exceeds the limit of 12.',
    );
  });

  it('serves introspection and the Sandbox when an operator turns them on', async () => {
    const url = await start({ GRAPHQL_INTROSPECTION: 'true', GRAPHQL_SANDBOX: 'true' });
    const answer = await post(url, '{ __schema { queryType { name } } }');
    expect(answer).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/sandbox/i);
  });
});
