import { type GraphContext } from '@vitae/service-kit';

import { type OnDemandPrints } from './prints/on-demand-prints';
import { type DownloadCounter } from './resumes/download-counter';

/** What render's resolvers receive: the caller, on-demand printing and the download counter. */
export type RenderContext = GraphContext & { prints: OnDemandPrints; downloads: DownloadCounter };
