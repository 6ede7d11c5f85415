/** docs/product.md#defaults-and-limits: the undo history holds up to 100 steps. */
export const historyLimit = 100;

/** Edits of one field closer together than this are one step ("a burst of typing"). */
export const burstWindowMs = 1000;

/**
 * The builder's undo history over whole documents (one history for the whole
 * builder, rich text included). `group` names what an edit changed (a field's
 * path); consecutive edits of one group within the burst window merge into one
 * step, so undo takes back a typed word, not a letter.
 *
 * The window is a pause of the person's, not of the page's: it is counted from
 * the moment the builder was ready again after the last edit ({@link settle}),
 * and an edit arriving before that moment continues the burst. The first
 * keystrokes after the builder opens can take the page a second or more to
 * draw; timed from their arrival, they split the first word into a letter and
 * the rest.
 */
export type History<T> = {
  past: T[];
  present: T;
  future: T[];
  lastGroup: string | null;
  /** When the builder was ready again after the last edit (or when it came, until then). */
  lastAt: number;
  /** Whether {@link settle} has run since the last edit. */
  settled: boolean;
};

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastGroup: null, lastAt: 0, settled: true };
}

export type RecordOptions = { group?: string; now?: number };

/** Records a new document; any redo steps are dropped, as in every editor. */
export function record<T>(history: History<T>, next: T, options: RecordOptions = {}): History<T> {
  const now = options.now ?? Date.now();
  const group = options.group ?? null;
  const merges =
    group !== null &&
    group === history.lastGroup &&
    (!history.settled || now - history.lastAt <= burstWindowMs) &&
    history.future.length === 0;
  if (merges) {
    return { ...history, present: next, lastAt: now, settled: false };
  }
  const past = [...history.past, history.present].slice(-historyLimit);
  return { past, present: next, future: [], lastGroup: group, lastAt: now, settled: false };
}

/**
 * Notes that the builder has done the work of the last edit (drawn it, kept
 * it) and waits for the person again: the burst window runs from `now`.
 */
export function settle<T>(history: History<T>, now: number = Date.now()): History<T> {
  return history.settled ? history : { ...history, lastAt: now, settled: true };
}

/** Whether `next` is a step of its own rather than `previous`'s step continued. */
export function isNewStep<T>(previous: History<T>, next: History<T>): boolean {
  return next.past !== previous.past;
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
    settled: true,
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
    settled: true,
  };
}
