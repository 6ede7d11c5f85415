import { type RunningService } from '@vitae/service-kit';
import {
  startInOrder,
  startTestTokenIssuer,
  testDatabaseUrl,
  type TestTokenIssuer,
} from '@vitae/service-kit/testing';

import { type RunningGateway } from '../src/app';
import { startTestGateway, startTestResume, type TestEnv } from './support/start-services';

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
 * identity's keys. `env` adds to resume's environment, `gatewayEnv` to the
 * gateway's.
 */
export function startResumeStack(
  env: TestEnv = {},
  gatewayEnv: TestEnv = {},
): Promise<ResumeStack> {
  return startInOrder(async (defer) => {
    const issuer = await startTestTokenIssuer();
    defer(() => issuer.close());
    const resume = await startTestResume({
      DATABASE_URL: await testDatabaseUrl('gateway_resume', defer),
      ...issuer.config,
      ...env,
    });
    defer(() => resume.close());
    const gateway = await startTestGateway({ RESUME_URL: `${resume.url}/graphql`, ...gatewayEnv });
    defer(() => gateway.close());
    return { url: gateway.url, resume, gateway, issuer, newUser: () => issuer.newUser() };
  });
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
