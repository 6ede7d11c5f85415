import {
  encodeEvent,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  timestampFromDate,
  Visibility,
} from '@vitae/proto';
import { type Closable, type EventBus, type Logger, type StreamConfig } from '@vitae/service-kit';

import { cacheKeyOf, contentHash } from '../prints/content-hash';
import { type DocumentKind, jobDocumentKind } from '../prints/document-kind';
import { type PrintOutput } from '../prints/resume-prints';
import { createDocumentVersions } from './document-versions';
import { jobIdOf } from './job-requester';
import { type RenderJobTopology } from './job-topology';

const kindOf = { pdf: RenderKind.PDF, thumbnail: RenderKind.THUMBNAIL } as const;

/**
 * Changes handled at once, per kind of document. Most of them only wait out
 * their quiet spell (a timer and the change in memory), so one document's
 * spell must not hold up the changes of every other: at 64, 200 people typing
 * held every slot in spells and the changes behind them waited seconds to be
 * taken (docs/performance.md#editors-load).
 */
const changesAtOnce = 256;

/** Whose PDFs are printed ahead of time: every document's, or public ones' only. */
export type AheadPdfs = 'all' | 'public';

/** Options of the ahead-of-time consumers (resumes' and letters'). */
export type AheadOfTimeOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  logger: Logger;
  /** The artboard build id: part of the cache key the job ids are made of. */
  buildId: string;
  /**
   * How long a document stays unchanged before its PDF is asked for
   * (docs/render.md, "Ahead of time"), counted from the change's `changed_at`.
   */
  quietMs: number;
  /** Whose PDFs are printed ahead; a resume's thumbnail is printed ahead whatever its visibility. */
  pdfs: AheadPdfs;
};

/** One change of a document, as its event (ResumeChanged, LetterChanged) tells it. */
export type DocumentChange = {
  id: string;
  userId: string;
  version: bigint;
  /** The kit's content hash of the document the change carries; empty from older publishers. */
  contentHash: string;
  title: string;
  /** The document as JSON, private notes left out. */
  dataJson: string;
  visibility: Visibility;
  /** When the change was saved (ms); undefined from older publishers. */
  changedAt?: number;
};

/** Where one kind of document's changes come from, and what is printed of each. */
export type ChangeFeed = {
  kind: DocumentKind;
  stream: StreamConfig;
  filter: string;
  durable: string;
  decode(data: Uint8Array): DocumentChange;
  /** A thumbnail asked for at once on every change (a resume's); a letter has no preview. */
  thumbnails: boolean;
};

/**
 * A job asking for one output of a change, carrying the change's document,
 * with the on-demand job id (the cache key), so a request waiting for that
 * file is answered by whichever job prints it first. The publish id adds the
 * version: a change delivered twice asks once, while a later version whose
 * content is an earlier one's (an undo) asks again instead of being dropped
 * as a duplicate of a job that was skipped as superseded.
 */
function jobFor(kind: DocumentKind, change: DocumentChange, output: PrintOutput, buildId: string) {
  // Resume's own content hash of the document it carries, the same function render uses.
  const hash = change.contentHash
    ? cacheKeyOf(change.contentHash, buildId, 'designed', kind)
    : contentHash(JSON.parse(change.dataJson) as unknown, buildId, 'designed', kind);
  const jobId = jobIdOf(change.id, hash, output);
  return { output, contentHash: hash, jobId, msgId: `${jobId}-v${change.version}` };
}

/**
 * Prints one kind of document ahead of time from its change events, so
 * Download PDF, the public page's download and the thumbnails are ready
 * before anyone asks. Each change asks for its thumbnail at once (when the
 * kind has one), and for its PDF once the document has stayed unchanged for
 * the quiet spell: a burst of saves asks for one PDF, of its newest version.
 * The stream keeps only the newest change per document, so a burst asks for
 * a few thumbnails; a change older than one already handled here (a
 * redelivery after a failure) asks for nothing, and the jobs carry their
 * version, so the worker skips those a newer change has superseded by the
 * time it takes them (docs/quality.md#case-10).
 */
export async function printAheadOfTime(
  feed: ChangeFeed,
  { bus, topology, logger, buildId, quietMs, pdfs }: AheadOfTimeOptions,
): Promise<Closable> {
  const { kind } = feed;
  for (const stream of [feed.stream, topology.jobs, topology.deadLetter]) {
    await bus.ensureStream(stream);
  }
  const handled = createDocumentVersions(kind, { bus, topology, logger });
  /** How to end each quiet spell being waited out, early, when render stops. */
  const spells = new Set<() => void>();
  /** Changes being handled, which closing lets finish. */
  const handling = new Set<Promise<void>>();
  let closing = false;
  const named = (change: DocumentChange) => ({
    [kind === 'letter' ? 'letterId' : 'resumeId']: change.id,
    version: String(change.version),
  });

  async function ask(change: DocumentChange, output: PrintOutput) {
    const { jobId, msgId, contentHash: hash } = jobFor(kind, change, output, buildId);
    await bus.publish(
      topology.requested(output),
      encodeEvent(RenderRequestedSchema, {
        jobId,
        resumeId: change.id,
        userId: change.userId,
        kind: kindOf[output],
        contentHash: hash,
        reason: RenderReason.AHEAD_OF_TIME,
        requestedAt: timestampFromDate(new Date()),
        title: change.title,
        dataJson: change.dataJson,
        resumeVersion: change.version,
        documentKind: jobDocumentKind(kind),
      }),
      { msgId },
    );
    logger.debug({ ...named(change), jobId }, 'printing ahead of time');
  }

  /**
   * Resolves once the change is `quietMs` old by its `changed_at` (a change
   * without one, from an older publisher, waits from now), at once when render
   * stops. A clock ahead of render's makes no spell longer than `quietMs`.
   */
  function quietSpell(change: DocumentChange): Promise<void> {
    const changedAt = change.changedAt ?? Date.now();
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

  async function handleChange(change: DocumentChange) {
    if (handled.seen(change.id) > change.version) {
      logger.debug(named(change), `older ${kind} change skipped: a newer one was handled`);
      return;
    }
    if (feed.thumbnails) {
      await ask(change, 'thumbnail');
    }
    handled.saw(change.id, change.version);
    if (pdfs === 'public' && change.visibility !== Visibility.PUBLIC) {
      return;
    }
    await quietSpell(change);
    // The same question the worker asks of a job: memory first, then the stream's newest change.
    const newer = await handled.newerThan(change.id, change.version);
    if (newer !== undefined) {
      logger.debug(
        { ...named(change), newest: String(newer) },
        `PDF not asked for: the ${kind} changed again within its quiet spell`,
      );
      return;
    }
    await ask(change, 'pdf');
  }

  const subscription = await bus.consume({
    stream: feed.stream.name,
    durable: feed.durable,
    filterSubjects: [feed.filter],
    deadLetterSubject: topology.deadLetterSubject,
    maxDeliver: 5,
    backoffMs: [1_000, 5_000],
    concurrency: changesAtOnce,
    handle: async (delivery) => {
      const run = handleChange(feed.decode(delivery.data));
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
