import { randomBytes } from 'node:crypto';

import { identityConfigSchema, startIdentity } from '@vitae/identity';
import { renderConfigSchema, startRender } from '@vitae/render';
import { resumeConfigSchema, startResume } from '@vitae/resume';
import { installInProcessBus, loadConfig, type RunningService } from '@vitae/service-kit';
import { startStorage, storageConfigSchema } from '@vitae/storage';

import { type RunningGateway, startGateway } from '../app';
import { gatewayConfigSchema } from '../config';
import { databaseUrlFor } from './service-databases';

type Env = Record<string, string | undefined>;

/** The services already running, by name, for the ones started after them to reach. */
type Started = Record<string, RunningService>;

/**
 * Each service of the all-in-one process: its default loopback port, how to
 * start it, and where it finds the services it calls (started before it).
 */
const services: readonly {
  name: string;
  port: number;
  start: (env: Env) => Promise<RunningService>;
  links?: (started: Started) => Env;
}[] = [
  {
    name: 'identity',
    port: 4001,
    start: (env: Env) => startIdentity(loadConfig(identityConfigSchema, env)),
  },
  {
    name: 'resume',
    port: 4002,
    start: (env: Env) => startResume(loadConfig(resumeConfigSchema, env)),
  },
  {
    name: 'storage',
    port: 4003,
    start: (env: Env) => startStorage(loadConfig(storageConfigSchema, env)),
    // A signed link to a printed resume opens only while resume calls the resume public.
    links: (started) => ({ RESUME_URL: `${started.resume.url}/graphql` }),
  },
  {
    name: 'render',
    port: 4004,
    // Render prints the artboard of the web build the gateway serves (WEB_DIST), so
    // a print has the same code and fonts as the preview; ARTBOARD_DIR still wins.
    start: (env: Env) =>
      startRender(
        loadConfig(renderConfigSchema, { ...env, ARTBOARD_DIR: env.ARTBOARD_DIR || env.WEB_DIST }),
      ),
    links: (started) => ({
      STORAGE_URL: started.storage.url,
      RESUME_URL: `${started.resume.url}/graphql`,
    }),
  },
];

/** Every service and the gateway, running in this one process. */
export type AllInOne = {
  url: string;
  gateway: RunningGateway;
  services: RunningService[];
  close(): Promise<void>;
};

async function serviceEnv(name: string, port: number, env: Env): Promise<Env> {
  const prefix = name.toUpperCase();
  return {
    ...env,
    PORT: env[`${prefix}_PORT`] ?? String(port),
    DATABASE_URL: await databaseUrlFor(name, env),
  };
}

/** The variable from `env` when it is set, so an operator's explicit choice wins. */
function pick(env: Env, name: string): Env {
  return env[name] ? { [name]: env[name] } : {};
}

/**
 * Starts identity, resume, storage and render on their own loopback ports, then
 * the gateway in front of them (PORT, default 3000), all sharing one service
 * credential (INTERNAL_API_TOKEN, generated here when unset). Components switch from
 * embedded to real by configuration alone: DATABASE_URL, NATS_URL, S3_ENDPOINT.
 */
export async function startAllInOne(given: Env = process.env): Promise<AllInOne> {
  // One service credential for every service and the gateway, made at start
  // unless the operator gave one: no subgraph answers a caller without it.
  const env: Env = {
    ...given,
    INTERNAL_API_TOKEN: given.INTERNAL_API_TOKEN || randomBytes(32).toString('base64url'),
  };
  const running: RunningService[] = [];
  // Without NATS the services still talk: one in-process bus for all of them.
  const sharedBus = env.NATS_URL ? undefined : installInProcessBus();
  const closeServices = async () => {
    await Promise.all(running.map((service) => service.close()));
    await sharedBus?.close();
  };
  try {
    for (const { name, port, start, links } of services) {
      const started: Started = Object.fromEntries(
        running.map((service) => [service.service, service]),
      );
      // Identity starts first; every later service checks tokens against its keys.
      const jwks = started.identity
        ? { JWKS_URL: `${started.identity.url}/.well-known/jwks.json` }
        : {};
      running.push(
        await start({
          ...(await serviceEnv(name, port, env)),
          ...jwks,
          ...pick(env, 'JWKS_URL'),
          ...links?.(started),
        }),
      );
    }
    const [identity, resume, storage, render] = running;
    const gateway = await startGateway(
      loadConfig(gatewayConfigSchema, {
        ...env,
        PORT: env.PORT ?? '3000',
        IDENTITY_URL: `${identity.url}/graphql`,
        RESUME_URL: `${resume.url}/graphql`,
        STORAGE_URL: `${storage.url}/graphql`,
        RENDER_URL: `${render.url}/graphql`,
      }),
    );
    return {
      url: gateway.url,
      gateway,
      services: running,
      close: async () => {
        await gateway.close();
        await closeServices();
      },
    };
  } catch (error) {
    await closeServices();
    throw error;
  }
}
