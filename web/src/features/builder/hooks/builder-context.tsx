import { type ResumeData } from '@vitae/schema';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';

import { canRedo, canUndo } from '../lib/history';
import {
  type EditOptions,
  getIn,
  type ResumeMeta,
  type ResumeStore,
  setIn,
} from '../lib/resume-store';

const StoreContext = createContext<ResumeStore | null>(null);

export type BuilderStoreProviderProps = { store: ResumeStore; children: ReactNode };

export function BuilderStoreProvider({ store, children }: BuilderStoreProviderProps) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The builder's store (only inside the builder). */
export function useResumeStore(): ResumeStore {
  const store = useContext(StoreContext);
  if (!store) {
    throw new Error('useResumeStore is used outside the builder');
  }
  return store;
}

/** The builder's store, or null outside the builder (an editor in a test of its own). */
export function useResumeStoreIfAny(): ResumeStore | null {
  return useContext(StoreContext);
}

/**
 * A slice of the document; the component renders again only when that slice
 * changes. The selector must return a part of the document (or a primitive),
 * not a new object each call.
 */
export function useResume<T>(selector: (data: ResumeData) => T): T {
  const store = useResumeStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getData()));
}

/** The resume's title, slug, visibility, lock. */
export function useResumeMeta(): ResumeMeta {
  const store = useResumeStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().meta);
}

/** True while the resume is locked: every editor shows its value read-only. */
export function useReadOnly(): boolean {
  const store = useResumeStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().meta.locked);
}

/**
 * One field of the document by path, with a setter that records an undo step
 * grouped by that path (a burst of typing is one step).
 *
 *   const [name, setName] = useResumeField<string>('basics.name');
 */
export function useResumeField<T>(path: string): [T, (value: T) => void] {
  const store = useResumeStore();
  const value = useSyncExternalStore(store.subscribe, () => getIn(store.getData(), path) as T);
  const setValue = useCallback(
    (next: T) => store.edit((data) => setIn(data, path, next), { group: path }),
    [store, path],
  );
  return [value, setValue];
}

/** `edit` of the store, for changes a path setter cannot say (lists, moves). */
export function useEdit(): (
  updater: (data: ResumeData) => ResumeData,
  options?: EditOptions,
) => void {
  return useResumeStore().edit;
}

/** Undo and redo with whether each is possible (the toolbar and the shortcuts). */
export function useUndoRedo() {
  const store = useResumeStore();
  const undoable = useSyncExternalStore(store.subscribe, () => canUndo(store.getState().history));
  const redoable = useSyncExternalStore(store.subscribe, () => canRedo(store.getState().history));
  return { undo: store.undo, redo: store.redo, canUndo: undoable, canRedo: redoable };
}
