import { type ResumeData } from '@vitae/schema';

/** An edit of a resume not yet stored on the server, kept in this browser (docs/quality.md#case-1 and #case-2). */
export type Draft = {
  resumeId: string;
  data: ResumeData;
  /** The stored version the draft was made on. */
  baseVersion: number;
  /** How many edits it holds (shown as "N changes kept"). */
  edits: number;
  keptAt: number;
};

const databaseName = 'vitae-builder';
const storeName = 'drafts';

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
 * The builder's drafts in IndexedDB: one per resume, written on every edit and
 * removed once the server has stored it. Survives a reload, a crash and a
 * closed tab; sent when the builder opens the resume again.
 */
export const draftStore = {
  async get(resumeId: string): Promise<Draft | undefined> {
    try {
      return (await run('readonly', (store) => store.get(resumeId))) as Draft | undefined;
    } catch {
      // A browser without IndexedDB (private mode in some) has no drafts to restore.
      return undefined;
    }
  },
  put(draft: Draft): Promise<unknown> {
    return run('readwrite', (store) => store.put(draft));
  },
  delete(resumeId: string): Promise<unknown> {
    return run('readwrite', (store) => store.delete(resumeId));
  },
};
