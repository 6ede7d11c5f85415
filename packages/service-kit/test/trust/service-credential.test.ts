import { ConfigError, isServiceCaller, startService } from '../../src';
import { silentLogger } from '../../src/testing';
import { pingSubgraph } from '../support/ping-subgraph';

const config = {
  NODE_ENV: 'production' as const,
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: 0,
  DATA_DIR: '/nonexistent',
};

describe('the service credential', () => {
  it('stops a production service started without INTERNAL_API_TOKEN, naming it', async () => {
    const started = startService({
      service: 'echo',
      config,
      schema: await pingSubgraph(),
      logger: silentLogger(),
    });
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(/INTERNAL_API_TOKEN: required in production/);
  });

  it('believes a caller only when it presents the credential', async () => {
    const credential = 'a-credential-of-forty-characters-0123456789';
    const seen: boolean[] = [];
    const running = await startService({
      service: 'echo',
      config: { ...config, INTERNAL_API_TOKEN: credential },
      schema: await pingSubgraph(),
      logger: silentLogger(),
      setup: async ({ app }) => {
        app.get('/whoami', async (request) => {
          seen.push(isServiceCaller(request));
          return {};
        });
      },
    });
    try {
      await fetch(`${running.url}/whoami`);
      await fetch(`${running.url}/whoami`, { headers: { 'x-vitae-internal-token': credential } });
      await fetch(`${running.url}/whoami`, { headers: { 'x-vitae-internal-token': 'guess' } });
      expect(seen).toEqual([false, true, false]);
      const ask = (headers: Record<string, string>) =>
        fetch(`${running.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: '{ ping }' }),
        });
      expect((await ask({})).status).toBe(401);
      const answered = await ask({ 'x-vitae-internal-token': credential });
      expect(await answered.json()).toEqual({ data: { ping: 'pong' } });
    } finally {
      await running.close();
    }
  });
});
