import { randomUUID } from 'node:crypto';

import { type ResumeConfig, resumeConfigSchema, startResume } from '@vitae/resume';
import { loadConfig, type RunningService } from '@vitae/service-kit';
import {
  createTestDatabase,
  startTestTokenIssuer,
  type TestTokenIssuer,
} from '@vitae/service-kit/testing';

import { type RunningGateway, startGateway } from '../src/app';
import { gatewayConfigSchema } from '../src/config';

/** The resume service on a fresh database, with the gateway in front of it, both on loopback. */
export type ResumeStack = {
  url: string;
  resume: RunningService;
  gateway: RunningGateway;
  issuer: TestTokenIssuer;
  /** A new user id and the headers that sign in as that user. */
  newUser(): Promise<{ userId: string; headers: Record<string, string> }>;
  close(): Promise<void>;
};

/**
 * Starts resume and the gateway, with a test token issuer standing in for
 * identity's keys. `env` adds to resume's environment.
 */
export async function startResumeStack(env: Partial<Record<keyof ResumeConfig, string>> = {}): Promise<ResumeStack> {
  const database = await createTestDatabase('gateway_resume');
  const issuer = await startTestTokenIssuer();
  const cleanUp = async () => {
    await issuer.close();
    await database.drop();
  };
  let resume: RunningService;
  try {
    resume = await startResume(
      loadConfig(resumeConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        DATABASE_URL: database.url,
        ...issuer.config,
        ...env,
      }),
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  let gateway: RunningGateway;
  try {
    gateway = await startGateway(
      loadConfig(gatewayConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        RESUME_URL: `${resume.url}/graphql`,
      }),
    );
  } catch (error) {
    await resume.close();
    await cleanUp();
    throw error;
  }
  return {
    url: gateway.url,
    resume,
    gateway,
    issuer,
    async newUser() {
      const userId = randomUUID();
      return { userId, headers: { authorization: `Bearer ${await issuer.sign(userId)}` } };
    },
    async close() {
      await gateway.close();
      await resume.close();
      await cleanUp();
    },
  };
}

/** One REST answer: the status and the parsed JSON body. */
export type RestAnswer<T = Record<string, unknown>> = { status: number; body: T };

/** Calls a REST route with a JSON body. */
export async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<RestAnswer<T>> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
