import { type RunningService, startService } from '@vitae/service-kit';

import { type ResumeConfig } from './config';
import { buildResumeSchema } from './schema';

/** Starts the resume service: resumes and statistics (its own database), change events. */
export async function startResume(config: ResumeConfig): Promise<RunningService> {
  return startService({
    service: 'resume',
    config,
    database: { entities: [], migrations: [] },
    bus: true,
    schema: await buildResumeSchema(),
  });
}
