import { streams } from '@vitae/proto';
import {
  createGraphContext,
  jwtVerifierOptions,
  type RunningService,
  startService,
} from '@vitae/service-kit';

import { type ResumeConfig } from './config';
import { CreateResumes1763900000000 } from './migrations/1763900000000-create-resumes';
import { OutboxEntity } from './outbox/outbox.entity';
import { startOutboxRelay } from './outbox/outbox-relay';
import { type ResumeContext } from './resume-context';
import { ResumeEntity } from './resumes/resume.entity';
import { ResumeService } from './resumes/resume.service';
import { buildResumeSchema } from './schema';
import { StatisticsEntity } from './statistics/statistics.entity';
import { StatisticsService } from './statistics/statistics.service';
import { consumeUserDeletions } from './users/user-deleted.consumer';

/** Starts the resume service: resumes and statistics (its own database), change events. */
export async function startResume(config: ResumeConfig): Promise<RunningService> {
  // The areas need the database, which startService opens; context() runs first, setup() after.
  let areas: Pick<ResumeContext, 'resumes' | 'statistics'> | undefined;
  return startService({
    service: 'resume',
    config,
    database: {
      entities: [ResumeEntity, StatisticsEntity, OutboxEntity],
      migrations: [CreateResumes1763900000000],
    },
    auth: jwtVerifierOptions(config),
    bus: true,
    schema: await buildResumeSchema(),
    context: ({ database, verifier }) => {
      const dataSource = database!.dataSource;
      const resumes = new ResumeService(dataSource);
      const resolved = { resumes, statistics: new StatisticsService(dataSource, resumes) };
      areas = resolved;
      const base = createGraphContext({ verifier });
      return async (request, reply): Promise<ResumeContext> => ({ ...(await base(request, reply)), ...resolved });
    },
    setup: async ({ database, bus, logger }) => {
      await bus!.ensureStream({ ...streams.resumeEvents, subjects: [...streams.resumeEvents.subjects] });
      const relay = startOutboxRelay({
        dataSource: database!.dataSource,
        bus: bus!,
        logger,
        intervalMs: config.OUTBOX_INTERVAL_MS,
      });
      const deletions = await consumeUserDeletions(bus!, areas!.resumes, logger);
      return [relay, { close: () => deletions.stop() }];
    },
  });
}
