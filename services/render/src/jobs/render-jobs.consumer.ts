import {
  decodeEvent,
  encodeEvent,
  RenderCompletedSchema,
  RenderFailedSchema,
  RenderKind,
  RenderReason,
  type RenderRequested,
  RenderRequestedSchema,
  timestampFromDate,
} from '@vitae/proto';
import { type Closable, type EventBus, type Logger } from '@vitae/service-kit';

import { isTimedOut } from '../chromium/chromium-pool';
import { documentKindOfJob } from '../prints/document-kind';
import { type PoisonedPrints } from '../prints/poisoned-prints';
import { type PrintMetrics } from '../prints/print-metrics';
import { printVariantOf } from '../prints/print-variant';
import {
  idOf,
  type PrintableDocument,
  type PrintOutput,
  type ResumePrints,
} from '../prints/resume-prints';
import { printFailure, printFailureCode, RenderError } from '../render.errors';
import { createDocumentVersions } from './document-versions';
import { fairSlots, SlotsClosed } from './fair-slots';
import { type RenderJobTopology } from './job-topology';

/** Options of {@link startRenderJobs}. */
export type RenderJobsOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  prints: ResumePrints;
  /** Content whose print ran out of time: failed at once, never retried. */
  poisoned: PoisonedPrints;
  metrics: PrintMetrics;
  logger: Logger;
  /** Jobs printing at once: the pool's concurrency, shared fairly between accounts. */
  concurrency: number;
  /**
   * Jobs taken from the queue at once, most of them waiting for a slot here,
   * so a job of another account never waits behind one account's whole flood
   * (default 16 per slot).
   */
  inHand?: number;
  /** Attempts per job before it is dead-lettered (default 3). */
  attempts?: number;
  /** Pause before each retry, per attempt (default 2 s, then 10 s). */
  backoffMs?: number[];
  /** How long a job may go without a heartbeat before it is handed to another worker (default 60 s). */
  ackWaitMs?: number;
};

const outputOf: Partial<Record<RenderKind, PrintOutput>> = {
  [RenderKind.PDF]: 'pdf',
  [RenderKind.THUMBNAIL]: 'thumbnail',
};

/** The fields an outcome event names its job by, as the job named itself. */
function outcomeOf(job: RenderRequested) {
  return { jobId: job.jobId, resumeId: job.resumeId, kind: job.kind };
}

/** The document a job carries: a resume, or a cover letter (docs/render.md#cover-letters). */
function documentOf(job: RenderRequested): PrintableDocument {
  const fields = {
    id: job.resumeId,
    userId: job.userId,
    title: job.title,
    data: JSON.parse(job.dataJson) as unknown,
  };
  return documentKindOfJob(job.documentKind) === 'letter'
    ? { ...fields, kind: 'letter' }
    : { ...fields, variant: printVariantOf(job.variant) };
}

/** How a log names a job: its id and its document's (`resumeId` or `letterId`). */
function namedBy(job: RenderRequested) {
  const kind = documentKindOfJob(job.documentKind);
  return { jobId: job.jobId, ...idOf({ id: job.resumeId, kind }) };
}

/**
 * Takes print jobs (`RenderRequested`) from the RENDER_JOBS work queue with a
 * durable consumer: each job is acknowledged once its file is stored and
 * `RenderCompleted` published. While it prints, a heartbeat pushes the ack
 * deadline out, so a slow job is not handed to a second worker, while a
 * worker that dies stops the heartbeat and its job is delivered again. A job
 * that fails is retried after a pause; after its last attempt `RenderFailed`
 * is published and the bus moves it, with its error, to the dead-letter subject.
 * A job asked for ahead of time whose resume or letter has changed again
 * since is acknowledged without printing: the newer change asks for its own
 * (docs/quality.md#case-10). A job names the kind of document it carries;
 * one of an older publisher names none and is a resume's.
 */
export async function startRenderJobs(options: RenderJobsOptions): Promise<Closable> {
  const { bus, topology, prints, poisoned, metrics, logger } = options;
  // Jobs print in slots shared fairly between accounts (docs/render.md, "Fair printing").
  const slots = fairSlots(options.concurrency);
  const attempts = options.attempts ?? 3;
  const ackWaitMs = options.ackWaitMs ?? 60_000;
  for (const stream of [topology.jobs, topology.results, topology.deadLetter, topology.poisoned]) {
    await bus.ensureStream(stream);
  }
  const versions = {
    resume: createDocumentVersions('resume', { bus, topology, logger }),
    letter: createDocumentVersions('letter', { bus, topology, logger }),
  };

  /** Counts a job that ended with `outcome`, and its time since `since`. */
  function count(output: string, outcome: 'completed' | 'retried' | 'failed', since: number) {
    metrics.jobs.inc({ output, outcome });
    metrics.jobDuration.observe({ output, outcome }, (Date.now() - since) / 1000);
  }

  /** Publishes a job's outcome event, stored once per job whatever the redeliveries (its msgId). */
  async function publishOutcome(
    outcome: 'completed' | 'failed',
    job: RenderRequested,
    event: Uint8Array,
  ) {
    await bus.publish(topology[outcome](job.jobId), event, { msgId: `${outcome}-${job.jobId}` });
  }

  /** The newer version that makes this job pointless, if any. */
  async function supersededBy(job: RenderRequested): Promise<bigint | undefined> {
    // An on-demand job is never skipped: a request waits for exactly that content.
    if (job.reason !== RenderReason.AHEAD_OF_TIME || job.resumeVersion === 0n) {
      return undefined;
    }
    const known = versions[documentKindOfJob(job.documentKind)];
    known.saw(job.resumeId, job.resumeVersion);
    return known.newerThan(job.resumeId, job.resumeVersion);
  }

  async function run(job: RenderRequested) {
    const output = outputOf[job.kind];
    if (!output) {
      throw new Error(`job ${job.jobId} asks for an unknown kind ${job.kind}`);
    }
    const document = documentOf(job);
    if (document.kind === 'letter' && output !== 'pdf') {
      throw new Error(`job ${job.jobId} asks for a letter's ${output}: a letter has a PDF only`);
    }
    const started = Date.now();
    // An on-demand job was published because its requester found no file a moment ago.
    // The job carries the cache key its requester computed, under which it looks for the file.
    const file = await prints.file(document, output, {
      lookFirst: job.reason !== RenderReason.ON_DEMAND,
      contentHash: job.contentHash || undefined,
    });
    // Counted before the event goes out, so whoever the event wakes sees the count.
    count(output, 'completed', started);
    await publishOutcome(
      'completed',
      job,
      encodeEvent(RenderCompletedSchema, {
        ...outcomeOf(job),
        contentHash: file.contentHash,
        fileKey: file.key,
        byteSize: BigInt(file.size),
        pageCount: file.pageCount ?? 0,
        durationMs: Date.now() - started,
        completedAt: timestampFromDate(new Date()),
      }),
    );
  }

  const subscription = await bus.consume({
    stream: topology.jobs.name,
    durable: topology.durable,
    deadLetterSubject: topology.deadLetterSubject,
    maxDeliver: attempts,
    backoffMs: options.backoffMs ?? [2_000, 10_000],
    ackWaitMs,
    // Most jobs in hand wait here for a fair slot, with their heartbeat running.
    concurrency: options.inHand ?? options.concurrency * 16,
    handle: async (delivery) => {
      const job = decodeEvent(RenderRequestedSchema, delivery.data);
      const output = outputOf[job.kind] ?? 'unknown';
      const newer = await supersededBy(job);
      if (newer !== undefined) {
        metrics.jobs.inc({ output, outcome: 'superseded' });
        logger.info(
          {
            ...namedBy(job),
            version: String(job.resumeVersion),
            newest: String(newer),
          },
          'render job superseded by a newer change: not printed',
        );
        return;
      }
      const taken = Date.now();
      if (job.contentHash && (await poisoned.isPoisoned(job.contentHash))) {
        // Printing it would hold a slot until the time limit again: failed at once, never retried.
        await failForGood(
          job,
          new Error(`a print of content ${job.contentHash} ran out of time within the last hours`),
          delivery.deliveryCount,
          taken,
        );
        return;
      }
      const heartbeat = setInterval(
        () => {
          try {
            delivery.working();
          } catch (error) {
            // The connection is gone: the job will be delivered to another worker.
            logger.warn({ err: error, jobId: job.jobId }, 'render job heartbeat lost');
          }
        },
        Math.max(ackWaitMs / 3, 100),
      );
      let release: (() => void) | undefined;
      try {
        release = await slots.take(job.userId, job.reason === RenderReason.ON_DEMAND);
        // A newer change may have come while the job waited for its slot.
        if ((await supersededBy(job)) !== undefined) {
          metrics.jobs.inc({ output, outcome: 'superseded' });
          logger.info(namedBy(job), 'render job superseded while waiting for a slot');
          return;
        }
        await run(job);
        logger.info(namedBy(job), 'render job done');
      } catch (error) {
        if (error instanceof SlotsClosed) {
          // The worker is stopping: not counted; the job is delivered again after its ack wait.
          throw error;
        }
        if (isTimedOut(error) && job.contentHash) {
          // The same content would run out of time again: no retry, here or anywhere, for hours.
          const failure = printFailure(outputOf[job.kind] ?? 'pdf', error);
          await poisoned.remember({
            contentHash: job.contentHash,
            jobId: job.jobId,
            resumeId: job.resumeId,
            errorCode: failure.code,
            message: failure.message,
            attempts: delivery.deliveryCount,
          });
          await failForGood(job, error, delivery.deliveryCount, taken);
          return;
        }
        const last = delivery.deliveryCount >= attempts;
        const outcome = last ? 'failed' : 'retried';
        count(output, outcome, taken);
        logger.warn(
          { err: error, ...namedBy(job), attempt: delivery.deliveryCount },
          'render job attempt failed',
        );
        if (last) {
          await publishFailure(job, error, delivery.deliveryCount);
        }
        throw error;
      } finally {
        release?.();
        clearInterval(heartbeat);
      }
    },
  });

  /** Ends a job that must not be tried again: `RenderFailed` now, acknowledged, no dead letter. */
  async function failForGood(
    job: RenderRequested,
    error: unknown,
    deliveries: number,
    since: number,
  ) {
    const output = outputOf[job.kind] ?? 'pdf';
    count(output, 'failed', since);
    logger.warn(
      { err: error, ...namedBy(job), contentHash: job.contentHash },
      'render job failed for good: its content ran out of time',
    );
    await publishFailure(
      job,
      error instanceof RenderError ? error : new RenderError(printFailureCode[output], error),
      deliveries,
    );
  }

  async function publishFailure(job: RenderRequested, error: unknown, deliveries: number) {
    // The event carries the error code and message its requester answers with; the
    // error itself was logged with the attempt.
    const failure = printFailure(outputOf[job.kind] ?? 'pdf', error);
    try {
      await publishOutcome(
        'failed',
        job,
        encodeEvent(RenderFailedSchema, {
          ...outcomeOf(job),
          contentHash: job.contentHash,
          errorCode: failure.code,
          message: failure.message,
          attempts: deliveries,
          failedAt: timestampFromDate(new Date()),
        }),
      );
    } catch (publishError) {
      // A job id no subject can carry cannot be reported; it still goes to the dead letters.
      logger.error({ err: publishError, jobId: job.jobId }, 'render failure not published');
    }
  }

  return {
    close: async () => {
      await subscription.stop();
      slots.close();
    },
  };
}
