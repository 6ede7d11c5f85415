import { type FastifyRequest } from 'fastify';

import { isServiceCaller } from './service-credential';

/**
 * The client's address: the last hop of X-Forwarded-For when the gateway (a
 * caller holding the service credential) sent the request, since the gateway
 * rewrites that chain to end with the client; otherwise the peer. Anyone else
 * could write any address there.
 */
export function clientAddressOf(request: FastifyRequest): string {
  if (!isServiceCaller(request)) {
    return request.ip;
  }
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return chain.at(-1) ?? request.ip;
}
