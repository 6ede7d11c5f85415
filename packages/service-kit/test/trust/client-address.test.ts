import { clientAddressOf, type RunningService, startService } from '../../src';
import { silentLogger } from '../../src/testing';
import { pingSubgraph } from '../support/ping-subgraph';

const credential = 'a-credential-of-forty-characters-0123456789';

describe('the client address', () => {
  let running: RunningService;

  beforeAll(async () => {
    running = await startService({
      service: 'echo',
      config: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: 0,
        DATA_DIR: '/nonexistent',
        INTERNAL_API_TOKEN: credential,
      },
      schema: await pingSubgraph(),
      logger: silentLogger(),
      setup: async ({ app }) => {
        app.get('/address', async (request) => ({ address: clientAddressOf(request) }));
      },
    });
  });

  afterAll(() => running.close());

  const addressFor = async (headers: Record<string, string>) => {
    const response = await fetch(`${running.url}/address`, { headers });
    return ((await response.json()) as { address: string }).address;
  };

  it('is the last X-Forwarded-For hop when the caller holds the service credential', async () => {
    const address = await addressFor({
      'x-vitae-internal-token': credential,
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
    });
    expect(address).toBe('198.51.100.7');
  });

  it('is the peer when the gateway sent no X-Forwarded-For', async () => {
    expect(await addressFor({ 'x-vitae-internal-token': credential })).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from anyone without the credential', async () => {
    expect(await addressFor({ 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
    expect(
      await addressFor({ 'x-vitae-internal-token': 'guess', 'x-forwarded-for': '203.0.113.9' }),
    ).toBe('127.0.0.1');
  });
});
