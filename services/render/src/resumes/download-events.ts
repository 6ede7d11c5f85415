import {
  encodeEvent,
  ResumeDownloadedSchema,
  streams,
  subjects,
  timestampFromDate,
} from '@vitae/proto';
import { type EventBus, type Logger, utcDay, visitorOf } from '@vitae/service-kit';
import { type FastifyRequest } from 'fastify';

/** Announces downloads of public resumes to resume's statistics. */
export type DownloadEvents = {
  /**
   * Announces that this request's reader (not the owner) got the resume's
   * PDF. Never throws: statistics must not cost a reader the PDF.
   */
  announce(resumeId: string, request: FastifyRequest | undefined): Promise<void>;
};

/** Makes sure the stream downloads go to exists; resume creates it as well. */
export async function ensureDownloadStream(bus: EventBus): Promise<void> {
  await bus.ensureStream({
    ...streams.statisticsEvents,
    subjects: [...streams.statisticsEvents.subjects],
  });
}

/**
 * `ResumeDownloaded` on `vitae.statistics.downloaded.<resumeId>`, which resume
 * consumes and counts once per visitor, resume and UTC day. The visitor is
 * a keyed hash (never the address). The publish id is the same for a
 * visitor's repeats of one day, so the stream itself drops those within its
 * duplicate window (a request with many aliases of the PDF, say).
 */
export function downloadEvents(bus: EventBus, credential: string, logger: Logger): DownloadEvents {
  return {
    async announce(resumeId, request) {
      if (!request) {
        return;
      }
      const day = utcDay();
      const visitor = visitorOf(request, credential, day);
      try {
        await bus.publish(
          subjects.resumeDownloaded(resumeId),
          encodeEvent(ResumeDownloadedSchema, {
            resumeId,
            visitor,
            day,
            downloadedAt: timestampFromDate(new Date()),
          }),
          { msgId: `download-${resumeId}-${visitor}-${day}` },
        );
      } catch (error) {
        logger.warn({ err: error, resumeId }, 'download not announced');
      }
    },
  };
}
