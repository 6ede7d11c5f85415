import { identityConfigSchema, type RunningIdentity, startIdentity } from '@vitae/identity';
import { loadConfig } from '@vitae/service-kit';
import { createTestDatabase } from '@vitae/service-kit/testing';

import { type RunningGateway, startGateway } from '../src/app';
import { gatewayConfigSchema } from '../src/config';

/** Identity on a fresh Postgres database, with the gateway in front of it, both on loopback. */
export type IdentityStack = {
  url: string;
  identity: RunningIdentity;
  gateway: RunningGateway;
  databaseUrl: string;
  /** Stops gateway and identity, keeping the database (for restart tests). */
  stop(): Promise<void>;
  /** Stops everything and drops the database. */
  close(): Promise<void>;
};

/**
 * Starts identity and the gateway; `env` adds to or overrides identity's
 * environment, except `GATEWAY_PORT` and `GATEWAY_LOG_LEVEL`, which are the
 * gateway's (any free port and `warn` by default).
 */
export async function startIdentityStack(
  env: Record<string, string> = {},
  database?: { url: string; drop(): Promise<void> },
): Promise<IdentityStack> {
  const {
    GATEWAY_PORT: gatewayPort = '0',
    GATEWAY_LOG_LEVEL: gatewayLogLevel = 'warn',
    ...identityEnv
  } = env;
  const db = database ?? (await createTestDatabase('identity'));
  const identity = await startIdentity(
    loadConfig(identityConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATABASE_URL: db.url,
      // Every test shares 127.0.0.1; the rate-limit tests run with the real ceilings.
      RATE_LIMIT_SCALE: '1000',
      ...identityEnv,
    }),
  );
  let gateway: RunningGateway;
  try {
    gateway = await startGateway(
      loadConfig(gatewayConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: gatewayLogLevel,
        PORT: gatewayPort,
        IDENTITY_URL: `${identity.url}/graphql`,
      }),
    );
  } catch (error) {
    await identity.close();
    throw error;
  }
  const stop = async () => {
    await gateway.close();
    await identity.close();
  };
  return {
    url: gateway.url,
    identity,
    gateway,
    databaseUrl: db.url,
    stop,
    close: async () => {
      await stop();
      if (!database) {
        await db.drop();
      }
    },
  };
}

type Cookie = { value: string; path: string; attributes: string };

/** A browser's view of one site: a cookie jar that honours Path and Max-Age, and JSON calls. */
export class Browser {
  readonly cookies = new Map<string, Cookie>();
  /** Every Set-Cookie header received, for checking attributes. */
  readonly setCookieHeaders: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const cookie = this.cookieHeader(path.split('?')[0]);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(header);
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
      if (maxAge && Number(maxAge.slice(8)) <= 0) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, { value, path, attributes: attributes.join('; ') });
      }
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A second browser holding a copy of this one's cookies (a stolen or replayed cookie). */
  clone(): Browser {
    const copy = new Browser(this.baseUrl, this.extraHeaders);
    for (const [name, cookie] of this.cookies) {
      copy.cookies.set(name, { ...cookie });
    }
    return copy;
  }
}

let counter = 0;

/** A fresh, valid registration payload. */
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

/** A free port on loopback, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
