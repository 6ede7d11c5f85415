import {
  decodeEvent,
  encodeEvent,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  ResumeChangedSchema,
  timestampFromDate,
  Visibility,
} from '@vitae/proto';
import { type Closable, type EventBus, type Logger } from '@vitae/service-kit';

import { type RenderJobTopology } from './job-topology';

/**
 * Prints public resumes ahead of time: each `ResumeChanged` of a public
 * resume becomes a PDF job and a thumbnail job, so the public page's download
 * and the preview are ready before anyone asks. The stream keeps only the
 * newest change per resume, so a burst of edits asks for one or a few prints;
 * the jobs carry the version in their id (and as the publish id), so a change
 * delivered twice asks once. Private resumes are left to on-demand printing:
 * a job cannot read them without their owner.
 */
export async function startAheadOfTimePrinting({
  bus,
  topology,
  logger,
}: {
  bus: EventBus;
  topology: RenderJobTopology;
  logger: Logger;
}): Promise<Closable> {
  for (const stream of [topology.resumeEvents, topology.jobs, topology.deadLetter]) {
    await bus.ensureStream(stream);
  }
  const subscription = await bus.consume({
    stream: topology.resumeEvents.name,
    durable: topology.changedDurable,
    filterSubjects: [topology.resumeChangedFilter],
    deadLetterSubject: topology.deadLetterSubject,
    maxDeliver: 5,
    backoffMs: [1_000, 5_000],
    handle: async (delivery) => {
      const change = decodeEvent(ResumeChangedSchema, delivery.data);
      if (change.visibility !== Visibility.PUBLIC) {
        return;
      }
      for (const [kind, name] of [
        [RenderKind.PDF, 'pdf'],
        [RenderKind.THUMBNAIL, 'thumbnail'],
      ] as const) {
        const jobId = `${change.resumeId}-${change.version}-${name}`;
        await bus.publish(
          topology.requested(name),
          encodeEvent(RenderRequestedSchema, {
            jobId,
            resumeId: change.resumeId,
            userId: change.userId,
            kind,
            contentHash: change.contentHash,
            reason: RenderReason.AHEAD_OF_TIME,
            requestedAt: timestampFromDate(new Date()),
          }),
          { msgId: jobId },
        );
      }
      logger.debug(
        { resumeId: change.resumeId, version: change.version },
        'printing ahead of time',
      );
    },
  });
  return { close: () => subscription.stop() };
}
