import { resolve } from 'node:path';

import { commonConfigShape, envBoolean, envPort, envUrl } from '@vitae/service-kit';
import { z } from 'zod';

import { parseTrustedProxies } from './proxy/client-address';
import { repoRoot } from './supergraph/paths';

export const gatewayConfigSchema = z.object({
  ...commonConfigShape,
  PORT: envPort.default(3000),
  IDENTITY_URL: envUrl.default('http://127.0.0.1:4001/graphql'),
  RESUME_URL: envUrl.default('http://127.0.0.1:4002/graphql'),
  STORAGE_URL: envUrl.default('http://127.0.0.1:4003/graphql'),
  RENDER_URL: envUrl.default('http://127.0.0.1:4004/graphql'),
  WEB_DIST: z.string().min(1).default(resolve(repoRoot, 'web/dist')),
  SUPERGRAPH_FILE: z
    .string()
    .min(1)
    .default(resolve(repoRoot, 'services/gateway/supergraph.graphql')),
  /**
   * CIDRs of the proxies in front of the gateway (an ingress controller's pod
   * range), comma-separated. Their X-Forwarded-For is believed, so rate limits
   * count the real client; unset, the gateway's peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if (!parsed.ok) {
        ctx.addIssue({
          code: 'custom',
          message: `expected CIDRs such as 10.0.0.0/8, got "${parsed.bad}"`,
        });
        return z.NEVER;
      }
      return parsed.cidrs;
    })
    .default([]),
  /**
   * Where the app is reached. A state-changing request whose `Origin` is
   * another site's is refused (outside production, loopback origins too are
   * accepted), as identity does.
   */
  PUBLIC_URL: envUrl.default('http://localhost:3000'),
  /**
   * How long a request's whole body may take to arrive; a client trickling
   * it is answered 408 and its connection closed.
   */
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * How long a public resume's page is served again from its last lookup
   * without asking the graph (docs/performance.md#public-page): a resume
   * made private or deleted stops showing that much later. 0 asks every time.
   */
  PUBLIC_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Schema introspection at /graphql; off in production unless set to true. */
  GRAPHQL_INTROSPECTION: envBoolean.optional(),
  /** Apollo's Sandbox page at GET /graphql; off in production unless set to true. */
  GRAPHQL_SANDBOX: envBoolean.optional(),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
