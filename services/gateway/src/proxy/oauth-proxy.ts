import { DomainError, sendError } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

import { queryOf, upstreamUrl } from './upstream-url';

/** The providers whose browser redirects identity serves. */
const providers = ['github', 'google', 'oidc'] as const;

/** Request headers identity needs to answer a browser redirect. */
const passed = [
  'cookie',
  'user-agent',
  'x-forwarded-proto',
  'accept-language',
  // Ends with the client's address (proxy/client-address.ts).
  'x-forwarded-for',
] as const;

/**
 * `GET /auth/github`, `GET /auth/google` (docs/product.md#calls) and `oidc`, with their
 * callbacks: browser redirects rather than GraphQL operations, so they are
 * passed through to identity's own routes as they are, with the caller's
 * cookies and address, and identity's redirect and cookies come back unchanged.
 */
export function registerOAuthProxy(app: FastifyInstance, identityGraphqlUrl: string): void {
  const identity = new URL(identityGraphqlUrl).origin;
  for (const provider of providers) {
    for (const suffix of ['', '/callback']) {
      app.get(`/api/auth/${provider}${suffix}`, async (request, reply) => {
        const target = upstreamUrl(identity, `/auth/${provider}${suffix}${queryOf(request.url)}`);
        const headers: Record<string, string> = { 'x-request-id': String(request.id) };
        for (const name of passed) {
          const value = request.headers[name];
          if (typeof value === 'string') {
            headers[name] = value;
          }
        }
        const response = await fetch(target, {
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status === 404) {
          // Identity has no such route: the provider is not configured.
          await response.body?.cancel();
          return sendError(
            reply,
            new DomainError('NotFound', `Signing in with ${provider} is not configured.`),
          );
        }
        void reply.status(response.status);
        const location = response.headers.get('location');
        if (location) {
          void reply.header('location', location);
        }
        for (const cookie of response.headers.getSetCookie()) {
          void reply.header('set-cookie', cookie);
        }
        const type = response.headers.get('content-type');
        if (type) {
          void reply.header('content-type', type);
        }
        return reply.send(Buffer.from(await response.arrayBuffer()));
      });
    }
  }
}
