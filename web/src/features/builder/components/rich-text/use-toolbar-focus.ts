import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';

/** The toolbar's buttons a person can reach: enabled, in order. */
function toolbarItems(toolbar: HTMLElement | null): HTMLElement[] {
  return Array.from(
    toolbar?.querySelectorAll<HTMLElement>('[data-toolbar-item]:not(:disabled)') ?? [],
  );
}

/**
 * The WAI-ARIA toolbar pattern for the rich-text toolbar: one button is in the
 * tab order (the last focused while it is enabled), and the arrow keys, Home
 * and End move between the buttons, the arrow towards the line's end moving on.
 */
export function useToolbarFocus() {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);

  // Keep exactly one enabled button tabbable: the last focused one while it is enabled.
  useLayoutEffect(() => {
    const items = toolbarItems(toolbarRef.current);
    const keep = current.current && items.includes(current.current) ? current.current : items[0];
    for (const item of toolbarRef.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ??
      []) {
      item.tabIndex = item === keep ? 0 : -1;
    }
  });

  function focusItem(item: HTMLElement) {
    current.current = item;
    for (const other of toolbarItems(toolbarRef.current)) {
      other.tabIndex = other === item ? 0 : -1;
    }
    item.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = toolbarItems(toolbarRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) {
      return;
    }
    // The arrow towards the end of the line moves on: right to left, that is ArrowLeft.
    const rightToLeft =
      toolbarRef.current !== null && getComputedStyle(toolbarRef.current).direction === 'rtl';
    const [forward, backward] = rightToLeft
      ? ['ArrowLeft', 'ArrowRight']
      : ['ArrowRight', 'ArrowLeft'];
    const next =
      event.key === forward
        ? items[(at + 1) % items.length]
        : event.key === backward
          ? items[(at - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items[items.length - 1]
              : null;
    if (next) {
      event.preventDefault();
      focusItem(next);
    }
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    if (event.target instanceof HTMLElement && event.target.hasAttribute('data-toolbar-item')) {
      current.current = event.target;
    }
  }

  return { toolbarRef, onKeyDown, onFocus };
}
