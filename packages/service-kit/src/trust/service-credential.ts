import { randomBytes, timingSafeEqual } from 'node:crypto';

import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { ConfigError } from '../config';
import { DomainError } from '../errors';

/** The header every call between Vitae services (and from the gateway to a subgraph) carries. */
export const serviceCredentialHeader = 'x-vitae-internal-token';

/** The variable holding the credential (in `commonConfigShape`); the same value in every service and the gateway. */
export const serviceCredentialVariable = 'INTERNAL_API_TOKEN';

/** The settings {@link serviceCredential} reads. */
export type ServiceCredentialConfig = {
  NODE_ENV: 'development' | 'test' | 'production';
  INTERNAL_API_TOKEN?: string;
};

let processCredential: string | undefined;

/**
 * The credential this process's services present to and demand from each
 * other: `INTERNAL_API_TOKEN` when set (the cluster mounts it from a Secret,
 * the all-in-one launcher generates one at start). In production it must be
 * set. Outside production an unset one is made up once per process, so the
 * services and gateway of one process (a test) still agree, and a process
 * elsewhere, not knowing it, is refused: there is never an open default.
 *
 * @throws ConfigError in production when `INTERNAL_API_TOKEN` is unset.
 */
export function serviceCredential(config: ServiceCredentialConfig): string {
  if (config.INTERNAL_API_TOKEN) {
    return config.INTERNAL_API_TOKEN;
  }
  if (config.NODE_ENV === 'production') {
    throw new ConfigError([
      {
        variable: serviceCredentialVariable,
        problem: 'required in production (at least 32 characters, the same in every service)',
      },
    ]);
  }
  processCredential ??= randomBytes(32).toString('base64url');
  return processCredential;
}

/** The headers that present `credential` on a call to another service. */
export function serviceCredentialHeaders(credential: string): Record<string, string> {
  return { [serviceCredentialHeader]: credential };
}

const serviceCallers = new WeakSet<FastifyRequest>();

/**
 * Whether the request presented the service credential, that is, came from
 * the gateway or another Vitae service. Only such a caller's forwarded
 * headers (X-Forwarded-For) may be believed.
 */
export function isServiceCaller(request: FastifyRequest): boolean {
  return serviceCallers.has(request);
}

/** Whether `given` is `credential`, compared in constant time. */
export function credentialMatches(credential: string, given: unknown): boolean {
  if (typeof given !== 'string') {
    return false;
  }
  const expected = Buffer.from(credential);
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/**
 * Marks every request that presents the credential (see {@link isServiceCaller})
 * and refuses, with 401 `Unauthenticated`, any request under one of
 * `prefixes` that does not: reaching a service's port is not enough to use its
 * subgraph or its internal routes.
 */
export function guardServiceRoutes(
  app: FastifyInstance,
  { credential, prefixes }: { credential: string; prefixes: readonly string[] },
): void {
  app.addHook('onRequest', async (request) => {
    if (credentialMatches(credential, request.headers[serviceCredentialHeader])) {
      serviceCallers.add(request);
      return;
    }
    // The route Fastify matched, and the raw path for one it did not: neither may be guarded.
    const paths = [request.routeOptions.url ?? '', request.url.split('?', 1)[0]];
    const guarded = (path: string) =>
      prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (paths.some(guarded)) {
      throw new DomainError('Unauthenticated', 'This endpoint answers Vitae services only');
    }
  });
}
