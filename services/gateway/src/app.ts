import { createLogger, createServiceApp, listen, serviceCredential } from '@vitae/service-kit';

import { registerApiKeys } from './api-keys/api-key-edge';
import { type GatewayConfig } from './config';
import { registerBodyDeadline } from './edge/body-deadline';
import { registerJsonBody } from './edge/json-body';
import { registerOriginGuard } from './edge/origin-guard';
import { registerRefusalMemory } from './edge/refusal-memory';
import { registerRequestTarget } from './edge/request-target';
import { registerMcp } from './mcp/mcp-endpoint';
import { registerOpenApiRoutes } from './openapi/openapi-routes';
import { registerClientAddress } from './proxy/client-address';
import { registerOAuthProxy } from './proxy/oauth-proxy';
import { registerStorageProxy } from './proxy/storage-proxy';
import { registerRestRoutes } from './rest/rest-route';
import { restRoutes } from './rest/routes';
import { graphqlSandbox, mountGateway } from './supergraph/gateway-server';
import { subgraphNames, subgraphUrls } from './supergraph/subgraphs';
import { publicPageLookup } from './web/public-page-lookup';
import { registerSecurityHeaders } from './web/security-headers';
import { sharedPublicPageLookup } from './web/shared-public-page';
import { mountWebApp } from './web/static-web';

/** A running gateway. */
export type RunningGateway = { url: string; port: number; close(): Promise<void> };

/** Checks a subgraph by its own readiness route, next to its /graphql. */
function subgraphReady(graphqlUrl: string) {
  return async () => {
    const response = await fetch(new URL('/readyz', graphqlUrl), {
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) {
      throw new Error(`readyz answered ${response.status}: ${await response.text()}`);
    }
  };
}

/** Starts the gateway: the federated graph, the REST shims and the web app. */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const logger = createLogger({
    service: 'gateway',
    level: config.LOG_LEVEL,
    pretty: config.NODE_ENV === 'development',
  });
  const urls = subgraphUrls(config);
  const readiness = Object.fromEntries(
    subgraphNames.map((name) => [name, subgraphReady(urls[name])]),
  );
  const app = await createServiceApp({ service: 'gateway', logger, readiness });
  registerClientAddress(app, config.TRUSTED_PROXIES);
  // Security headers on every answer, refusals included (docs/quality.md#security-headers).
  await registerSecurityHeaders(app, {
    webDist: config.WEB_DIST,
    trustedProxies: config.TRUSTED_PROXIES,
    sandbox: graphqlSandbox(config),
  });
  // The edge (docs/architecture.md): a target that is not a path refused,
  // another site's writes refused, request bodies bounded in time and in
  // nesting, before any route runs.
  registerRequestTarget(app);
  registerOriginGuard(app, {
    publicUrl: config.PUBLIC_URL,
    production: config.NODE_ENV === 'production',
  });
  registerBodyDeadline(app, config.REQUEST_BODY_TIMEOUT_MS);
  registerJsonBody(app);
  // An account a subgraph has limited is refused here until then, and one
  // that keeps being refused is answered slowly (edge/refusal-memory.ts).
  registerRefusalMemory(app);
  try {
    // A personal API key is exchanged with identity and held to its scopes (docs/api.md).
    const keyExchange = registerApiKeys(app, {
      identityUrl: config.IDENTITY_URL,
      credential: serviceCredential(config),
      routes: restRoutes,
    });
    const server = await mountGateway(app, config);
    registerRestRoutes(app, server, restRoutes);
    registerOpenApiRoutes(app, restRoutes);
    // The MCP server for agents, as a key's owner (docs/api.md#mcp).
    registerMcp(app, { server, authenticate: keyExchange });
    registerOAuthProxy(app, config.IDENTITY_URL);
    await registerStorageProxy(app, config.STORAGE_URL);
    await mountWebApp(app, {
      webDist: config.WEB_DIST,
      publicUrl: config.PUBLIC_URL,
      // Readers of one public page share its lookup for a moment.
      lookup: sharedPublicPageLookup(publicPageLookup(server), {
        ttlMs: config.PUBLIC_PAGE_CACHE_MS,
        maxEntries: 10_000,
      }),
    });
    const { url, port } = await listen(app, { host: config.HOST, port: config.PORT });
    return { url, port, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
