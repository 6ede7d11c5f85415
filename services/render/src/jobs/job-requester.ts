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
import { duplicateWindowFor, type EventBus, type Logger } from '@vitae/service-kit';

import { jobDocumentKind } from '../prints/document-kind';
import { idOf, type PrintableDocument, type PrintOutput } from '../prints/resume-prints';
import { sharedCalls } from '../prints/shared-calls';
import { isPrintFailureCode, printFailureCode, RenderError } from '../render.errors';
import { type RenderJobTopology } from './job-topology';

/** Asks the workers for a file and waits for it. */
export type JobRequester = {
  /**
   * Publishes a print job for this document version (a resume's, or a
   * letter's PDF) and resolves once a
   * worker reports it done. Throws the job's error code (with its message,
   * never the worker's) when it failed, and
   * `ResumePrinterError`/`ResumePreviewError` when no answer came in time.
   */
  request(document: PrintableDocument, output: PrintOutput, contentHash: string): Promise<void>;
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

/**
 * The job id of one file: the same for every request of that file, in any
 * instance. `id` is the document's (a resume's or a letter's); the cache key
 * tells the kinds apart.
 */
export function jobIdOf(id: string, contentHash: string, output: PrintOutput): string {
  return `${id}-${contentHash}-${output}`;
}

/**
 * On-demand printing through the RENDER_JOBS queue. The job id (and publish
 * id) is the cache key with the output, so identical requests from any render
 * instance inside JetStream's duplicate window become one job; requests of
 * one instance also share one wait. Each wait listens for its job's outcome
 * subjects (a plain subscription, no consumer on the server) from before the
 * job is published, so a fresh job's outcome cannot be missed. When the
 * stream reports the job a duplicate, the job was queued before, and may have
 * finished before the wait began: its outcome is then read from
 * RENDER_RESULTS as well.
 */
export function createJobRequester({
  bus,
  topology,
  logger,
  timeoutMs,
}: JobRequesterOptions): JobRequester {
  const waits = sharedCalls<void>();
  const duplicateWindow = duplicateWindowFor(topology.jobs);

  async function requestOnce(
    document: PrintableDocument,
    output: PrintOutput,
    contentHash: string,
    jobId: string,
  ): Promise<void> {
    let settle: (error?: Error) => void = () => undefined;
    const outcome = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const heard = (subject: string, data: Uint8Array) => {
      if (subject === topology.completed(jobId)) {
        settle();
      } else if (subject === topology.failed(jobId)) {
        // The caller meets the job's code and its message; what went wrong is in the worker's log.
        const { errorCode } = decodeEvent(RenderFailedSchema, data);
        settle(
          new RenderError(isPrintFailureCode(errorCode) ? errorCode : printFailureCode[output]),
        );
      }
    };
    const listening = await bus.listen(topology.outcomes(jobId), (message) =>
      heard(message.subject, message.data),
    );
    const timer = setTimeout(
      () =>
        settle(
          new RenderError(
            printFailureCode[output],
            new Error(`no ${output} within ${timeoutMs} ms`),
          ),
        ),
      timeoutMs,
    );
    try {
      const { duplicate } = await bus.publish(
        topology.requested(output),
        encodeEvent(RenderRequestedSchema, {
          jobId,
          resumeId: document.id,
          userId: document.userId,
          kind: kindOf[output],
          contentHash,
          reason: RenderReason.ON_DEMAND,
          requestedAt: timestampFromDate(new Date()),
          title: document.title,
          dataJson: JSON.stringify(document.data ?? {}),
          variant: document.variant === 'plain' ? 'plain' : '',
          documentKind: jobDocumentKind(document.kind),
        }),
        { msgId: jobId },
      );
      if (duplicate) {
        await heardBefore(jobId, heard);
      }
      await outcome;
    } catch (error) {
      logger?.warn({ err: error, jobId, ...idOf(document) }, 'on-demand print job failed');
      throw error;
    } finally {
      clearTimeout(timer);
      await listening.stop();
    }
  }

  /**
   * The outcome RENDER_RESULTS already holds for a job that was asked for
   * inside the duplicate window (here or in another instance): it is queued,
   * printing or done. A completion answers whenever it was made (the file
   * exists); a failure only when it is younger than the window, since an
   * older one belongs to an earlier job of the same id.
   */
  async function heardBefore(jobId: string, heard: (subject: string, data: Uint8Array) => void) {
    const completed = await bus.lastMessage(topology.results.name, topology.completed(jobId));
    if (completed) {
      heard(completed.subject, completed.data);
      return;
    }
    const failed = await bus.lastMessage(topology.results.name, topology.failed(jobId));
    const failedAt = failed && decodeEvent(RenderFailedSchema, failed.data).failedAt;
    if (failed && failedAt && timestampDate(failedAt).getTime() >= Date.now() - duplicateWindow) {
      heard(failed.subject, failed.data);
    }
  }

  return {
    request(document, output, contentHash) {
      const jobId = jobIdOf(document.id, contentHash, output);
      return waits(jobId, () => requestOnce(document, output, contentHash, jobId));
    },
  };
}
