import { useSyncExternalStore } from 'react';

// Types only: the artboard's own code stays in the artboard's entry.
import type { PageReport } from '../../../artboard/page/sheet-report';

/**
 * How full the preview's sheets are, as the artboard last reported
 * (docs/templates.md#how-full-each-sheet-is): the canvas publishes it, the Page
 * panel reads it. Null while a version is viewed or before the first draw.
 */
let current: PageReport[] | null = null;
const listeners = new Set<() => void>();

/** Sets the report (null: none to show); the Page panel is drawn again. */
export function publishSheetFill(pages: PageReport[] | null): void {
  const next = pages && pages.length > 0 ? pages : null;
  if (next === current) {
    return;
  }
  current = next;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last report of the preview's sheets, or null. */
export function useSheetFill(): PageReport[] | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** One line of the Page panel's "On paper" list: a layout page's last sheet and what to say of it. */
export type SheetLine = {
  /** The number of that last sheet in the whole PDF, 1-based. */
  sheet: number;
  /** How full it is, 0 to 1. */
  fill: number;
  /** It holds only a few lines (under `sparseSheetShare` of its area) beyond a first sheet. */
  sparse: boolean;
  /** The layout page's first sheet number, and what runs over from it, when it takes more than one. */
  overflow: { from: number; section: string; item: string | null } | null;
};

/** Turns the artboard's report into the lines the Page panel shows, one per layout page. */
export function sheetLines(pages: PageReport[], sparseShare: number): SheetLine[] {
  let before = 0;
  return pages.map((page) => {
    const from = before + 1;
    before += page.sheets;
    return {
      sheet: before,
      fill: page.lastFill,
      sparse: page.sheets > 1 && page.lastFill < sparseShare,
      overflow: page.overflow && page.sheets > 1 ? { from, ...page.overflow } : null,
    };
  });
}
