import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { identityConfigSchema, type RunningIdentity, startIdentity } from '@vitae/identity';
import { streams, subjects } from '@vitae/proto';
import { loadConfig } from '@vitae/service-kit';

import { type RunningGateway, startGateway } from '../src/app';
import { gatewayConfigSchema } from '../src/config';
import { Browser, newAccount } from './identity-harness';

// Real servers on a shared two-core machine: argon2 and startups can take a while.
jest.setTimeout(30_000);

describe('identity in the all-in-one mode: embedded PostgreSQL and the in-process bus', () => {
  let dataDir: string;
  let identity: RunningIdentity;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitae-identity-'));
    identity = await startIdentity(
      loadConfig(identityConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        DATA_DIR: dataDir,
      }),
    );
    gateway = await startGateway(
      loadConfig(gatewayConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        IDENTITY_URL: `${identity.url}/graphql`,
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await identity?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers, refreshes, signs out, signs in and deletes over its single connection', async () => {
    expect(identity.deps.database?.mode).toBe('embedded');
    const received: string[] = [];
    await identity.deps.bus!.ensureStream({
      ...streams.userEvents,
      subjects: [...streams.userEvents.subjects],
    });
    await identity.deps.bus!.consume({
      stream: streams.userEvents.name,
      durable: 'embedded-test',
      handle: async (delivery) => {
        received.push(delivery.subject);
      },
    });
    const browser = new Browser(gateway.url);
    const account = newAccount();
    const { body: user } = await browser.call<{ id: string }>(
      'POST',
      '/api/auth/register',
      account,
    );
    expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(200);
    expect((await browser.call('POST', '/api/auth/logout')).status).toBe(200);
    const login = await browser.call('POST', '/api/auth/login', {
      identifier: account.username,
      password: account.password,
    });
    expect(login.body).toMatchObject({ status: 'authenticated' });
    expect((await browser.call('DELETE', '/api/user/me')).status).toBe(200);
    for (let waited = 0; waited < 50 && received.length === 0; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received).toEqual([subjects.userDeleted(user.id)]);
  }, 60_000);
});
