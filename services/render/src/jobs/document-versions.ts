import { decodeEvent, LetterChangedSchema, ResumeChangedSchema } from '@vitae/proto';
import { type EventBus, type Logger } from '@vitae/service-kit';

import { type DocumentKind } from '../prints/document-kind';
import { type RenderJobTopology } from './job-topology';

/** Documents remembered at once; the one untouched longest is forgotten first. */
const rememberedDocuments = 10_000;

/** The newest version of each resume, or each letter, a render instance knows of. */
export type DocumentVersions = {
  /** Notes that this version of the document exists (a change or a job carried it). */
  saw(id: string, version: bigint): void;
  /** The newest version noted here, 0 when none. */
  seen(id: string): bigint;
  /**
   * A version of the document newer than `version`, or undefined when there
   * is none. Answered from memory when this instance already knows a newer
   * one; otherwise from the newest change its stream holds for the document
   * (ResumeChanged in RESUME_EVENTS, LetterChanged in LETTER_EVENTS), which
   * every render instance reads alike.
   */
  newerThan(id: string, version: bigint): Promise<bigint | undefined>;
};

/** What {@link createDocumentVersions} reads. */
export type DocumentVersionsOptions = {
  bus: EventBus;
  topology: RenderJobTopology;
  logger: Logger;
};

/**
 * The versions of one kind of document render has seen, in memory, with the
 * kind's change stream as the shared source of truth: RESUME_EVENTS and
 * LETTER_EVENTS keep only the newest change of each document, so the last
 * message on its subject is its newest version whatever instance handled it.
 * Memory only saves that read; it never decides alone that nothing newer exists.
 */
export function createDocumentVersions(
  kind: DocumentKind,
  { bus, topology, logger }: DocumentVersionsOptions,
): DocumentVersions {
  const versions = new Map<string, bigint>();

  function saw(id: string, version: bigint): void {
    const known = versions.get(id) ?? 0n;
    // Re-inserted so the map's order is least recently touched first.
    versions.delete(id);
    versions.set(id, version > known ? version : known);
    if (versions.size > rememberedDocuments) {
      versions.delete(versions.keys().next().value as string);
    }
  }

  function seen(id: string): bigint {
    return versions.get(id) ?? 0n;
  }

  async function announced(id: string): Promise<bigint> {
    if (kind === 'letter') {
      const last = await bus.lastMessage(topology.letterEvents.name, topology.letterChanged(id));
      return last ? decodeEvent(LetterChangedSchema, last.data).version : 0n;
    }
    const last = await bus.lastMessage(topology.resumeEvents.name, topology.resumeChanged(id));
    return last ? decodeEvent(ResumeChangedSchema, last.data).version : 0n;
  }

  return {
    saw,
    seen,
    async newerThan(id, version) {
      if (seen(id) <= version) {
        try {
          saw(id, await announced(id));
        } catch (error) {
          // Printing a superseded version costs a print; refusing a current one loses it.
          const named = kind === 'letter' ? { letterId: id } : { resumeId: id };
          logger.warn({ err: error, ...named }, `newest ${kind} version unknown; printing anyway`);
          return undefined;
        }
      }
      const newest = seen(id);
      return newest > version ? newest : undefined;
    },
  };
}
