import {
  decodeEvent,
  encodeEvent,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  type ResumeChanged,
  ResumeChangedSchema,
  timestampFromDate,
  Visibility,
} from '@vitae/proto';
import { type Closable, type EventBus, type Logger } from '@vitae/service-kit';

import { cacheKeyOf, contentHash } from '../prints/content-hash';
import { type PrintOutput } from '../prints/resume-prints';
import { jobIdOf } from './job-requester';
import { type RenderJobTopology } from './job-topology';
import { createResumeVersions } from './resume-versions';

const kindOf = { pdf: RenderKind.PDF, thumbnail: RenderKind.THUMBNAIL } as const;

/** Options of {@link startAheadOfTimePrinting}. */
export type AheadOfTimeOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  logger: Logger;
  /** The artboard build id: part of the cache key the job ids are made of. */
  buildId: string;
};

/**
 * What a change asks for: a thumbnail of every resume and the PDF of a public
 * one, as jobs carrying the change's document, with the on-demand job ids
 * (the cache key), so a request waiting for that file is answered by
 * whichever job prints it first. The publish id adds the version: a change
 * delivered twice asks once, while a later version whose content is an
 * earlier one's (an undo) asks again instead of being dropped as a duplicate
 * of a job that was skipped as superseded.
 */
function jobsFor(change: ResumeChanged, buildId: string) {
  const outputs: PrintOutput[] =
    change.visibility === Visibility.PUBLIC ? ['pdf', 'thumbnail'] : ['thumbnail'];
  // Resume's own content hash of the document it carries, the same function render uses.
  const hash = change.contentHash
    ? cacheKeyOf(change.contentHash, buildId)
    : contentHash(JSON.parse(change.dataJson) as unknown, buildId);
  return outputs.map((output) => {
    const jobId = jobIdOf(change.resumeId, hash, output);
    return { output, contentHash: hash, jobId, msgId: `${jobId}-v${change.version}` };
  });
}

/**
 * Prints ahead of time, so the public page's download and the builder's
 * thumbnails are ready before anyone asks. The stream keeps only the newest
 * change per resume, so a burst of edits asks for a few prints; a change older
 * than one already handled here (a redelivery after a failure) asks for
 * nothing, and the jobs carry their version, so the worker skips those a newer
 * change has superseded by the time it takes them (docs/quality.md#case-10).
 */
export async function startAheadOfTimePrinting({
  bus,
  topology,
  logger,
  buildId,
}: AheadOfTimeOptions): Promise<Closable> {
  for (const stream of [topology.resumeEvents, topology.jobs, topology.deadLetter]) {
    await bus.ensureStream(stream);
  }
  const handled = createResumeVersions({ bus, topology, logger });
  const subscription = await bus.consume({
    stream: topology.resumeEvents.name,
    durable: topology.changedDurable,
    filterSubjects: [topology.resumeChangedFilter],
    deadLetterSubject: topology.deadLetterSubject,
    maxDeliver: 5,
    backoffMs: [1_000, 5_000],
    handle: async (delivery) => {
      const change = decodeEvent(ResumeChangedSchema, delivery.data);
      if (handled.seen(change.resumeId) > change.version) {
        logger.debug(
          { resumeId: change.resumeId, version: String(change.version) },
          'older resume change skipped: a newer one was handled',
        );
        return;
      }
      const jobs = jobsFor(change, buildId);
      for (const { output, jobId, msgId, contentHash: hash } of jobs) {
        await bus.publish(
          topology.requested(output),
          encodeEvent(RenderRequestedSchema, {
            jobId,
            resumeId: change.resumeId,
            userId: change.userId,
            kind: kindOf[output],
            contentHash: hash,
            reason: RenderReason.AHEAD_OF_TIME,
            requestedAt: timestampFromDate(new Date()),
            title: change.title,
            dataJson: change.dataJson,
            resumeVersion: change.version,
          }),
          { msgId },
        );
      }
      handled.saw(change.resumeId, change.version);
      if (jobs.length > 0) {
        logger.debug(
          {
            resumeId: change.resumeId,
            version: String(change.version),
            jobs: jobs.map((job) => job.jobId),
          },
          'printing ahead of time',
        );
      }
    },
  });
  return { close: () => subscription.stop() };
}
