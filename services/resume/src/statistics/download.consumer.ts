import { decodeEvent, ResumeDownloadedSchema, streams } from '@vitae/proto';
import {
  consumeStream,
  type EventBus,
  followerRetries,
  type Logger,
  type Subscription,
} from '@vitae/service-kit';

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
  return consumeStream(bus, streams.statisticsEvents, {
    durable: downloadConsumer,
    filterSubjects: ['vitae.statistics.downloaded.>'],
    ...followerRetries,
    concurrency: 4,
    handle: async (delivery) => {
      const { resumeId, visitor, day } = decodeEvent(ResumeDownloadedSchema, delivery.data);
      const counted = await statistics.recordDownload({ resumeId, visitor, day });
      logger.debug({ resumeId, counted }, 'download announced');
    },
  });
}
