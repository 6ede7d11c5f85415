import {
  decodeEvent,
  encodeEvent,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  type ResumeChanged,
  ResumeChangedSchema,
  timestampDate,
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

/**
 * Changes handled at once. Most of them only wait out their quiet spell (a
 * timer and the change in memory), so one resume's spell must not hold up the
 * changes of every other resume: at 64, 200 people typing held every slot in
 * spells and the changes behind them waited seconds to be taken
 * (docs/performance.md#editors-load).
 */
const changesAtOnce = 256;

/** Whose PDFs are printed ahead of time: every resume's, or public ones' only. */
export type AheadPdfs = 'all' | 'public';

/** Options of {@link startAheadOfTimePrinting}. */
export type AheadOfTimeOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  logger: Logger;
  /** The artboard build id: part of the cache key the job ids are made of. */
  buildId: string;
  /**
   * How long a resume stays unchanged before its PDF is asked for
   * (docs/render.md, "Ahead of time"), counted from the change's `changed_at`.
   */
  quietMs: number;
  /** Whose PDFs are printed ahead; thumbnails are printed ahead for every resume. */
  pdfs: AheadPdfs;
};

/**
 * A job asking for one output of a change, carrying the change's document,
 * with the on-demand job id (the cache key), so a request waiting for that
 * file is answered by whichever job prints it first. The publish id adds the
 * version: a change delivered twice asks once, while a later version whose
 * content is an earlier one's (an undo) asks again instead of being dropped
 * as a duplicate of a job that was skipped as superseded.
 */
function jobFor(change: ResumeChanged, output: PrintOutput, buildId: string) {
  // Resume's own content hash of the document it carries, the same function render uses.
  const hash = change.contentHash
    ? cacheKeyOf(change.contentHash, buildId)
    : contentHash(JSON.parse(change.dataJson) as unknown, buildId);
  const jobId = jobIdOf(change.resumeId, hash, output);
  return { output, contentHash: hash, jobId, msgId: `${jobId}-v${change.version}` };
}

/**
 * Prints ahead of time, so Download PDF, the public page's download and the
 * thumbnails are ready before anyone asks. Each change asks for its
 * thumbnail at once, and for its PDF once the resume has stayed unchanged
 * for the quiet spell: a burst of saves asks for one PDF, of its newest
 * version. The stream keeps only the newest change per resume, so a burst
 * asks for a few thumbnails; a change older than one already handled here (a
 * redelivery after a failure) asks for nothing, and the jobs carry their
 * version, so the worker skips those a newer change has superseded by the
 * time it takes them (docs/quality.md#case-10).
 */
export async function startAheadOfTimePrinting({
  bus,
  topology,
  logger,
  buildId,
  quietMs,
  pdfs,
}: AheadOfTimeOptions): Promise<Closable> {
  for (const stream of [topology.resumeEvents, topology.jobs, topology.deadLetter]) {
    await bus.ensureStream(stream);
  }
  const handled = createResumeVersions({ bus, topology, logger });
  /** How to end each quiet spell being waited out, early, when render stops. */
  const spells = new Set<() => void>();
  /** Changes being handled, which closing lets finish. */
  const handling = new Set<Promise<void>>();
  let closing = false;

  async function ask(change: ResumeChanged, output: PrintOutput) {
    const { jobId, msgId, contentHash: hash } = jobFor(change, output, buildId);
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
    logger.debug(
      { resumeId: change.resumeId, version: String(change.version), jobId },
      'printing ahead of time',
    );
  }

  /**
   * Resolves once the change is `quietMs` old by its `changed_at` (a change
   * without one, from an older publisher, waits from now), at once when render
   * stops. A clock ahead of render's makes no spell longer than `quietMs`.
   */
  function quietSpell(change: ResumeChanged): Promise<void> {
    const changedAt = change.changedAt ? timestampDate(change.changedAt).getTime() : Date.now();
    const wait = Math.min(quietMs, changedAt + quietMs - Date.now());
    if (closing || wait <= 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        spells.delete(end);
        resolve();
      };
      const timer = setTimeout(end, wait);
      spells.add(end);
    });
  }

  async function handleChange(change: ResumeChanged) {
    if (handled.seen(change.resumeId) > change.version) {
      logger.debug(
        { resumeId: change.resumeId, version: String(change.version) },
        'older resume change skipped: a newer one was handled',
      );
      return;
    }
    await ask(change, 'thumbnail');
    handled.saw(change.resumeId, change.version);
    if (pdfs === 'public' && change.visibility !== Visibility.PUBLIC) {
      return;
    }
    await quietSpell(change);
    // The same question the worker asks of a job: memory first, then the stream's newest change.
    const newer = await handled.newerThan(change.resumeId, change.version);
    if (newer !== undefined) {
      logger.debug(
        { resumeId: change.resumeId, version: String(change.version), newest: String(newer) },
        'PDF not asked for: the resume changed again within its quiet spell',
      );
      return;
    }
    await ask(change, 'pdf');
  }

  const subscription = await bus.consume({
    stream: topology.resumeEvents.name,
    durable: topology.changedDurable,
    filterSubjects: [topology.resumeChangedFilter],
    deadLetterSubject: topology.deadLetterSubject,
    maxDeliver: 5,
    backoffMs: [1_000, 5_000],
    concurrency: changesAtOnce,
    handle: async (delivery) => {
      const run = handleChange(decodeEvent(ResumeChangedSchema, delivery.data));
      handling.add(run);
      try {
        await run;
      } finally {
        handling.delete(run);
      }
    },
  });
  return {
    close: async () => {
      // No more changes; those waiting out their spell ask for their PDF now, so none is lost.
      closing = true;
      await subscription.stop();
      spells.forEach((end) => end());
      await Promise.allSettled([...handling]);
    },
  };
}
