import { randomBytes } from 'node:crypto';

import { Client } from 'pg';
import pino from 'pino';

import { type Logger } from '../logger';
import { serviceCredential, serviceCredentialHeaders } from '../trust/service-credential';
import { type Defer } from './service-env';

/**
 * A name no other test run uses at the same time: lower-case letters, digits
 * and underscores only, so it is valid unquoted as a database, schema, NATS
 * stream or consumer name.
 */
export function uniqueName(prefix: string): string {
  const safePrefix = prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `${safePrefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** A logger that writes nothing, for tests that do not assert on logs. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/** The server tests create databases on: PG_TEST_URL, else the local PostgreSQL. */
function adminUrl(): string {
  return process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh, uniquely named database for one test file and returns its
 * URL. `drop()` ends any connection still open to it first, so a test that
 * forgot to close a pool cannot keep the database alive.
 */
export async function createTestDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName(prefix);
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(async (client) => {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
    },
  };
}

/** A fresh database as one step of {@link startInOrder}: its URL, dropped again by `defer`. */
export async function testDatabaseUrl(prefix: string, defer: Defer): Promise<string> {
  const database = await createTestDatabase(prefix);
  defer(() => database.drop());
  return database.url;
}

export * from './raw-upload';
export * from './service-env';
export * from './token-issuer';

/**
 * The service credential header of this test process: what the gateway adds to
 * its subgraph calls, for tests that call a service's /graphql directly. (The
 * services and gateway a test starts without INTERNAL_API_TOKEN share one
 * credential per process.)
 */
export function serviceCallHeaders(): Record<string, string> {
  return serviceCredentialHeaders(testServiceCredential());
}

/** The service credential of this test process (see {@link serviceCallHeaders}). */
export function testServiceCredential(): string {
  return serviceCredential({ NODE_ENV: 'test' });
}
