import { type ResumeData } from '@vitae/schema';

/** An edit of a resume not yet stored on the server, kept in this browser (docs/quality.md#case-1 and #case-2). */
export type Draft<D = ResumeData> = {
  /** The document's id (a letter's too: the field keeps its first name for the drafts already kept). */
  resumeId: string;
  data: D;
  /** The stored version the draft was made on. */
  baseVersion: number;
  /** How many edits it holds (shown as "N changes kept"). */
  edits: number;
  keptAt: number;
};

const storeName = 'drafts';

/** A write waiting its turn, with every caller whose state it carries. */
type PendingWrite<D> = {
  /** The draft to keep, or null to remove it. */
  draft: Draft<D> | null;
  callers: { resolve: (result: unknown) => void; reject: (error: unknown) => void }[];
};

/** One document's writes: whether one is in flight, and the one waiting behind it. */
type WriteQueue<D> = { busy: boolean; next: PendingWrite<D> | undefined };

/**
 * The drafts of one kind of document in IndexedDB database `databaseName`: one
 * per document, kept with every edit (the newest written, below) and removed
 * once the server has stored it (the letter builder keeps its own:
 * docs/letters.md#the-letter-builder).
 */
export function createDraftStore<D>(databaseName: string) {
  let opening: Promise<IDBDatabase> | null = null;

  function database(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(storeName, { keyPath: 'resumeId' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  }

  async function run<T>(
    mode: IDBTransactionMode,
    body: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const db = await database();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = body(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  }

  /**
   * Each document's writes, one at a time and the newest winning: while a write
   * is in flight only the latest draft (or its removal) waits behind it, so a
   * burst of typing makes a few writes rather than one a letter, and the removal
   * of a saved draft follows the last of them at once. A page reloaded right
   * after a save finds the newest draft or none, never one from the middle of
   * the burst (docs/quality.md#case-2).
   */
  const queues = new Map<string, WriteQueue<D>>();

  function enqueue(resumeId: string, draft: Draft<D> | null): Promise<unknown> {
    let queue = queues.get(resumeId);
    if (!queue) {
      queue = { busy: false, next: undefined };
      queues.set(resumeId, queue);
    }
    const waiting = queue;
    return new Promise<unknown>((resolve, reject) => {
      // The write not yet started is replaced: its callers wait for this newer one.
      waiting.next = { draft, callers: [...(waiting.next?.callers ?? []), { resolve, reject }] };
      pump(resumeId, waiting);
    });
  }

  function pump(resumeId: string, queue: WriteQueue<D>): void {
    if (queue.busy || !queue.next) {
      return;
    }
    const { draft, callers } = queue.next;
    queue.next = undefined;
    queue.busy = true;
    const write = draft
      ? run('readwrite', (store) => store.put(draft))
      : run('readwrite', (store) => store.delete(resumeId));
    void write
      .then(
        (result) => callers.forEach((caller) => caller.resolve(result)),
        (error: unknown) => callers.forEach((caller) => caller.reject(error)),
      )
      .finally(() => {
        queue.busy = false;
        if (queue.next) {
          pump(resumeId, queue);
        } else {
          queues.delete(resumeId);
        }
      });
  }

  return {
    async get(resumeId: string): Promise<Draft<D> | undefined> {
      // A write still waiting its turn is this page's newest word on the draft.
      const waiting = queues.get(resumeId)?.next;
      if (waiting) {
        return waiting.draft ?? undefined;
      }
      try {
        return (await run('readonly', (store) => store.get(resumeId))) as Draft<D> | undefined;
      } catch {
        // A browser without IndexedDB (private mode in some) has no drafts to restore.
        return undefined;
      }
    },
    /** Keeps `draft` as its document's draft (resolves once it, or a newer one, is written). */
    put(draft: Draft<D>): Promise<unknown> {
      return enqueue(draft.resumeId, draft);
    },
    /** Removes the document's draft, after any write already in flight. */
    delete(resumeId: string): Promise<unknown> {
      return enqueue(resumeId, null);
    },
  };
}

/**
 * The builder's drafts in IndexedDB: one per resume, kept with every edit and
 * removed once the server has stored it. Survives a reload, a crash and a
 * closed tab; sent when the builder opens the resume again.
 */
export const draftStore = createDraftStore<ResumeData>('vitae-builder');
