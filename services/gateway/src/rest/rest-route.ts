import { type ApolloServer } from '@apollo/server';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { type GatewayContext } from '../supergraph/forwarding-data-source';
import { statusForCode } from './error-status';

/**
 * One documented /api route (SPEC §7) answered by one federated operation:
 * the route unpacks the request into variables and shapes the data into the
 * documented response.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  document: string;
  variables?: (request: FastifyRequest) => Record<string, unknown>;
  respond: (data: Record<string, unknown>) => unknown;
  status?: number;
  /**
   * A §8 code to answer with when the data alone says the call failed (a
   * lookup that resolved to null), checked before `respond`.
   */
  refuse?: (data: Record<string, unknown>) => { code: string; message: string } | undefined;
  /**
   * A §8 code to answer with when the request alone says the call cannot
   * succeed (a malformed address), checked before any subgraph is asked.
   */
  reject?: (request: FastifyRequest) => { code: string; message: string } | undefined;
};

/** The body of every REST error: the §8 code, a readable message, the HTTP status. */
export type RestErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
};

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
    const statusCode = statusForCode(rejection.code);
    const body: RestErrorBody = { statusCode, ...rejection };
    return reply.status(statusCode).send(body);
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
    const code =
      typeof error.extensions?.code === 'string' ? error.extensions.code : 'SomethingWentWrong';
    const statusCode = statusForCode(code);
    const body: RestErrorBody = {
      statusCode,
      code,
      message: error.message,
      details: error.extensions?.details,
    };
    return reply.status(statusCode).send(body);
  }
  const refusal = route.refuse?.(data ?? {});
  if (refusal) {
    const statusCode = statusForCode(refusal.code);
    const body: RestErrorBody = { statusCode, ...refusal };
    return reply.status(statusCode).send(body);
  }
  return reply.status(route.status ?? 200).send(route.respond(data ?? {}));
}
