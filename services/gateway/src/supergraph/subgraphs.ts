import { type GatewayConfig } from '../config';

/** The subgraphs behind the gateway, in composition order. */
export const subgraphNames = ['identity', 'resume', 'storage', 'render'] as const;
export type SubgraphName = (typeof subgraphNames)[number];

/** The URL each subgraph is reached at, from configuration. */
export function subgraphUrls(config: GatewayConfig): Record<SubgraphName, string> {
  return {
    identity: config.IDENTITY_URL,
    resume: config.RESUME_URL,
    storage: config.STORAGE_URL,
    render: config.RENDER_URL,
  };
}
