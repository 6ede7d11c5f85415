import { startInOrder } from '@vitae/service-kit/testing';

import { CookieJar } from '../../identity/test/support/cookie-jar';
import {
  type IdentityUnderTest,
  startIdentityUnderTest,
} from '../../identity/test/support/identity-under-test';
import { type RunningGateway } from '../src/app';
import { startTestGateway } from './support/start-services';

export { newAccount } from '../../identity/test/support/identity-under-test';

/** Identity on a fresh Postgres database (its own tests' harness) with the gateway in front, on loopback. */
export type IdentityStack = {
  url: string;
  identity: IdentityUnderTest;
  gateway: RunningGateway;
  /** Stops the gateway and identity and drops the database. */
  close(): Promise<void>;
};

/** Starts identity with `identityEnv` and the gateway in front of it with `gatewayEnv`. */
export function startIdentityStack(
  identityEnv: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
): Promise<IdentityStack> {
  return startInOrder(async (defer) => {
    const identity = await startIdentityUnderTest(identityEnv);
    defer(() => identity.close());
    const gateway = await startTestGateway({
      IDENTITY_URL: `${identity.url}/graphql`,
      ...gatewayEnv,
    });
    defer(() => gateway.close());
    return { url: gateway.url, identity, gateway };
  });
}

/** A browser's view of one site: its cookie jar, and JSON calls to the gateway's REST routes. */
export class Browser extends CookieJar {
  constructor(
    readonly baseUrl: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {
    super();
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const response = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...this.extraHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A second browser holding a copy of this one's cookies (a stolen or replayed cookie). */
  clone(): Browser {
    return new Browser(this.baseUrl, this.extraHeaders).adopt(this);
  }
}
