import { randomUUID } from 'node:crypto';

import {
  decodeEvent,
  encodeEvent,
  RenderFailedSchema,
  RenderKind,
  RenderReason,
  RenderRequestedSchema,
  timestampDate,
  timestampFromDate,
} from '@vitae/proto';
import {
  type Delivery,
  DomainError,
  type EventBus,
  type Logger,
  type Subscription,
} from '@vitae/service-kit';

import { type PrintableResume, type PrintOutput } from '../prints/resume-prints';
import { type RenderJobTopology } from './job-topology';

/** Asks the workers for a file and waits for it. */
export type JobRequester = {
  /**
   * Publishes a print job for this resume version and resolves once a
   * worker reports it done. Throws the job's §8 code when it failed, and
   * `ResumePrinterError`/`ResumePreviewError` when no answer came in time.
   */
  request(resume: PrintableResume, output: PrintOutput, contentHash: string): Promise<void>;
};

/** What {@link createJobRequester} works with. */
export type JobRequesterOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  logger?: Logger;
  /** How long a request waits for its job before giving up. */
  timeoutMs: number;
};

const kindOf = { pdf: RenderKind.PDF, thumbnail: RenderKind.THUMBNAIL } as const;
const failureCode = { pdf: 'ResumePrinterError', thumbnail: 'ResumePreviewError' } as const;
const knownCodes = new Set([
  'ResumePrinterError',
  'ResumePreviewError',
  'InvalidBrowserConnection',
]);

/** The job id of one file: the same for every request of that file, in any instance. */
export function jobIdOf(resumeId: string, contentHash: string, output: PrintOutput): string {
  return `${resumeId}-${contentHash}-${output}`;
}

/**
 * On-demand printing through the RENDER_JOBS queue. The job id (and publish
 * id) is the cache key with the output, so identical requests from any render
 * instance inside JetStream's duplicate window become one job; requests of
 * one instance also share one wait. Each wait reads RENDER_RESULTS filtered
 * to its job's two subjects with a short-lived consumer of its own, made
 * before the job is published so the result cannot be missed. A completion
 * already stored for this job id is a valid answer (the file exists); a
 * failure older than the wait is not (a new job may succeed).
 */
export function createJobRequester({
  bus,
  topology,
  logger,
  timeoutMs,
}: JobRequesterOptions): JobRequester {
  const waits = new Map<string, Promise<void>>();

  async function requestOnce(
    resume: PrintableResume,
    output: PrintOutput,
    contentHash: string,
    jobId: string,
  ): Promise<void> {
    const since = Date.now();
    let settle: (error?: Error) => void = () => undefined;
    const outcome = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const handle = async (delivery: Delivery) => {
      if (delivery.subject === topology.completed(jobId)) {
        settle();
        return;
      }
      const failed = decodeEvent(RenderFailedSchema, delivery.data);
      if (failed.failedAt && timestampDate(failed.failedAt).getTime() < since - 1_000) {
        return;
      }
      const code = knownCodes.has(failed.errorCode) ? failed.errorCode : failureCode[output];
      settle(new DomainError(code, failed.message || `${output} job failed`, 502));
    };
    // One consumer per outcome subject: servers before NATS 2.10 take one filter per
    // consumer, and it must lie inside one of the stream's subjects.
    const subscriptions: Subscription[] = [];
    for (const filter of [topology.completed(jobId), topology.failed(jobId)]) {
      subscriptions.push(
        await bus.consume({
          stream: topology.results.name,
          durable: topology.waitDurable(randomUUID()),
          filterSubjects: [filter],
          maxDeliver: 1,
          inactiveThresholdMs: Math.max(timeoutMs * 2, 60_000),
          handle,
        }),
      );
    }
    const timer = setTimeout(
      () =>
        settle(new DomainError(failureCode[output], `no ${output} within ${timeoutMs} ms`, 502)),
      timeoutMs,
    );
    try {
      await bus.publish(
        topology.requested(output),
        encodeEvent(RenderRequestedSchema, {
          jobId,
          resumeId: resume.id,
          userId: resume.userId,
          kind: kindOf[output],
          contentHash,
          reason: RenderReason.ON_DEMAND,
          requestedAt: timestampFromDate(new Date()),
          title: resume.title,
          dataJson: JSON.stringify(resume.data ?? {}),
        }),
        { msgId: jobId },
      );
      await outcome;
    } catch (error) {
      logger?.warn({ err: error, jobId, resumeId: resume.id }, 'on-demand print job failed');
      throw error;
    } finally {
      clearTimeout(timer);
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    }
  }

  return {
    request(resume, output, contentHash) {
      const jobId = jobIdOf(resume.id, contentHash, output);
      const pending = waits.get(jobId);
      if (pending) {
        return pending;
      }
      const started = requestOnce(resume, output, contentHash, jobId).finally(() =>
        waits.delete(jobId),
      );
      waits.set(jobId, started);
      return started;
    },
  };
}
