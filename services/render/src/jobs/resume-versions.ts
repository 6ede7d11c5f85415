import { decodeEvent, ResumeChangedSchema } from '@vitae/proto';
import { type EventBus, type Logger } from '@vitae/service-kit';

import { type RenderJobTopology } from './job-topology';

/** Resumes remembered at once; the one untouched longest is forgotten first. */
const rememberedResumes = 10_000;

/** The newest version of each resume a render instance knows of. */
export type ResumeVersions = {
  /** Notes that this version of the resume exists (a change or a job carried it). */
  saw(resumeId: string, version: bigint): void;
  /** The newest version noted here, 0 when none. */
  seen(resumeId: string): bigint;
  /**
   * A version of the resume newer than `version`, or undefined when there is
   * none. Answered from memory when this instance already knows a newer one;
   * otherwise from the newest ResumeChanged RESUME_EVENTS holds for the
   * resume, which every render instance reads alike.
   */
  newerThan(resumeId: string, version: bigint): Promise<bigint | undefined>;
};

/** What {@link createResumeVersions} reads. */
export type ResumeVersionsOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  logger: Logger;
};

/**
 * The versions render has seen, in memory, with RESUME_EVENTS as the shared
 * source of truth: the stream keeps only the newest change of each resume,
 * so the last message on a resume's subject is its newest version whatever
 * instance handled it. Memory only saves that read; it never decides alone
 * that nothing newer exists.
 */
export function createResumeVersions({
  bus,
  topology,
  logger,
}: ResumeVersionsOptions): ResumeVersions {
  const versions = new Map<string, bigint>();

  function saw(resumeId: string, version: bigint): void {
    const known = versions.get(resumeId) ?? 0n;
    // Re-inserted so the map's order is least recently touched first.
    versions.delete(resumeId);
    versions.set(resumeId, version > known ? version : known);
    if (versions.size > rememberedResumes) {
      versions.delete(versions.keys().next().value as string);
    }
  }

  function seen(resumeId: string): bigint {
    return versions.get(resumeId) ?? 0n;
  }

  async function announced(resumeId: string): Promise<bigint> {
    const last = await bus.lastMessage(
      topology.resumeEvents.name,
      topology.resumeChanged(resumeId),
    );
    return last ? decodeEvent(ResumeChangedSchema, last.data).version : 0n;
  }

  return {
    saw,
    seen,
    async newerThan(resumeId, version) {
      if (seen(resumeId) <= version) {
        try {
          saw(resumeId, await announced(resumeId));
        } catch (error) {
          // Printing a superseded version costs a print; refusing a current one loses it.
          logger.warn({ err: error, resumeId }, 'newest resume version unknown; printing anyway');
          return undefined;
        }
      }
      const newest = seen(resumeId);
      return newest > version ? newest : undefined;
    },
  };
}
