import { useEffect } from 'react';

import { useResumeStore } from './builder-context';

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, anywhere in the
 * builder (docs/web.md#the-builder: one history for the whole builder). A key another editor
 * already handled (the rich-text editor calls the same history) and keys typed
 * in an open dialog (an item being written, not yet in the resume) are left alone.
 */
export function useUndoShortcuts(): void {
  const store = useResumeStore();
  useEffect(() => {
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
