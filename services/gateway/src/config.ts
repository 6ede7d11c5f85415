import { resolve } from 'node:path';

import { commonConfigShape, envPort, envUrl } from '@vitae/service-kit';
import { z } from 'zod';

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
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
