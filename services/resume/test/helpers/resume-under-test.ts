import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defaultResumeData, type ResumeData } from '@vitae/schema';
import { loadConfig, type RunningService } from '@vitae/service-kit';
import {
  createTestDatabase,
  serviceCallHeaders,
  startTestTokenIssuer,
  type TestTokenIssuer,
} from '@vitae/service-kit/testing';

import { resumeConfigSchema, startResume } from '../../src';
import { ops } from './operations';

/** One GraphQL answer: data and errors as the subgraph sent them. */
export type GraphAnswer<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; details?: unknown } }[];
};

/** The resume service on a fresh Postgres database, with a token issuer standing in for identity. */
export type ResumeUnderTest = {
  service: RunningService;
  issuer: TestTokenIssuer;
  /** Runs an operation as `userId` (anonymous when undefined), with extra request headers. */
  graphql<T = Record<string, unknown>>(
    userId: string | undefined,
    query: string,
    variables?: Record<string, unknown>,
    extraHeaders?: Record<string, string>,
  ): Promise<GraphAnswer<T>>;
  /** Runs an operation and returns its data, failing the test on any error. */
  ok<T = Record<string, unknown>>(
    userId: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T>;
  /** Creates a resume as `userId` and returns it, failing the test on any error. */
  create(userId: string, input: Record<string, unknown>): Promise<ResumeJson>;
  /** Runs an operation that must fail and returns the first error's code. */
  code(
    userId: string | undefined,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<string | undefined>;
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

type StartOptions = { natsUrl?: string; outboxIntervalMs?: number; databaseUrl?: string };

/** Starts the service as a deployment would, on loopback: real Postgres, NATS when a URL is given. */
export async function startResumeUnderTest(options: StartOptions = {}): Promise<ResumeUnderTest> {
  const database = options.databaseUrl ? undefined : await createTestDatabase('resume');
  const issuer = await startTestTokenIssuer();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-resume-'));
  const dropAll = async () => {
    await issuer.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const service = await startResume(
    loadConfig(resumeConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? database?.url,
      NATS_URL: options.natsUrl,
      OUTBOX_INTERVAL_MS: options.outboxIntervalMs ? String(options.outboxIntervalMs) : undefined,
      ...issuer.config,
    }),
  ).catch(async (error: unknown) => {
    await dropAll();
    throw error;
  });

  const graphql = async <T>(
    userId: string | undefined,
    query: string,
    variables?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {},
  ) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...serviceCallHeaders(),
      ...extraHeaders,
    };
    if (userId) {
      headers.authorization = `Bearer ${await issuer.sign(userId)}`;
    }
    const response = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphAnswer<T>;
  };

  const ok = async <T>(userId: string, query: string, variables?: Record<string, unknown>) => {
    const answer = await graphql<T>(userId, query, variables);
    if (answer.errors?.length || !answer.data) {
      throw new Error(`operation failed: ${JSON.stringify(answer.errors)}`);
    }
    return answer.data;
  };

  return {
    service,
    issuer,
    graphql,
    ok,
    create: async (userId, input) =>
      (await ok<{ createResume: ResumeJson }>(userId, ops.create, { input })).createResume,
    async code(userId, query, variables) {
      const answer = await graphql(userId, query, variables);
      return answer.errors?.[0]?.extensions?.code;
    },
    query: (sql, parameters) => service.deps.database!.dataSource.query(sql, parameters),
    async close() {
      await service.close();
      await dropAll();
    },
  };
}

/**
 * The service for the tests of the enclosing `describe` (or file): started
 * before the first and closed after the last. The object is filled in by the
 * time a test or a later `beforeAll` runs.
 */
export function useResumeUnderTest(options: StartOptions = {}): ResumeUnderTest {
  const app = {} as ResumeUnderTest;
  beforeAll(async () => {
    Object.assign(app, await startResumeUnderTest(options));
  });
  afterAll(async () => {
    await app.close?.();
  });
  return app;
}

/** A user id no other test uses. */
export const newUserId = () => `user-${randomUUID()}`;

/**
 * Before each test of the enclosing block, a new owner with one new resume
 * made from `input`; read them from the returned object inside the test.
 */
export function useOwnedResume(
  app: ResumeUnderTest,
  input: Record<string, unknown>,
): { owner: string; resume: ResumeJson } {
  const state = {} as { owner: string; resume: ResumeJson };
  beforeEach(async () => {
    state.owner = newUserId();
    state.resume = await app.create(state.owner, input);
  });
  return state;
}

/** A resume as the subgraph returns it. */
export type ResumeJson = {
  id: string;
  title: string;
  slug: string;
  data: ResumeData;
  visibility: 'public' | 'private';
  locked: boolean;
  userId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A whole document whose every edited field carries the same mark, to tell saves apart. */
export function documentMarked(mark: string): ResumeData {
  const data = defaultResumeData();
  data.basics.name = `name ${mark}`;
  data.basics.headline = `headline ${mark}`;
  data.sections.summary.content = `<p>summary ${mark}</p>`;
  data.metadata.notes = `notes ${mark}`;
  return data;
}
