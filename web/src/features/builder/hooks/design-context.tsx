import { type ResumeData } from '@vitae/schema';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';

import { type EditOptions, getIn, setIn } from '../lib/resume-store';
import { useResumeStoreIfAny } from './builder-context';

/**
 * What the design tools (Typography, Theme, Page) change: a document with the
 * resume's design in its `metadata`. The resume is one; a cover letter, whose
 * `metadata` takes these fields from the resume's model, is another
 * (docs/letters.md#the-letter-builder).
 */
export type DesignDocument = {
  metadata: Pick<ResumeData['metadata'], 'typography' | 'theme' | 'page' | 'language'>;
};

/** A change of the design that keeps the rest of the document as it is (what `setIn` returns). */
export type DesignUpdater = <D extends DesignDocument>(data: D) => D;

/** The part of a builder's store the design tools use: the resume builder's store is one. */
export type DesignStore = {
  getData(): DesignDocument;
  getState(): { meta: { locked: boolean } };
  subscribe(listener: () => void): () => void;
  edit(updater: DesignUpdater, options?: EditOptions): void;
};

const DesignStoreContext = createContext<DesignStore | null>(null);

export type DesignStoreProviderProps = { store: DesignStore; children: ReactNode };

/**
 * Points the design tools inside at another document than the resume builder's
 * (the letter builder's, which also gives the letter a design of its own on
 * every change).
 */
export function DesignStoreProvider({ store, children }: DesignStoreProviderProps) {
  return <DesignStoreContext.Provider value={store}>{children}</DesignStoreContext.Provider>;
}

/** The store the design tools change: the one provided, else the resume builder's. */
export function useDesignStore(): DesignStore {
  const provided = useContext(DesignStoreContext);
  const resume = useResumeStoreIfAny();
  const store = provided ?? resume;
  if (!store) {
    throw new Error('useDesignStore is used outside a builder');
  }
  return store;
}

/** A slice of the design; return a part of the document, not a new object each call. */
export function useDesign<T>(selector: (data: DesignDocument) => T): T {
  const store = useDesignStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getData()));
}

/** True while the document is locked: every tool shows its value and changes nothing. */
export function useDesignReadOnly(): boolean {
  const store = useDesignStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().meta.locked);
}

/** One design field by path with its setter; a burst of changes of it is one undo step. */
export function useDesignField<T>(path: string): [T, (value: T) => void] {
  const store = useDesignStore();
  const value = useSyncExternalStore(store.subscribe, () => getIn(store.getData(), path) as T);
  const setValue = useCallback(
    (next: T) => store.edit((data) => setIn(data, path, next), { group: path }),
    [store, path],
  );
  return [value, setValue];
}

/** `edit` of the store, for a change a path setter cannot say (a family with its variants). */
export function useDesignEdit(): DesignStore['edit'] {
  return useDesignStore().edit;
}
