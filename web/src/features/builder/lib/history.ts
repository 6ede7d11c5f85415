/** docs/product.md#defaults-and-limits: the undo history holds up to 100 steps. */
export const historyLimit = 100;

/** Edits of one field closer together than this are one step ("a burst of typing"). */
export const burstWindowMs = 1000;

/**
 * The builder's undo history over whole documents (one history for the whole
 * builder, rich text included). `group` names what an edit changed (a field's
 * path); consecutive edits of one group within the burst window merge into one
 * step, so undo takes back a typed word, not a letter.
 */
export type History<T> = {
  past: T[];
  present: T;
  future: T[];
  lastGroup: string | null;
  lastAt: number;
};

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastGroup: null, lastAt: 0 };
}

export type RecordOptions = { group?: string; now?: number };

/** Records a new document; any redo steps are dropped, as in every editor. */
export function record<T>(history: History<T>, next: T, options: RecordOptions = {}): History<T> {
  const now = options.now ?? Date.now();
  const group = options.group ?? null;
  const merges =
    group !== null &&
    group === history.lastGroup &&
    now - history.lastAt <= burstWindowMs &&
    history.future.length === 0;
  if (merges) {
    return { ...history, present: next, lastAt: now };
  }
  const past = [...history.past, history.present].slice(-historyLimit);
  return { past, present: next, future: [], lastGroup: group, lastAt: now };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) {
    return history;
  }
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastGroup: null,
    lastAt: 0,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) {
    return history;
  }
  return {
    past: [...history.past, history.present].slice(-historyLimit),
    present: next,
    future: rest,
    lastGroup: null,
    lastAt: 0,
  };
}
