import { badUserInput } from '@vitae/service-kit';
import { type EntityManager } from 'typeorm';

import { isResumeId } from '../resumes/resume.repository';
import {
  type Checkpoint,
  type DocumentHistory,
  type SaveSource,
  type Versioned,
} from './document-history';
import { unpackSnapshot } from './snapshot';
import { type VersionColumns } from './version.entity';
import { type VersionChanges } from './version-changes';

/** Versions in one page of the list, when the caller does not say, and at most. */
export const versionPageSize = 50;
export const versionPageMax = 200;

/** The longest name of a version; a name holds at least one character once trimmed. */
export const versionNameMaxLength = 100;

/** Control characters and text-direction controls, refused in a name as in a title (docs/resume.md#input-bounds). */
const forbiddenInName = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A version's name once checked: trimmed, 1 to 100 characters, no control characters. */
export function checkVersionName(name: unknown): string {
  const text = typeof name === 'string' ? name.trim() : '';
  const problem =
    typeof name !== 'string'
      ? 'The name must be text.'
      : text.length === 0
        ? 'The name must hold at least 1 character.'
        : [...text].length > versionNameMaxLength
          ? `The name must hold at most ${versionNameMaxLength} characters.`
          : forbiddenInName.test(text)
            ? 'The name must not hold control or text-direction characters.'
            : undefined;
  if (problem) {
    throw badUserInput([{ path: ['name'], message: problem }], { message: problem });
  }
  return text;
}

/** Which page of versions a list asks for: `limit` of those numbered below `before`. */
export type VersionPage = { limit?: number | null; before?: number | null };

/** What a restore may carry: the builder's conflict rule and the asking tab. */
export type RestoreRequest = { baseVersion?: number | null; clientId?: string | null };

/** A document the owner holds: one with a history that may be locked. */
type Owned<D> = Versioned<D> & { locked: boolean };

/**
 * What tells one kind of document's versions, as their owner uses them, from
 * another's: its history, how the owner's document is found, and its errors.
 */
export type VersionActionsKind<E extends VersionColumns, D extends object, T extends Owned<D>> = {
  history: DocumentHistory<E, D>;
  /** The owner's document, under its row lock when `lock`; null when there is none for them. */
  findOwned: (
    manager: EntityManager,
    userId: string,
    id: string,
    lock: boolean,
  ) => Promise<T | null>;
  notFound: () => Error;
  locked: () => Error;
  conflict: (version: number) => Error;
};

/** Stores a restored document as the document's next version, in the caller's transaction. */
export type StoreRestored<D, T> = (
  manager: EntityManager,
  document: T,
  data: D,
  source: SaveSource,
  checkpoint: Checkpoint,
) => Promise<T>;

/**
 * A document's versions as their owner reads and uses them
 * (docs/resume.md#opening-restoring-naming), for resumes and letters alike:
 * pages of versions, one version with its document, a restore as the
 * document's next version, names and deletes. Another user's document or
 * version, a missing one and an id that is none all answer the kind's
 * not-found error alike. Each runs on the manager it is given; the writes
 * expect the caller's transaction.
 */
export function versionActions<E extends VersionColumns, D extends object, T extends Owned<D>>(
  kind: VersionActionsKind<E, D, T>,
) {
  const { history } = kind;

  async function owned(manager: EntityManager, userId: string, id: string, lock = false) {
    const document = await kind.findOwned(manager, userId, id, lock);
    if (!document) {
      throw kind.notFound();
    }
    return document;
  }

  async function versionOf(manager: EntityManager, document: T, versionId: string) {
    const version = isResumeId(versionId)
      ? await history.find(manager, document.id, versionId)
      : null;
    if (!version) {
      throw kind.notFound();
    }
    return version;
  }

  return {
    /** A page of the document's versions, newest first: `limit` (1 to 200, 50 by default) below `before`. */
    async list(
      manager: EntityManager,
      userId: string,
      id: string,
      page: VersionPage,
    ): Promise<{ document: T; versions: E[]; openChanges: VersionChanges | null }> {
      const limit = page.limit ?? versionPageSize;
      if (!Number.isInteger(limit) || limit < 1 || limit > versionPageMax) {
        const message = `The limit must be a whole number from 1 to ${versionPageMax}.`;
        throw badUserInput([{ path: ['limit'], message }], { message });
      }
      const document = await owned(manager, userId, id);
      const versions = await history.list(manager, document.id, limit, page.before);
      const open = versions.find((version) => version.changes === null);
      const openChanges = open ? await history.openChanges(manager, open, document.data) : null;
      return { document, versions, openChanges };
    },

    /** One version with its document: a closed one's snapshot, the open one's the document's present data. */
    async one(
      manager: EntityManager,
      userId: string,
      id: string,
      versionId: string,
    ): Promise<{ version: E; data: D; changes: VersionChanges | null }> {
      const document = await owned(manager, userId, id);
      const version = await versionOf(manager, document, versionId);
      if (version.snapshot) {
        return { version, data: unpackSnapshot<D>(version.snapshot), changes: version.changes };
      }
      const changes = await history.openChanges(manager, version, document.data);
      return { version, data: document.data, changes };
    },

    /**
     * Brings a version back as the document's next version, stored by `store`:
     * a locked document refuses it, a stale `baseVersion` is the kind's
     * conflict, and the open version (the present state) comes back as it is.
     */
    async restore(
      manager: EntityManager,
      userId: string,
      id: string,
      versionId: string,
      request: RestoreRequest,
      source: SaveSource,
      store: StoreRestored<D, T>,
    ): Promise<T> {
      const document = await owned(manager, userId, id, true);
      if (document.locked) {
        throw kind.locked();
      }
      const version = await versionOf(manager, document, versionId);
      if (typeof request.baseVersion === 'number' && request.baseVersion !== document.version) {
        throw kind.conflict(document.version);
      }
      if (!version.snapshot) {
        // The open version is the present state: nothing to bring back.
        return document;
      }
      return store(
        manager,
        document,
        unpackSnapshot<D>(version.snapshot),
        { ...source, clientId: request.clientId ?? source.clientId },
        { reason: 'restore', restoredFrom: version.id },
      );
    },

    /**
     * "Save this version as…" with a checked name: the present state becomes
     * a named version. A locked document may be named (its data does not change).
     */
    async save(
      manager: EntityManager,
      userId: string,
      id: string,
      name: string,
      source: SaveSource,
    ): Promise<E> {
      const document = await owned(manager, userId, id, true);
      const open = await history.open(manager, document.id);
      if (open) {
        await history.close(manager, open, document.data, name);
        return (await history.find(manager, document.id, open.id))!;
      }
      return history.insertClosed(manager, document, name, source);
    },

    /** Names or renames a version with a checked name; naming the open one closes it. */
    async rename(
      manager: EntityManager,
      userId: string,
      id: string,
      versionId: string,
      name: string,
    ): Promise<E> {
      const document = await owned(manager, userId, id, true);
      const version = await versionOf(manager, document, versionId);
      if (!version.snapshot) {
        // The open version still changes with every save: naming it closes it.
        await history.close(manager, version, document.data, name);
      } else {
        await history.rename(manager, version, name);
      }
      return (await history.find(manager, document.id, version.id))!;
    },

    /** Deletes a closed version; the open one is the present state and stays. */
    async remove(manager: EntityManager, userId: string, id: string, versionId: string) {
      const document = await owned(manager, userId, id, true);
      const version = await versionOf(manager, document, versionId);
      if (!version.snapshot) {
        const message = 'The present version cannot be deleted.';
        throw badUserInput([{ path: ['versionId'], message }], { message });
      }
      await history.remove(manager, version);
      return version;
    },
  };
}
