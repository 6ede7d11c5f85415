import { useEffect, useRef } from 'react';

import { isTyping, matchesShortcut, type Shortcut } from '../lib/shortcuts';

/**
 * Runs `action` when the shortcut is pressed anywhere on the page, except while
 * the person types in a field or a dialog is open over the page.
 */
export function useShortcut(shortcut: Shortcut, action: () => void, enabled = true): void {
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    if (!enabled) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || isTyping(event.target)) {
        return;
      }
      if (!matchesShortcut(event, shortcut)) {
        return;
      }
      if (
        document.querySelector(
          '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
        )
      ) {
        return;
      }
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, shortcut]);
}
