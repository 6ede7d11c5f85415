import { type LetterData } from '@vitae/schema';

import type { BuilderKit } from '../../builder/builder-kit';
import type { createDraftStore, Draft } from '../../builder/lib/draft-store';
import type { createDocumentStore } from '../../builder/lib/resume-store';

/** What the letter builder knows of the letter beside its document. */
export type LetterMeta = {
  id: string;
  title: string;
  locked: boolean;
  updatedAt: string;
};

/**
 * The letter builder's one source of truth (docs/letters.md#the-letter-builder):
 * the resume builder's store (docs/web.md#the-builder) holding a letter, with its
 * undo history and lock.
 */
export type LetterStore = ReturnType<typeof createDocumentStore<LetterData, LetterMeta>>;

type Kit = Pick<BuilderKit, 'createDocumentStore' | 'createDraftStore'>;

export function createLetterStore(kit: Kit, meta: LetterMeta, data: LetterData): LetterStore {
  return kit.createDocumentStore(meta, data);
}

type LetterDraftStore = ReturnType<typeof createDraftStore<LetterData>>;
let letterDrafts: LetterDraftStore | null = null;

/** The letter builder's drafts, in a database of their own beside the resume builder's. */
export function letterDraftStore(kit: Kit): LetterDraftStore {
  letterDrafts ??= kit.createDraftStore<LetterData>('vitae-letters');
  return letterDrafts;
}

/** A stored letter as the builder opens it. */
export type StoredLetter = LetterMeta & { version: number; data: LetterData };

export type OpenedLetter = { store: LetterStore; version: number; restoredEdits: number };

/**
 * What the builder opens: the stored letter, or this browser's draft of it when
 * one was kept and not yet saved; a draft made on an older version is opened on
 * its own version, so its first save is refused as stale and the stored letter
 * is shown (as the resume builder's `openResume` does).
 */
export function openLetter(
  kit: Kit,
  letter: StoredLetter,
  draft: Draft<LetterData> | undefined,
): OpenedLetter {
  const meta: LetterMeta = {
    id: letter.id,
    title: letter.title,
    locked: letter.locked,
    updatedAt: letter.updatedAt,
  };
  const kept =
    draft && JSON.stringify(draft.data) !== JSON.stringify(letter.data) ? draft : undefined;
  if (!kept) {
    return {
      store: createLetterStore(kit, meta, letter.data),
      version: letter.version,
      restoredEdits: 0,
    };
  }
  return {
    store: createLetterStore(kit, meta, kept.data),
    version: kept.baseVersion,
    restoredEdits: Math.max(1, kept.edits),
  };
}
