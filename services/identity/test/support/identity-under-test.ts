import { loadConfig } from '@vitae/service-kit';
import {
  startInOrder,
  testDatabaseUrl,
  testDataDir,
  testServiceEnv,
} from '@vitae/service-kit/testing';

import { type RunningIdentity, startIdentity } from '../../src/app';
import { identityConfigSchema } from '../../src/config';
import { IdentityClient, type User } from './identity-client';

/** Identity on loopback, with what its tests ask of it. */
export type IdentityUnderTest = {
  url: string;
  service: RunningIdentity;
  /** Its Postgres database (undefined in the embedded mode), for a second identity on the same data. */
  databaseUrl?: string;
  /** A new browser, signed out. */
  client(headers?: Record<string, string>): IdentityClient;
  /** A new browser that has just registered a fresh account (and is signed in with it). */
  signedUp(overrides?: Record<string, string>): Promise<{
    client: IdentityClient;
    account: Account;
    user: User;
  }>;
  /**
   * Runs `work` against a second identity on the same database, started with
   * `env` (a restart, or other settings), and closes it afterwards.
   */
  secondInstance(
    env: Record<string, string>,
    work: (second: IdentityUnderTest) => Promise<void>,
  ): Promise<void>;
  /** Runs SQL on identity's own database. */
  sql<T = Record<string, unknown>>(query: string, parameters?: unknown[]): Promise<T[]>;
  /** Stops identity, drops the database it created (not one it was given) and removes its folder. */
  close(): Promise<void>;
};

/**
 * Where identity keeps its data: a fresh Postgres database (the default), one
 * a test already has (`{ url }`, kept on close), or the embedded PGlite of the
 * all-in-one mode in a temporary folder.
 */
export type IdentityDatabase = 'fresh' | 'embedded' | { url: string };

/**
 * Starts identity as a deployment does, on loopback; `env` adds to or
 * overrides its environment. Every test shares 127.0.0.1, so the rate limits
 * are scaled up unless `env` sets RATE_LIMIT_SCALE (the rate-limit tests run
 * with the real ceilings).
 */
export function startIdentityUnderTest(
  env: Record<string, string> = {},
  database: IdentityDatabase = 'fresh',
): Promise<IdentityUnderTest> {
  return startInOrder(async (defer) => {
    const databaseUrl =
      database === 'fresh'
        ? await testDatabaseUrl('identity', defer)
        : database === 'embedded'
          ? undefined
          : database.url;
    const service = await startIdentity(
      loadConfig(
        identityConfigSchema,
        testServiceEnv({
          DATA_DIR: testDataDir('vitae-identity-', defer),
          DATABASE_URL: databaseUrl,
          RATE_LIMIT_SCALE: '1000',
          ...env,
        }),
      ),
    );
    defer(() => service.close());
    const client = (headers?: Record<string, string>) => new IdentityClient(service.url, headers);
    return {
      url: service.url,
      service,
      databaseUrl,
      client,
      async signedUp(overrides = {}) {
        const browser = client();
        const account = newAccount(overrides);
        return { client: browser, account, user: await browser.ok('register', account) };
      },
      async secondInstance(secondEnv, work) {
        if (!databaseUrl) {
          throw new Error('a second identity shares a Postgres database, not an embedded one');
        }
        const second = await startIdentityUnderTest(secondEnv, { url: databaseUrl });
        try {
          await work(second);
        } finally {
          await second.close();
        }
      },
      sql: (query, parameters) => service.deps.database!.dataSource.query(query, parameters),
    };
  });
}

/** A registration: what POST /api/auth/register carries. */
export type Account = ReturnType<typeof newAccount>;

let counter = 0;

/** A fresh, valid registration. */
export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${counter}`;
  return {
    name: 'Ada Lovelace',
    username: `ada.${tag}`,
    email: `ada.${tag}@example.org`,
    password: 'correct horse battery',
    locale: 'en-US',
    ...overrides,
  };
}

/**
 * Identity for the tests of the enclosing `describe` (or file): started
 * before them, with `env` (or what `env()` gives once earlier hooks have run),
 * and closed after them. The handle may be used inside tests and hooks.
 */
export function runningIdentity(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
  database?: IdentityDatabase,
): IdentityUnderTest {
  let started: IdentityUnderTest | undefined;
  beforeAll(async () => {
    started = await startIdentityUnderTest(typeof env === 'function' ? await env() : env, database);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as IdentityUnderTest, {
    get(_target, key: keyof IdentityUnderTest) {
      if (!started) {
        throw new Error('identity is not running yet: use it inside a test or hook');
      }
      return started[key];
    },
  });
}
