import { type GraphContext } from '@vitae/service-kit';

import { type OnDemandPrints } from './prints/on-demand-prints';

/** What render's resolvers receive: the caller, and on-demand printing. */
export type RenderContext = GraphContext & { prints: OnDemandPrints };
