import {
  decodeEvent,
  encodeEvent,
  RenderFailedSchema,
  timestampDate,
  timestampFromDate,
} from '@vitae/proto';
import { type EventBus, type Logger } from '@vitae/service-kit';

import { type RenderJobTopology } from '../jobs/job-topology';

/** How long content whose print ran out of time is not printed again. */
export const poisonedForMs = 6 * 3_600_000;

/** Keys remembered in one process at once; the oldest is forgotten first (the stream still has it). */
const rememberedKeys = 10_000;

/** What {@link PoisonedPrints.remember} records about the print that ran out of time. */
export type PoisonedPrint = {
  contentHash: string;
  jobId: string;
  resumeId: string;
  errorCode: string;
  message: string;
  attempts: number;
};

/**
 * Content (by render cache key) whose print ran out of time: every print of
 * it would hold a Chromium slot as long again and fail the same way, so it is
 * not printed again for {@link poisonedForMs}.
 */
export type PoisonedPrints = {
  /** Whether a print of this content ran out of time within the last hours, here or in any instance. */
  isPoisoned(contentHash: string): Promise<boolean>;
  /** Notes that a print of this content ran out of time, here and for every instance. */
  remember(print: PoisonedPrint): Promise<void>;
};

/** What {@link createPoisonedPrints} works with. */
export type PoisonedPrintsOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  logger?: Logger;
  now?: () => number;
};

/**
 * The rule: a print that ran out of time marks its cache key (the resume
 * document and template with the artboard build) poisoned for 6 hours. The
 * mark is kept in this process's memory and published on RENDER_POISONED
 * (the newest per key, kept 6 hours), which every render instance reads when
 * its memory does not know the key. A new web build changes every key, so
 * content a fixed build can print is printed again at once. A read of the
 * stream that fails lets the print go ahead (a slow print rather than a lost
 * one); memory alone never clears a key the stream holds. The stream is
 * made by the job worker (startRenderJobs).
 */
export function createPoisonedPrints({
  bus,
  topology,
  logger,
  now = Date.now,
}: PoisonedPrintsOptions): PoisonedPrints {
  const known = new Map<string, number>();

  function rememberLocally(contentHash: string, until: number) {
    known.delete(contentHash);
    known.set(contentHash, until);
    if (known.size > rememberedKeys) {
      known.delete(known.keys().next().value!);
    }
  }

  return {
    async isPoisoned(contentHash) {
      const until = known.get(contentHash);
      if (until !== undefined) {
        if (until > now()) {
          return true;
        }
        known.delete(contentHash);
      }
      try {
        const note = await bus.lastMessage(
          topology.poisoned.name,
          topology.poisonedSubject(contentHash),
        );
        const failedAt = note && decodeEvent(RenderFailedSchema, note.data).failedAt;
        const noted = failedAt ? timestampDate(failedAt).getTime() + poisonedForMs : 0;
        if (noted > now()) {
          rememberLocally(contentHash, noted);
          return true;
        }
      } catch (error) {
        logger?.warn({ err: error, contentHash }, 'poisoned prints unknown; printing anyway');
      }
      return false;
    },
    async remember(print) {
      const at = now();
      rememberLocally(print.contentHash, at + poisonedForMs);
      try {
        await bus.publish(
          topology.poisonedSubject(print.contentHash),
          encodeEvent(RenderFailedSchema, {
            jobId: print.jobId,
            resumeId: print.resumeId,
            contentHash: print.contentHash,
            errorCode: print.errorCode,
            message: print.message,
            attempts: print.attempts,
            failedAt: timestampFromDate(new Date(at)),
          }),
        );
      } catch (error) {
        // This instance still remembers it; the others print it once more.
        logger?.error(
          { err: error, contentHash: print.contentHash },
          'poisoned print not published',
        );
      }
    },
  };
}
