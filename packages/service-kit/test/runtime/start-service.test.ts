import 'reflect-metadata';

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type MigrationInterface, type QueryRunner } from 'typeorm';

import { type RuntimeConfig, startService } from '../../src/runtime';
import { serviceCallHeaders, silentLogger } from '../../src/testing';
import { pingSubgraph } from '../support/ping-subgraph';

// PGlite takes a few seconds to start, more when other suites run beside it.
jest.setTimeout(60_000);

class CreateVisit1700000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE visit (id serial PRIMARY KEY)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE visit');
  }
}

describe('startService', () => {
  let dataDir: string;
  let config: RuntimeConfig;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitae-runtime-'));
    config = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: 0,
      DATA_DIR: dataDir,
    };
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts database, bus, health, readiness and graph in all-in-one mode, and stops them all', async () => {
    const running = await startService({
      service: 'pinger',
      config,
      logger: silentLogger(),
      database: { entities: [], migrations: [CreateVisit1700000000000] },
      bus: true,
      schema: await pingSubgraph(),
    });
    try {
      expect(running.deps.database?.mode).toBe('embedded');
      expect(running.deps.bus?.kind).toBe('memory');
      expect(await (await fetch(`${running.url}/healthz`)).json()).toEqual({
        status: 'ok',
        service: 'pinger',
      });
      const ready = await fetch(`${running.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
      const graph = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceCallHeaders() },
        body: JSON.stringify({ query: '{ ping }' }),
      });
      expect(await graph.json()).toEqual({ data: { ping: 'pong' } });
      await running.deps.database!.dataSource.query('INSERT INTO visit DEFAULT VALUES');
    } finally {
      await running.close();
    }
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    expect(running.deps.database!.dataSource.isInitialized).toBe(false);
  });

  it('stops what it started when a later step fails', async () => {
    let database: { isInitialized: boolean } | undefined;
    await expect(
      startService({
        service: 'broken',
        config,
        logger: silentLogger(),
        database: { entities: [], migrations: [] },
        schema: await pingSubgraph(),
        setup: async (deps) => {
          database = deps.database!.dataSource;
          throw new Error('setup failed');
        },
      }),
    ).rejects.toThrow('setup failed');
    expect(database?.isInitialized).toBe(false);
  });
});
