import { type LetterData } from '@vitae/schema';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';

import { type LetterMeta, type LetterStore } from '../lib/letter-store';
import { useKit } from './builder-kit';

const LetterContext = createContext<LetterStore | null>(null);

export function LetterStoreProvider({
  store,
  children,
}: {
  store: LetterStore;
  children: ReactNode;
}) {
  return <LetterContext.Provider value={store}>{children}</LetterContext.Provider>;
}

/** The letter builder's store (only inside it). */
export function useLetterStore(): LetterStore {
  const store = useContext(LetterContext);
  if (!store) {
    throw new Error('useLetterStore is used outside the letter builder');
  }
  return store;
}

/** A slice of the letter; drawn again only when it changes (return a part, not a new object). */
export function useLetter<T>(selector: (data: LetterData) => T): T {
  const store = useLetterStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getData()));
}

export function useLetterMeta(): LetterMeta {
  const store = useLetterStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().meta);
}

/** One field of the letter by path; a burst of typing in it is one undo step. */
export function useLetterField<T>(path: string): [T, (value: T) => void] {
  const { getIn, setIn } = useKit();
  const store = useLetterStore();
  const value = useSyncExternalStore(store.subscribe, () => getIn(store.getData(), path) as T);
  const setValue = useCallback(
    (next: T) => store.edit((data) => setIn(data, path, next), { group: path }),
    [setIn, store, path],
  );
  return [value, setValue];
}

/** Undo and redo with whether each is possible (the rich-text editor's buttons). */
export function useLetterUndoRedo() {
  const { canRedo, canUndo } = useKit();
  const store = useLetterStore();
  const undoable = useSyncExternalStore(store.subscribe, () => canUndo(store.getState().history));
  const redoable = useSyncExternalStore(store.subscribe, () => canRedo(store.getState().history));
  return { undo: store.undo, redo: store.redo, canUndo: undoable, canRedo: redoable };
}
