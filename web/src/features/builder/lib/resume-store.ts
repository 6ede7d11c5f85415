import { type ResumeData } from '@vitae/schema';

import {
  canRedo,
  canUndo,
  type History,
  isNewStep,
  record,
  redo,
  settle,
  startHistory,
  undo,
} from './history';

/** What the builder knows of the resume beside its document. */
export type ResumeMeta = {
  id: string;
  title: string;
  slug: string;
  visibility: 'public' | 'private';
  locked: boolean;
  updatedAt: string;
};

export type ResumeState = {
  meta: ResumeMeta;
  history: History<ResumeData>;
};

/** Why the document changed: autosave sends every change but a `replace` (already stored). */
export type ChangeSource = 'edit' | 'undo' | 'redo' | 'replace';

export type EditOptions = {
  /**
   * What the edit changed, e.g. a field's path (`basics.name`). Edits of one
   * group in a burst are one undo step; leave it out for an edit that must be
   * a step of its own (a dialog's Save, an AI rewrite, a drag).
   */
  group?: string;
  /**
   * A change that replaces much at once (a template change, an AI rewrite): the
   * history keeps the state before it as a version of its own (docs/resume.md#history).
   */
  checkpoint?: SaveCheckpoint;
};

/** The kinds of `save.checkpoint` the resume service takes (`ResumeVersionCheckpoint`). */
export type SaveCheckpoint = 'import' | 'template' | 'aiRewrite';

type Listener = () => void;
/**
 * `step` is false for an edit that continued the last undo step (the next
 * letter of a burst of typing): autosave counts changes as the history does.
 */
type ChangeListener<D = ResumeData> = (
  data: D,
  source: ChangeSource,
  step: boolean,
  checkpoint?: SaveCheckpoint,
) => void;

/**
 * The builder's one source of truth (docs/web.md#the-builder): the document
 * with its undo history, and the resume's title, visibility and lock. Panes
 * read slices with {@link useResume} and change the document with `edit`; an
 * edit is in the preview at once and in autosave's queue at once. A locked
 * resume refuses edits (docs/product.md#visibility-and-lock).
 */
export type ResumeStore = ReturnType<typeof createResumeStore>;

export function createResumeStore(meta: ResumeMeta, data: ResumeData) {
  return createDocumentStore(meta, data);
}

/**
 * The store of any document the builders edit, with its own meta (a resume's,
 * a letter's: docs/letters.md#the-letter-builder): the same history, lock and
 * change listeners as {@link createResumeStore}'s.
 */
export function createDocumentStore<D, M extends { locked: boolean }>(meta: M, data: D) {
  let state: { meta: M; history: History<D> } = { meta, history: startHistory(data) };
  const listeners = new Set<Listener>();
  const changeListeners = new Set<ChangeListener<D>>();

  let settling: ReturnType<typeof setTimeout> | null = null;

  const emit = (source: ChangeSource | null, step = true, checkpoint?: SaveCheckpoint) => {
    listeners.forEach((listener) => listener());
    if (source) {
      changeListeners.forEach((listener) =>
        listener(state.history.present, source, step, checkpoint),
      );
    }
  };

  // Runs once the page has done the edit's work (drawn it, kept it) and waits
  // for the next key: a burst's pause is counted from here (history.ts).
  const settleSoon = () => {
    settling ??= setTimeout(() => {
      settling = null;
      state = { ...state, history: settle(state.history) };
    }, 0);
  };

  const setHistory = (history: History<D>, source: ChangeSource, checkpoint?: SaveCheckpoint) => {
    if (history === state.history) {
      return;
    }
    const previous = state.history;
    state = { ...state, history };
    if (source === 'edit') {
      settleSoon();
    }
    emit(source, source !== 'edit' || isNewStep(previous, history), checkpoint);
  };

  return {
    getState: () => state,
    getData: () => state.history.present,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Every change of the document and why; autosave and the preview listen here. */
    onChange(listener: ChangeListener<D>) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    /**
     * Applies `updater` to the document (return a new object; unchanged branches
     * keep their identity). Refused while the resume is locked.
     */
    edit(updater: (data: D) => D, options: EditOptions = {}) {
      if (state.meta.locked) {
        return;
      }
      const next = updater(state.history.present);
      if (next === state.history.present) {
        return;
      }
      setHistory(record(state.history, next, { group: options.group }), 'edit', options.checkpoint);
    },
    undo() {
      if (!state.meta.locked && canUndo(state.history)) {
        setHistory(undo(state.history), 'undo');
      }
    },
    redo() {
      if (!state.meta.locked && canRedo(state.history)) {
        setHistory(redo(state.history), 'redo');
      }
    },
    /** Shows a document that is already stored (another tab's, the server's); the history starts again. */
    replace(data: D) {
      setHistory(startHistory(data), 'replace');
    },
    setMeta(change: Partial<M>) {
      state = { ...state, meta: { ...state.meta, ...change } };
      emit(null);
    },
  };
}

/**
 * Returns a copy of `data` with the value at `path` (dot-separated keys, e.g.
 * `basics.name` or `sections.skills.columns`) replaced; every object on the
 * way is copied, the rest is shared.
 */
export function setIn<T extends object>(data: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const record = data as Record<string, unknown>;
  const current = record[key];
  const next = rest.length === 0 ? value : setIn((current ?? {}) as object, rest.join('.'), value);
  if (Object.is(current, next)) {
    return data;
  }
  return (
    Array.isArray(data) ? Object.assign([...data], { [key]: next }) : { ...record, [key]: next }
  ) as T;
}

/** The value at a dot-separated path, or undefined. */
export function getIn(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}
