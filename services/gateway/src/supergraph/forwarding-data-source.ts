import { type GraphQLDataSourceProcessOptions, RemoteGraphQLDataSource } from '@apollo/gateway';
import { type GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { serviceCredentialHeader } from '@vitae/service-kit';
import { type FastifyReply } from 'fastify';
import { type GraphQLError } from 'graphql';

import { subgraphRefusal } from './request-errors';

/** What the gateway knows about the request it is serving. */
export type GatewayContext = {
  requestId: string;
  headers: Record<string, string | string[] | undefined>;
  reply?: FastifyReply;
};

/** Request headers a subgraph needs: who is asking, and which request this is. */
const forwardedHeaders = [
  'authorization',
  'cookie',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'origin',
] as const;

/**
 * Sends subgraph requests with the service credential (a subgraph answers
 * nobody else), the caller's credentials and request id, and passes cookies a
 * subgraph sets (sign-in, refresh) back to the browser.
 */
export class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  /** The service credential every subgraph demands (INTERNAL_API_TOKEN). */
  private readonly credential: string;

  constructor({
    credential,
    ...options
  }: Pick<RemoteGraphQLDataSource<GatewayContext>, 'url' | 'fetcher'> & { credential: string }) {
    super(options);
    this.credential = credential;
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    if (!request.http) {
      return;
    }
    request.http.headers.set(serviceCredentialHeader, this.credential);
    // Schema loading and health checks carry no caller.
    if (!isGatewayContext(context)) {
      return;
    }
    for (const name of forwardedHeaders) {
      const value = context.headers[name];
      if (typeof value === 'string') {
        request.http.headers.set(name, value);
      }
    }
    // The chain ends with the client's address: the gateway rewrote it on arrival
    // (proxy/client-address.ts), so identity's per-address limits see the real client.
    request.http.headers.set('x-request-id', context.requestId);
  }

  /**
   * A subgraph's 4xx with a GraphQL body (a variable its scalar refused) is
   * the caller's mistake, passed on with its code; anything else stays
   * Apollo's error, which the client sees as `SomethingWentWrong`.
   */
  override async errorFromResponse(response: FetcherResponse): Promise<GraphQLError> {
    const fallback = () => super.errorFromResponse(response);
    if (!response.headers.get('content-type')?.includes('json')) {
      return fallback();
    }
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    return subgraphRefusal(response.status, body) ?? fallback();
  }

  override didReceiveResponse({
    response,
    context,
  }: {
    response: GatewayGraphQLResponse;
    context: GatewayContext;
  }): GatewayGraphQLResponse {
    const cookies = response.http?.headers.get('set-cookie');
    if (cookies && context.reply) {
      const previous = context.reply.getHeader('set-cookie');
      const existing =
        previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
      context.reply.header('set-cookie', [...existing, ...splitSetCookie(cookies)]);
    }
    return response;
  }
}

/** An answer of a subgraph, as Apollo's data source reads it. */
type FetcherResponse = Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0];

function isGatewayContext(context: Record<string, unknown>): context is GatewayContext {
  return typeof context.requestId === 'string' && typeof context.headers === 'object';
}

/** Fetch joins several Set-Cookie headers with ", "; split them again without breaking Expires dates. */
function splitSetCookie(joined: string): string[] {
  return joined.split(/,\s*(?=[^;=\s]+=)/);
}
