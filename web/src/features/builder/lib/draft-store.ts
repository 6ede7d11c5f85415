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

/**
 * The drafts of one kind of document in IndexedDB database `databaseName`: one
 * per document, written on every edit and removed once the server has stored
 * it (the letter builder keeps its own: docs/letters.md#the-letter-builder).
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

  return {
    async get(resumeId: string): Promise<Draft<D> | undefined> {
      try {
        return (await run('readonly', (store) => store.get(resumeId))) as Draft<D> | undefined;
      } catch {
        // A browser without IndexedDB (private mode in some) has no drafts to restore.
        return undefined;
      }
    },
    put(draft: Draft<D>): Promise<unknown> {
      return run('readwrite', (store) => store.put(draft));
    },
    delete(resumeId: string): Promise<unknown> {
      return run('readwrite', (store) => store.delete(resumeId));
    },
  };
}

/**
 * The builder's drafts in IndexedDB: one per resume, written on every edit and
 * removed once the server has stored it. Survives a reload, a crash and a
 * closed tab; sent when the builder opens the resume again.
 */
export const draftStore = createDraftStore<ResumeData>('vitae-builder');
