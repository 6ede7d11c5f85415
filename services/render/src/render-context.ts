import { type GraphContext } from '@vitae/service-kit';

import { type ResumePrints } from './prints/resume-prints';

/** What render's resolvers receive: the caller, and the print cache. */
export type RenderContext = GraphContext & { prints: ResumePrints };
