import { type FastifyInstance } from 'fastify';

import { DomainError } from '../../src/errors';
import { createServiceApp, listen } from '../../src/http';
import { silentLogger } from '../../src/testing';

describe('createServiceApp', () => {
  let app: FastifyInstance;
  let url: string;
  const readiness: Record<string, () => Promise<void>> = {
    database: async () => undefined,
  };

  beforeAll(async () => {
    app = await createServiceApp({
      service: 'probe',
      logger: silentLogger(),
      readiness,
      readinessTimeoutMs: 200,
    });
    app.get('/fail/domain', async () => {
      throw new DomainError('ResumeLocked', 'Unlock to make changes.');
    });
    app.get('/fail/internal', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    ({ url } = await listen(app, { host: '127.0.0.1', port: 0 }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('listens on a free port when asked for port 0', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:0$/);
  });

  it('answers liveness with the service name', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'probe' });
  });

  it('reports ready when every check passes', async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('reports unready with the failing check, its message, and a check that hangs', async () => {
    readiness.bus = async () => {
      throw new Error('NATS connection closed');
    };
    readiness.storage = () => new Promise(() => undefined);
    try {
      const response = await fetch(`${url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unready',
        checks: {
          database: 'ok',
          bus: 'NATS connection closed',
          storage: 'timed out after 200 ms',
        },
      });
    } finally {
      delete readiness.bus;
      delete readiness.storage;
    }
  });

  it('keeps a sane incoming request id and echoes it', async () => {
    const response = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'gw-1234.abc' } });
    expect(response.headers.get('x-request-id')).toBe('gw-1234.abc');
  });

  it('replaces an unsafe or missing request id with a fresh one', async () => {
    const unsafe = await fetch(`${url}/healthz`, {
      headers: { 'x-request-id': 'a b\u00e9<script>' },
    });
    const fresh = unsafe.headers.get('x-request-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await fetch(`${url}/healthz`);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers.get('x-request-id')).not.toBe(fresh);
  });

  it('answers a DomainError with its status and code', async () => {
    const response = await fetch(`${url}/fail/domain`);
    expect(response.status).toBe(423);
    expect(await response.json()).toEqual({
      statusCode: 423,
      code: 'ResumeLocked',
      message: 'Unlock to make changes.',
    });
  });

  it('hides an unexpected error behind SomethingWentWrong', async () => {
    const response = await fetch(`${url}/fail/internal`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      statusCode: 500,
      code: 'SomethingWentWrong',
      message: 'SomethingWentWrong',
    });
    expect(body).not.toMatch(/secret|stack/);
  });
});
