import { useEffect } from 'react';

import { type ResumeStore } from '../lib/resume-store';
import { useResumeStoreIfAny } from './builder-context';

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, anywhere in the
 * builder (docs/web.md#the-builder: one history for the whole builder). A key another editor
 * already handled (the rich-text editor calls the same history) and keys typed
 * in an open dialog (an item being written, not yet in the resume) are left alone.
 * `given`: another document's store (the letter builder's), else the builder's.
 */
export function useUndoShortcuts(given?: Pick<ResumeStore, 'undo' | 'redo'>): void {
  const builderStore = useResumeStoreIfAny();
  const store = given ?? builderStore;
  useEffect(() => {
    if (!store) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) {
        return;
      }
      const target = event.target as Element | null;
      if (target?.closest?.('[role="dialog"], [role="alertdialog"]')) {
        return;
      }
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (undo) {
        event.preventDefault();
        store.undo();
      } else if (redo) {
        event.preventDefault();
        store.redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
