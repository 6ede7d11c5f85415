import { type ApolloServer } from '@apollo/server';
import { type ServiceErrorCode } from '@vitae/schema';
import {
  DomainError,
  errorBody,
  sendError,
  somethingWentWrong,
  statusOfAnyCode,
} from '@vitae/service-kit';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { type RouteKeyScope } from '../api-keys/api-key-scopes';
import { type GatewayContext } from '../supergraph/forwarding-data-source';
import { attachmentHeader, type FileAnswer } from './file-reply';

/** The body's own fields of `names` (anything present, `null` included), so GraphQL checks their types. */
export function bodyFields(request: FastifyRequest, names: string[]): Record<string, unknown> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]),
  );
}

/** The `:id` of the route's path. */
export function idParameter(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/**
 * One documented /api route (docs/product.md#calls) answered by one federated operation:
 * the route unpacks the request into variables and shapes the data into the
 * documented response.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  document: string;
  variables?: (request: FastifyRequest) => Record<string, unknown>;
  respond?: (data: Record<string, unknown>) => unknown;
  /**
   * When set, the route answers with this file (a download named in
   * Content-Disposition) rather than with `respond`'s JSON.
   */
  file?: (data: Record<string, unknown>) => FileAnswer;
  status?: number;
  /**
   * An error code to answer with when the data alone says the call failed (a
   * lookup that resolved to null), checked before `respond`.
   */
  refuse?: (data: Record<string, unknown>) => Refusal | undefined;
  /**
   * An error code to answer with when the request alone says the call cannot
   * succeed (a malformed address), checked before any subgraph is asked.
   */
  reject?: (request: FastifyRequest) => Refusal | undefined;
  /**
   * What a personal API key needs to call the route (docs/api.md#scopes);
   * `read` for a GET and `write` otherwise when unset, `none` for never.
   */
  apiKeyScope?: RouteKeyScope;
};

/** A route's own refusal: a code (its status is the kit's `statusOf`) and a message. */
export type Refusal = { code: ServiceErrorCode; message: string };

/** Registers REST routes that each run one operation through the gateway. */
export function registerRestRoutes(
  app: FastifyInstance,
  server: ApolloServer<GatewayContext>,
  routes: readonly RestRoute[],
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: (request, reply) => runRoute(server, route, request, reply),
    });
  }
}

async function runRoute(
  server: ApolloServer<GatewayContext>,
  route: RestRoute,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const rejection = route.reject?.(request);
  if (rejection) {
    return sendError(reply, new DomainError(rejection.code, rejection.message));
  }
  const response = await server.executeOperation(
    { query: route.document, variables: route.variables?.(request) },
    { contextValue: { requestId: String(request.id), headers: request.headers, reply } },
  );
  if (response.body.kind !== 'single') {
    throw new Error(`REST route ${route.path} received an incremental response`);
  }
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const [error] = errors;
    // A subgraph's code, passed on as it is; one no service raises is the server's fault (500).
    const code =
      typeof error.extensions?.code === 'string' ? error.extensions.code : somethingWentWrong;
    const status = statusOfAnyCode(code);
    return reply
      .status(status)
      .send(errorBody(status, code, error.message, error.extensions?.details));
  }
  const refusal = route.refuse?.(data ?? {});
  if (refusal) {
    return sendError(reply, new DomainError(refusal.code, refusal.message));
  }
  if (route.file) {
    const file = route.file(data ?? {});
    return reply
      .status(route.status ?? 200)
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  }
  return reply.status(route.status ?? 200).send(route.respond?.(data ?? {}));
}
