import { streams } from '@vitae/proto';
import {
  createGraphContext,
  type Database,
  jwtVerifierOptions,
  OutboxEntity,
  type RunningService,
  startOutboxRelay,
  startService,
  visitorOf,
} from '@vitae/service-kit';

import { type ResumeConfig } from './config';
import { LetterEntity } from './letters/letter.entity';
import { LetterService } from './letters/letter.service';
import { LetterStatisticsService } from './letters/letter-statistics.service';
import { LetterVersionEntity } from './letters/letter-version.entity';
import { LetterVersionService } from './letters/letter-versions.service';
import { CreateResumes1763900000000 } from './migrations/1763900000000-create-resumes';
import { CountVisitorsOnce1765000000000 } from './migrations/1765000000000-count-visitors-once';
import { VersionsAndTrash1767600000000 } from './migrations/1767600000000-versions-and-trash';
import { TailoredCopies1769700000000 } from './migrations/1769700000000-tailored-copies';
import { CreateLetters1770000000000 } from './migrations/1770000000000-create-letters';
import { LetterStatistics1770100000000 } from './migrations/1770100000000-letter-statistics';
import { LetterVersions1770200000000 } from './migrations/1770200000000-letter-versions';
import { type ResumeContext } from './resume-context';
import { ResumeEntity } from './resumes/resume.entity';
import { ResumeService } from './resumes/resume.service';
import { buildResumeSchema } from './schema';
import { consumeDownloads } from './statistics/download.consumer';
import { StatisticsEntity } from './statistics/statistics.entity';
import { StatisticsService } from './statistics/statistics.service';
import { viewCounter } from './statistics/view-counter';
import { forgetOldVisitors } from './statistics/visitor-pruning';
import { consumeUserDeletions } from './users/user-deleted.consumer';
import { keepHistoryAndTrash } from './versions/upkeep';
import { ResumeVersionEntity } from './versions/version.entity';

/** The service's areas over its database; they hold no state of their own. */
function areasOf(
  database: Database | undefined,
): Pick<
  ResumeContext,
  'resumes' | 'letters' | 'letterVersions' | 'statistics' | 'letterStatistics'
> {
  if (!database) {
    throw new Error('the resume service runs with a database');
  }
  const resumes = new ResumeService(database.dataSource);
  const letters = new LetterService(database.dataSource, resumes);
  return {
    resumes,
    letters,
    letterVersions: new LetterVersionService(database.dataSource),
    statistics: new StatisticsService(database.dataSource, resumes),
    letterStatistics: new LetterStatisticsService(database.dataSource, letters),
  };
}

/** Starts the resume service: resumes, letters and statistics (its own database), change events. */
export async function startResume(config: ResumeConfig): Promise<RunningService> {
  return startService({
    service: 'resume',
    config,
    database: {
      entities: [
        ResumeEntity,
        LetterEntity,
        ResumeVersionEntity,
        LetterVersionEntity,
        StatisticsEntity,
        OutboxEntity,
      ],
      migrations: [
        CreateResumes1763900000000,
        CountVisitorsOnce1765000000000,
        VersionsAndTrash1767600000000,
        TailoredCopies1769700000000,
        CreateLetters1770000000000,
        LetterStatistics1770100000000,
        LetterVersions1770200000000,
      ],
    },
    auth: jwtVerifierOptions(config),
    bus: true,
    schema: await buildResumeSchema(),
    context: ({ database, verifier, credential }) => {
      const areas = areasOf(database);
      const base = createGraphContext({ verifier });
      return async (request, reply): Promise<ResumeContext> => {
        const context = await base(request, reply);
        // The visitor is a keyed hash of the day and the client's address alone (docs/resume.md).
        const visitor = () => visitorOf(request, credential);
        return {
          ...context,
          ...areas,
          visitor,
          countView: viewCounter(areas.statistics, visitor, context.logger),
          countPageView: viewCounter(areas.statistics, visitor, context.logger, {
            callerId: context.userId,
          }),
        };
      };
    },
    setup: async ({ database, bus, logger }) => {
      if (!database || !bus) {
        throw new Error('the resume service runs with a database and an event bus');
      }
      await bus.ensureStream({
        ...streams.resumeEvents,
        subjects: [...streams.resumeEvents.subjects],
      });
      await bus.ensureStream({
        ...streams.letterEvents,
        subjects: [...streams.letterEvents.subjects],
      });
      // Not kicked after a change: one resume's changes go out at most once per interval.
      // On PostgreSQL the relay keeps a connection of its own, so saves queueing
      // for the pool never hold the events back (docs/resume.md#outbox-and-events).
      const relay = startOutboxRelay({
        dataSource: database.dataSource,
        bus,
        logger,
        intervalMs: config.OUTBOX_INTERVAL_MS,
        connection: database.mode === 'postgres' ? 'own' : 'shared',
      });
      const areas = areasOf(database);
      const deletions = await consumeUserDeletions(bus, areas, logger);
      const downloads = await consumeDownloads(bus, areas.statistics, logger);
      const pruning = forgetOldVisitors(areas.statistics, logger);
      const letterPruning = forgetOldVisitors(areas.letterStatistics, logger);
      const upkeep = keepHistoryAndTrash(areas.resumes, areas.letterVersions, logger);
      return [
        relay,
        { close: () => deletions.stop() },
        { close: () => downloads.stop() },
        pruning,
        letterPruning,
        upkeep,
      ];
    },
  });
}
