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

import { contentHash } from '../prints/content-hash';
import { type PrintOutput } from '../prints/resume-prints';
import { jobIdOf } from './job-requester';
import { type RenderJobTopology } from './job-topology';

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
 * What a change asks for. A change carrying the document (resume's outbox
 * writes it) gives a thumbnail of every resume and the PDF of a public one,
 * as jobs carrying that document, with the on-demand job ids (the cache key),
 * so a request arriving while such a job waits joins it instead of printing
 * again. A change from an older publisher carries no document: public
 * resumes only, with jobs the worker reads the resume for, one per version.
 */
function jobsFor(change: ResumeChanged, buildId: string) {
  const outputs: PrintOutput[] = change.dataJson
    ? change.visibility === Visibility.PUBLIC
      ? ['pdf', 'thumbnail']
      : ['thumbnail']
    : change.visibility === Visibility.PUBLIC
      ? ['pdf', 'thumbnail']
      : [];
  const hash = change.dataJson
    ? contentHash(JSON.parse(change.dataJson) as unknown, buildId)
    : change.contentHash;
  return outputs.map((output) => ({
    output,
    contentHash: hash,
    jobId: change.dataJson
      ? jobIdOf(change.resumeId, hash, output)
      : `${change.resumeId}-${change.version}-${output}`,
  }));
}

/**
 * Prints ahead of time, so the public page's download and the builder's
 * thumbnails are ready before anyone asks. The stream keeps only the newest
 * change per resume, so a burst of edits asks for one or a few prints; the
 * publish id is the job id, so a change delivered twice asks once.
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
  const subscription = await bus.consume({
    stream: topology.resumeEvents.name,
    durable: topology.changedDurable,
    filterSubjects: [topology.resumeChangedFilter],
    deadLetterSubject: topology.deadLetterSubject,
    maxDeliver: 5,
    backoffMs: [1_000, 5_000],
    handle: async (delivery) => {
      const change = decodeEvent(ResumeChangedSchema, delivery.data);
      const jobs = jobsFor(change, buildId);
      for (const { output, jobId, contentHash: hash } of jobs) {
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
          }),
          { msgId: jobId },
        );
      }
      if (jobs.length > 0) {
        logger.debug(
          {
            resumeId: change.resumeId,
            version: change.version,
            jobs: jobs.map((job) => job.jobId),
          },
          'printing ahead of time',
        );
      }
    },
  });
  return { close: () => subscription.stop() };
}
