import { mountGraphQL } from '../../src/graph';
import { createServiceApp } from '../../src/http';
import { silentLogger } from '../../src/testing';
import { pingSubgraph } from '../support/ping-subgraph';

describe('shutdown belongs to runService', () => {
  it('adds no SIGINT or SIGTERM listener when GraphQL is mounted, so one signal stops a service gracefully', async () => {
    // Apollo installs its signal handlers only outside NODE_ENV=test, as in a real deployment.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const before = { int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') };
    const app = await createServiceApp({ service: 'ping', logger: silentLogger() });
    await mountGraphQL(app, {
      schema: await pingSubgraph(),
      context: async (request) => ({
        requestId: String(request.id),
        scopes: [],
        logger: silentLogger(),
      }),
      production: true,
    });
    const after = { int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') };
    await app.close();
    process.env.NODE_ENV = nodeEnv;
    expect(after).toEqual(before);
  });
});
