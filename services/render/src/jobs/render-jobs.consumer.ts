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

import { type PrintMetrics } from '../prints/print-metrics';
import { type PrintableResume, type PrintOutput, type ResumePrints } from '../prints/resume-prints';
import { printFailure } from '../render.errors';
import { type RenderJobTopology } from './job-topology';
import { type ResumeSource } from './resume-source';
import { createResumeVersions } from './resume-versions';

/** Options of {@link startRenderJobs}. */
export type RenderJobsOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  source: ResumeSource;
  prints: ResumePrints;
  metrics: PrintMetrics;
  logger: Logger;
  /** Jobs in hand at once; the pool's concurrency. */
  concurrency: number;
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

/** The resume a job carries; jobs from older publishers carry none and are read from resume. */
function resumeOf(job: RenderRequested): PrintableResume {
  return {
    id: job.resumeId,
    userId: job.userId,
    title: job.title,
    data: JSON.parse(job.dataJson) as unknown,
  };
}

/**
 * Takes print jobs (`RenderRequested`) from the RENDER_JOBS work queue with a
 * durable consumer: each job is acknowledged once its file is stored and
 * `RenderCompleted` published. While it prints, a heartbeat pushes the ack
 * deadline out, so a slow job is not handed to a second worker, while a
 * worker that dies stops the heartbeat and its job is delivered again. A job
 * that fails is retried after a pause; after its last attempt `RenderFailed`
 * is published and the bus moves it, with its error, to the dead-letter subject.
 * A job asked for ahead of time whose resume has changed again since is
 * acknowledged without printing: the newer change asks for its own (QUALITY 10).
 */
export async function startRenderJobs(options: RenderJobsOptions): Promise<Closable> {
  const { bus, topology, source, prints, metrics, logger } = options;
  const attempts = options.attempts ?? 3;
  const ackWaitMs = options.ackWaitMs ?? 60_000;
  for (const stream of [topology.jobs, topology.results, topology.deadLetter]) {
    await bus.ensureStream(stream);
  }
  const versions = createResumeVersions({ bus, topology, logger });

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
    versions.saw(job.resumeId, job.resumeVersion);
    return versions.newerThan(job.resumeId, job.resumeVersion);
  }

  async function run(job: RenderRequested) {
    const output = outputOf[job.kind];
    if (!output) {
      throw new Error(`job ${job.jobId} asks for an unknown kind ${job.kind}`);
    }
    const resume = job.dataJson ? resumeOf(job) : await source.find(job.resumeId);
    if (!resume || resume.userId !== job.userId) {
      // Its requester meets ResumePrinterError (publishFailure); this stays in the log and dead letters.
      throw new Error(`resume ${job.resumeId} cannot be read for printing`);
    }
    const started = Date.now();
    // An on-demand job was published because its requester found no file a moment ago.
    // A job that carries its document carries the cache key render computed from it,
    // under which its requester looks for the file; one without (an older publisher's)
    // carries resume's own hash, which is no cache key.
    const file = await prints.file(resume, output, {
      lookFirst: job.reason !== RenderReason.ON_DEMAND,
      contentHash: job.dataJson ? job.contentHash || undefined : undefined,
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
    concurrency: options.concurrency,
    handle: async (delivery) => {
      const job = decodeEvent(RenderRequestedSchema, delivery.data);
      const output = outputOf[job.kind] ?? 'unknown';
      const newer = await supersededBy(job);
      if (newer !== undefined) {
        metrics.jobs.inc({ output, outcome: 'superseded' });
        logger.info(
          {
            jobId: job.jobId,
            resumeId: job.resumeId,
            version: String(job.resumeVersion),
            newest: String(newer),
          },
          'render job superseded by a newer change: not printed',
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
      const taken = Date.now();
      try {
        await run(job);
        logger.info({ jobId: job.jobId, resumeId: job.resumeId }, 'render job done');
      } catch (error) {
        const last = delivery.deliveryCount >= attempts;
        const outcome = last ? 'failed' : 'retried';
        count(output, outcome, taken);
        logger.warn(
          { err: error, jobId: job.jobId, resumeId: job.resumeId, attempt: delivery.deliveryCount },
          'render job attempt failed',
        );
        if (last) {
          await publishFailure(job, error, delivery.deliveryCount);
        }
        throw error;
      } finally {
        clearInterval(heartbeat);
      }
    },
  });

  async function publishFailure(job: RenderRequested, error: unknown, deliveries: number) {
    // The event carries the §8 code and message its requester answers with; the
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

  return { close: () => subscription.stop() };
}
