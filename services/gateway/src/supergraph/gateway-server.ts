import { readFileSync } from 'node:fs';

import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { costLimitRule, depthLimitRule, fetchLike, serviceCredential } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

import { type GatewayConfig } from '../config';
import { aliasLimitRule, maxTokens } from '../edge/graphql-limits';
import { ForwardingDataSource, type GatewayContext } from './forwarding-data-source';
import { formatGatewayError, operationResolution } from './request-errors';
import { type SubgraphName, subgraphUrls } from './subgraphs';

/** How long a subgraph may take to answer: as long as undici's own default. */
const subgraphTimeoutMs = 300_000;

/** Whether Apollo's Sandbox page is served at GET /graphql: GRAPHQL_SANDBOX, else outside production. */
export function graphqlSandbox(config: GatewayConfig): boolean {
  return config.GRAPHQL_SANDBOX ?? config.NODE_ENV !== 'production';
}

/**
 * Serves the federated graph at /graphql from the committed supergraph (never
 * by introspecting the subgraphs), with each subgraph reached at its
 * configured URL. Introspection and the Sandbox page follow
 * GRAPHQL_INTROSPECTION and GRAPHQL_SANDBOX, off in production by default.
 */
export async function mountGateway(
  app: FastifyInstance,
  config: GatewayConfig,
): Promise<ApolloServer<GatewayContext>> {
  const urls = subgraphUrls(config);
  // In production a missing INTERNAL_API_TOKEN stops the gateway here.
  const credential = serviceCredential(config);
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(config.SUPERGRAPH_FILE, 'utf8'),
    // node:http with kept-alive connections rather than the default
    // make-fetch-happen (whose HTTP-cache layer subgraph POSTs never use) or
    // Node's fetch: each costs a print a millisecond or more of CPU
    // (docs/performance.md). The limit outlasts render's wait for a print.
    buildService: ({ name }) =>
      new ForwardingDataSource({
        url: urls[name as SubgraphName],
        fetcher: (url, init) => fetchLike(url, { ...init, timeoutMs: subgraphTimeoutMs }),
        credential,
      }),
  });
  const development = config.NODE_ENV !== 'production';
  const server = new ApolloServer<GatewayContext>({
    gateway,
    introspection: config.GRAPHQL_INTROSPECTION ?? development,
    // The subgraphs refuse deep and costly operations too; refusing them here
    // spares the query planning and the fan-out (docs/quality.md#case-27).
    // Bounded before validation: a document past maxTokens is not parsed at
    // all, and aliases are bounded as well as fields (docs/architecture.md#the-edge).
    parseOptions: { maxTokens },
    validationRules: [depthLimitRule(), costLimitRule(), aliasLimitRule()],
    // Apollo's CSRF prevention: a GET or a "simple" POST (form or text body)
    // without a preflight header is refused (docs/architecture.md#the-edge).
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // runService owns shutdown (see the service kit's mountGraphQL).
    stopOnTerminationSignals: false,
    formatError: formatGatewayError,
    plugins: [
      fastifyApolloDrainPlugin(app),
      // An operationName naming no operation is the caller's mistake, not a 500.
      operationResolution,
      ApolloServerPluginInlineTraceDisabled(),
      // Explicit rather than Apollo's guess from process.env.NODE_ENV; the
      // Sandbox page loads its code from Apollo's CDN, so it is off in production.
      graphqlSandbox(config)
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await server.start();
  await app.register(fastifyApollo(server), {
    context: async (request, reply) => ({
      requestId: String(request.id),
      headers: request.headers,
      reply,
    }),
  });
  return server;
}
