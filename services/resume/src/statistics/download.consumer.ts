import { decodeEvent, ResumeDownloadedSchema, streams } from '@vitae/proto';
import { type EventBus, type Logger, type Subscription } from '@vitae/service-kit';

import { type StatisticsService } from './statistics.service';

/** The durable consumer's name: its position in STATISTICS_EVENTS survives restarts. */
export const downloadConsumer = 'resume-downloads';

/**
 * Follows render's downloads (`vitae.statistics.downloaded.<resumeId>`) and
 * counts each at most once per visitor, resume and UTC day. A failed count is
 * retried by the bus; a repeated delivery counts nothing more.
 */
export async function consumeDownloads(
  bus: EventBus,
  statistics: StatisticsService,
  logger: Logger,
): Promise<Subscription> {
  await bus.ensureStream({ ...streams.statisticsEvents, subjects: [...streams.statisticsEvents.subjects] });
  return bus.consume({
    stream: streams.statisticsEvents.name,
    durable: downloadConsumer,
    filterSubjects: ['vitae.statistics.downloaded.>'],
    maxDeliver: 10,
    backoffMs: [1_000, 5_000, 30_000],
    concurrency: 4,
    handle: async (delivery) => {
      const { resumeId, visitor, day } = decodeEvent(ResumeDownloadedSchema, delivery.data);
      const counted = await statistics.recordDownload({ resumeId, visitor, day });
      logger.debug({ resumeId, counted }, 'download announced');
    },
  });
}
