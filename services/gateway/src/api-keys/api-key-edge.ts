import { DomainError, sendError, serviceCredentialHeaders } from '@vitae/service-kit';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { type RestRoute } from '../rest/rest-route';
import { keyScopeTable } from './api-key-scopes';

/** Identity's route exchanging a key (services/identity/src/api-keys/api-key.routes.ts). */
const authenticatePath = '/internal/api-keys/authenticate';

/** A JWT's shape (three base64url parts): a session's access token, which the subgraphs check. */
const jwtShape = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** How long identity may take to answer for a key. */
const identityTimeoutMs = 5_000;

/** Who a key speaks for, as identity answers it: the owner, the key, its scopes and a short access token. */
export type KeyCaller = { userId: string; keyId: string; scopes: string[]; accessToken: string };

/** Identity's answer for the request's key: its caller, or its refusal sent on as it is (undefined). */
export type KeyExchange = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<KeyCaller | undefined>;

/** The bearer token of the request, when there is one. */
function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Whether the request's bearer token is a personal API key (anything but a JWT counts as one). */
export function carriesApiKey(request: FastifyRequest): boolean {
  const bearer = bearerOf(request);
  return bearer !== undefined && !jwtShape.test(bearer);
}

/**
 * Personal API keys at the edge (docs/api.md, docs/auth.md#personal-api-keys).
 * A request to `/api` (or `/graphql`) whose bearer token is not a JWT is a
 * key: identity is asked who it is (every request, so a revoked key stops at
 * once, and each use counts against the key's ceiling there). A bad key is
 * identity's one 401; a route the key's scopes do not cover is 403 naming the
 * scope, and key management, the password, the email, two-factor, the
 * account and the graph are 403 for every key. Otherwise the request goes on
 * as the owner: the bearer becomes the short access token identity signed for
 * the key (its `sid` the key's id, so a revocation reaches every service
 * through the same event as a logout), and any cookie is dropped.
 */
export function registerApiKeys(
  app: FastifyInstance,
  options: { identityUrl: string; credential: string; routes: readonly RestRoute[] },
): KeyExchange {
  const scopes = keyScopeTable(options.routes);
  const exchange = keyExchange(options);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (!(path === '/graphql' || path.startsWith('/api/')) || !carriesApiKey(request)) {
      return;
    }
    const routePath = request.routeOptions.url;
    // No such route (404), or the API's own description, which anyone may read.
    if (!routePath || routePath === '/api/openapi.json' || routePath.startsWith('/api/docs')) {
      return;
    }
    const needed = scopes.get(`${request.method} ${routePath}`);
    const caller = await exchange(request, reply);
    if (!caller) {
      return reply;
    }
    if (needed === undefined || needed === 'none') {
      return sendError(
        reply,
        new DomainError('FORBIDDEN', 'An API key cannot do this; sign in to the account.', {
          reason: 'api_key_not_allowed',
        }),
      );
    }
    if (!caller.scopes.includes(needed)) {
      return sendError(
        reply,
        new DomainError('FORBIDDEN', `This API key lacks the ${needed} scope.`, {
          reason: 'api_key_scope',
          scope: needed,
        }),
      );
    }
    request.headers.authorization = `Bearer ${caller.accessToken}`;
    delete request.headers.cookie;
  });
  return exchange;
}

/** Asks identity, on every request, who the request's key speaks for (the MCP server's check too). */
export function keyExchange(options: { identityUrl: string; credential: string }): KeyExchange {
  const exchangeUrl = new URL(authenticatePath, options.identityUrl);
  return async (request, reply) => {
    let response: Response;
    try {
      response = await fetch(exchangeUrl, {
        method: 'POST',
        headers: {
          ...serviceCredentialHeaders(options.credential),
          'content-type': 'application/json',
          'x-request-id': String(request.id),
        },
        body: JSON.stringify({ key: bearerOf(request) }),
        signal: AbortSignal.timeout(identityTimeoutMs),
      });
    } catch (error) {
      request.log.error({ err: error }, 'identity did not answer for an API key');
      sendError(reply, new DomainError('SomethingWentWrong', 'Something went wrong.'));
      return undefined;
    }
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown>;
    if (response.ok && body && typeof body.accessToken === 'string') {
      return body as KeyCaller;
    }
    if (response.status === 401 || response.status === 429) {
      const retryAfter = (body?.details as { retryAfterSeconds?: unknown } | undefined)
        ?.retryAfterSeconds;
      if (typeof retryAfter === 'number') {
        reply.header('retry-after', String(retryAfter));
      }
      reply.status(response.status).send(body);
      return undefined;
    }
    request.log.error({ status: response.status }, 'identity refused to answer for an API key');
    sendError(reply, new DomainError('SomethingWentWrong', 'Something went wrong.'));
    return undefined;
  };
}
