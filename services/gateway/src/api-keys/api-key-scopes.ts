import { type ApiKeyScope } from '@vitae/schema';

import { type RestRoute } from '../rest/rest-route';

/**
 * What a personal API key needs to call a route (docs/api.md#scopes): one of
 * its scopes, or `none` for what a key may never do (keys, password, email,
 * two-factor, the account, signing in and out, the graph).
 */
export type RouteKeyScope = ApiKeyScope | 'none';

/** A route as the key check and the OpenAPI document see it: its method, its Fastify path and its scope. */
export type KeyedRoute = { method: string; path: string; apiKeyScope: RouteKeyScope };

/** A route's scope: its own, else `read` for a GET and `write` for anything else. */
export function keyScopeOf(route: Pick<RestRoute, 'method' | 'apiKeyScope'>): RouteKeyScope {
  return route.apiKeyScope ?? (route.method === 'GET' ? 'read' : 'write');
}

/** The /api routes that are not REST shims: the storage proxy and the OAuth redirects. */
export const proxiedRoutes: readonly KeyedRoute[] = [
  { method: 'PUT', path: '/api/storage/image', apiKeyScope: 'write' },
  { method: 'GET', path: '/api/storage/files/*', apiKeyScope: 'read' },
];

/** The scope each route needs, by `METHOD path` as Fastify matched it. */
export function keyScopeTable(routes: readonly RestRoute[]): Map<string, RouteKeyScope> {
  return new Map([
    ...routes.map((route) => [`${route.method} ${route.path}`, keyScopeOf(route)] as const),
    ...proxiedRoutes.map((route) => [`${route.method} ${route.path}`, route.apiKeyScope] as const),
  ]);
}
