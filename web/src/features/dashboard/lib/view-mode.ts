/** How the resumes page lays out its tiles. */
export type ViewMode = 'grid' | 'list';

/** Where this browser remembers the choice. */
export const viewModeStorageKey = 'vitae-resumes-view';

/** The remembered view, grid unless this browser chose list. */
export function readViewMode(storage: Pick<Storage, 'getItem'> | undefined): ViewMode {
  try {
    return storage?.getItem(viewModeStorageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Remembers the view; a browser that refuses storage simply forgets it. */
export function storeViewMode(storage: Pick<Storage, 'setItem'> | undefined, mode: ViewMode): void {
  try {
    storage?.setItem(viewModeStorageKey, mode);
  } catch {
    // Private modes may refuse storage; the toggle still works for this visit.
  }
}
