import { type ResumeData } from '@vitae/schema';
import { assign, fromPromise, setup } from 'xstate';

import { type SaveCheckpoint } from '../lib/resume-store';

/** docs/product.md#defaults-and-limits: an edit is saved 500 ms after the last one. */
export const saveDelayMs = 500;

/** Retries of a failed save wait 1, 2, 4, 8 seconds, then every 10 s (and at once when the browser is back online). */
export const maxBackoffMs = 10_000;

/**
 * `checkpoint`: an edit since the last stored save replaced much at once, so the
 * history keeps the stored state as a version of its own (docs/resume.md#history).
 */
export type SaveInput = { data: ResumeData; baseVersion: number; checkpoint?: SaveCheckpoint };
export type SaveOutput = { version: number };

/** Why a save did not land, as the builder tells the person. */
export type SaveFailure =
  | { kind: 'offline' }
  | { kind: 'invalid'; message: string; path: string | undefined }
  | { kind: 'locked' }
  | { kind: 'conflict'; serverVersion: number };

/**
 * A failed save as the save actor reports it (`asApiError` in
 * web/src/lib/apollo/graphql-error.ts): the error's code, message and details,
 * and the HTTP status it came with.
 */
export type SaveError = { status: number; code: string; message: string; details?: unknown };

/** Sorts a failed save into what the builder does next. */
export function classifySaveError(error: unknown): SaveFailure {
  const failure = error as Partial<SaveError> | undefined;
  // A letter's saves are refused with its own codes (docs/letters.md#the-letter-builder).
  if (failure?.code === 'ResumeVersionConflict' || failure?.code === 'LetterVersionConflict') {
    const version = (failure.details as { version?: unknown } | undefined)?.version;
    return { kind: 'conflict', serverVersion: typeof version === 'number' ? version : -1 };
  }
  if (failure?.code === 'ResumeLocked' || failure?.code === 'LetterLocked') {
    return { kind: 'locked' };
  }
  // The code alone says it: GraphQL answers a refused document under HTTP 200.
  if (failure?.code === 'BAD_USER_INPUT') {
    const issues = Array.isArray(failure.details) ? (failure.details as { path?: unknown }[]) : [];
    const path = typeof issues[0]?.path === 'string' ? issues[0].path : undefined;
    return { kind: 'invalid', message: failure.message ?? '', path };
  }
  // No answer, a 5xx, a 429 or a session being renewed: the edit waits and is sent again.
  return { kind: 'offline' };
}

export type AutosaveContext = {
  resumeId: string;
  /** The stored version the local document is based on. */
  version: number;
  data: ResumeData;
  /** Counts edits; the save in flight carries the revision it sends. */
  revision: number;
  savedRevision: number;
  inFlightRevision: number;
  /**
   * Changes made since the last save that landed (shown as "N changes kept"),
   * counted as the undo history counts steps: a burst of typing in one field is
   * one change, not one per letter.
   */
  unsavedEdits: number;
  /** `unsavedEdits` when the save in flight was sent. */
  inFlightEdits: number;
  attempt: number;
  failure: SaveFailure | null;
  /** The last checkpoint edit and its revision: sent with saves until one carrying it lands. */
  checkpoint: SaveCheckpoint | null;
  checkpointRevision: number;
  /** The newest version another tab announced while a save of ours was in flight (0: none). */
  remoteVersion: number;
};

export type AutosaveEvent =
  /** `step` is false for the next letter of a burst already counted (default true). */
  | { type: 'edit'; data: ResumeData; step?: boolean; checkpoint?: SaveCheckpoint }
  | { type: 'save.flush' }
  | { type: 'network.online' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs'; data: ResumeData; version: number }
  | { type: 'remote.saved'; version: number }
  | { type: 'meta.saved'; version: number }
  | { type: 'lock.released' }
  /** A version was restored (docs/resume.md#history): the server's document and version are ours now. */
  | { type: 'restored'; data: ResumeData; version: number };

/** The stored resume as loaded again after another tab saved it. */
export type LatestOutput = { data: ResumeData; version: number };

export type AutosaveInput = {
  resumeId: string;
  version: number;
  data: ResumeData;
  /** Edits restored from this browser's draft store, not yet saved. */
  restoredEdits?: number;
};

/**
 * Another tab of this browser saved this resume, so our next save would be
 * refused: stop and ask at once (a save in flight finds out by itself).
 */
const remoteSaved = {
  'remote.saved': { guard: 'remoteIsNewer', target: 'conflict', actions: 'noteRemoteSave' },
} as const;

/**
 * This builder changed the resume's title, slug or visibility itself: the stored
 * version moved on without a change of the document we have not seen.
 */
const metaSaved = {
  'meta.saved': { guard: 'metaIsNext', actions: 'adoptVersion' },
} as const;

/**
 * The builder's saving (docs/web.md#the-builder, docs/quality.md#case-1, #case-2, #case-3 and #case-4): every edit is kept in this
 * browser at once (`keepDraft`) and sent 500 ms after the last one with the
 * version it was made on. A save that cannot reach the server is retried with
 * backoff and at once when the browser is back online; a stale version stops
 * for the person to choose; an invalid document stops with its field until the
 * next edit; a locked resume stops until unlocked. Nothing typed is dropped:
 * edits made during a save are sent after it.
 */
export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
  },
  actors: {
    save: fromPromise<SaveOutput, SaveInput>(async () => {
      throw new Error('the builder provides save');
    }),
    loadLatest: fromPromise<LatestOutput, { resumeId: string }>(async () => {
      throw new Error('the builder provides loadLatest');
    }),
  },
  actions: {
    applyEdit: assign(({ context, event }) =>
      event.type === 'edit'
        ? {
            data: event.data,
            revision: context.revision + 1,
            // A burst's next letter adds no change, unless what it continues is saved already.
            unsavedEdits:
              context.unsavedEdits + (event.step === false && context.unsavedEdits > 0 ? 0 : 1),
            ...(event.checkpoint
              ? { checkpoint: event.checkpoint, checkpointRevision: context.revision + 1 }
              : {}),
          }
        : {},
    ),
    noteRemoteSave: assign(({ event }) =>
      event.type === 'remote.saved'
        ? { failure: { kind: 'conflict', serverVersion: event.version } satisfies SaveFailure }
        : {},
    ),
    noteRemoteVersion: assign(({ context, event }) =>
      event.type === 'remote.saved'
        ? { remoteVersion: Math.max(context.remoteVersion, event.version) }
        : {},
    ),
    adoptVersion: assign(({ event }) =>
      event.type === 'meta.saved' ? { version: event.version } : {},
    ),
    keepDraft: () => undefined,
    dropDraft: () => undefined,
    announceSaved: () => undefined,
    /** Shows the document another tab saved (this tab had nothing unsaved). */
    applyRemote: () => undefined,
  },
  delays: {
    debounce: saveDelayMs,
    backoff: ({ context }) => Math.min(maxBackoffMs, 1000 * 2 ** Math.max(0, context.attempt - 1)),
  },
  guards: {
    remoteIsNewer: ({ context, event }) =>
      event.type === 'remote.saved' && event.version > context.version,
    metaIsNext: ({ context, event }) =>
      event.type === 'meta.saved' && event.version === context.version + 1,
    editedDuringSave: ({ context }) => context.revision !== context.inFlightRevision,
    remoteSavedMeanwhile: ({ context }) => context.remoteVersion > context.version,
    hasUnsavedEdits: ({ context }) => context.revision !== context.savedRevision,
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({
    resumeId: input.resumeId,
    version: input.version,
    data: input.data,
    revision: input.restoredEdits ? 1 : 0,
    savedRevision: 0,
    inFlightRevision: 0,
    unsavedEdits: input.restoredEdits ?? 0,
    inFlightEdits: 0,
    attempt: 0,
    failure: null,
    checkpoint: null,
    checkpointRevision: 0,
    remoteVersion: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasUnsavedEdits', target: 'saving' }, { target: 'saved' }],
    },
    saved: {
      on: {
        edit: { target: 'waiting', actions: ['applyEdit', 'keepDraft'] },
        // Restored with nothing unsaved (the panel waits for the save first): stored as shown.
        restored: {
          actions: [
            assign({
              data: ({ event }) => event.data,
              version: ({ event }) => event.version,
              savedRevision: ({ context }) => context.revision,
              unsavedEdits: 0,
            }),
            'announceSaved',
          ],
        },
        // Nothing unsaved here: show what the other tab saved, no question to ask.
        'remote.saved': { guard: 'remoteIsNewer', target: 'reloading' },
        ...metaSaved,
      },
    },
    reloading: {
      invoke: {
        src: 'loadLatest',
        input: ({ context }) => ({ resumeId: context.resumeId }),
        onDone: [
          {
            // Typed here while the other version loaded: ask, never drop either.
            guard: 'hasUnsavedEdits',
            target: 'conflict',
            actions: assign({
              failure: ({ event }) =>
                ({ kind: 'conflict', serverVersion: event.output.version }) satisfies SaveFailure,
            }),
          },
          {
            target: 'saved',
            actions: [
              assign({
                data: ({ event }) => event.output.data,
                version: ({ event }) => event.output.version,
              }),
              'applyRemote',
            ],
          },
        ],
        // Could not load it: our next save finds out and asks.
        onError: [{ guard: 'hasUnsavedEdits', target: 'waiting' }, { target: 'saved' }],
      },
      on: { edit: { actions: ['applyEdit', 'keepDraft'] } },
    },
    waiting: {
      after: { debounce: 'saving' },
      on: {
        edit: { target: 'waiting', reenter: true, actions: ['applyEdit', 'keepDraft'] },
        'save.flush': 'saving',
        ...remoteSaved,
        ...metaSaved,
      },
    },
    saving: {
      entry: assign({
        inFlightRevision: ({ context }) => context.revision,
        inFlightEdits: ({ context }) => context.unsavedEdits,
      }),
      invoke: {
        src: 'save',
        input: ({ context }): SaveInput => ({
          data: context.data,
          baseVersion: context.version,
          // A checkpoint goes with every save until one sent after it is stored.
          ...(context.checkpoint && context.checkpointRevision > context.savedRevision
            ? { checkpoint: context.checkpoint }
            : {}),
        }),
        onDone: [
          {
            guard: 'editedDuringSave',
            target: 'waiting',
            actions: [
              assign({
                version: ({ event }) => event.output.version,
                savedRevision: ({ context }) => context.inFlightRevision,
                // What landed is saved; the edits made meanwhile are still to send.
                unsavedEdits: ({ context }) =>
                  Math.max(1, context.unsavedEdits - context.inFlightEdits),
                attempt: 0,
                failure: null,
              }),
              'announceSaved',
            ],
          },
          {
            target: 'saved',
            actions: [
              assign({
                version: ({ event }) => event.output.version,
                savedRevision: ({ context }) => context.inFlightRevision,
                unsavedEdits: 0,
                attempt: 0,
                failure: null,
              }),
              'dropDraft',
              'announceSaved',
            ],
          },
        ],
        onError: [
          {
            guard: ({ event }) => classifySaveError(event.error).kind === 'conflict',
            target: 'conflict',
            actions: assign({ failure: ({ event }) => classifySaveError(event.error) }),
          },
          {
            guard: ({ event }) => classifySaveError(event.error).kind === 'invalid',
            target: 'invalid',
            actions: assign({ failure: ({ event }) => classifySaveError(event.error) }),
          },
          {
            guard: ({ event }) => classifySaveError(event.error).kind === 'locked',
            target: 'locked',
            actions: assign({ failure: ({ event }) => classifySaveError(event.error) }),
          },
          {
            // Unreachable, but another tab saved while we tried: that save
            // stands whatever ours does, so ask now, as when it came between saves.
            guard: 'remoteSavedMeanwhile',
            target: 'conflict',
            actions: assign({
              failure: ({ context }) =>
                ({ kind: 'conflict', serverVersion: context.remoteVersion }) satisfies SaveFailure,
            }),
          },
          {
            target: 'offline',
            actions: assign({
              failure: { kind: 'offline' },
              attempt: ({ context }) => context.attempt + 1,
            }),
          },
        ],
      },
      on: {
        edit: { actions: ['applyEdit', 'keepDraft'] },
        // The save in flight learns of it by itself if it reaches the server; noted in case it does not.
        'remote.saved': { guard: 'remoteIsNewer', actions: 'noteRemoteVersion' },
      },
    },
    offline: {
      after: { backoff: 'saving' },
      on: {
        edit: { actions: ['applyEdit', 'keepDraft'] },
        'network.online': 'saving',
        'save.flush': 'saving',
        ...remoteSaved,
      },
    },
    invalid: {
      // The refused edit stays on screen; the next edit (the fix) is saved as usual.
      on: { edit: { target: 'waiting', actions: ['applyEdit', 'keepDraft'] }, ...remoteSaved },
    },
    locked: {
      on: {
        edit: { actions: ['applyEdit', 'keepDraft'] },
        'lock.released': [{ guard: 'hasUnsavedEdits', target: 'saving' }, { target: 'saved' }],
      },
    },
    conflict: {
      on: {
        edit: { actions: ['applyEdit', 'keepDraft'] },
        // Keep mine: my whole document is saved over the newer one, knowingly.
        'conflict.keepMine': {
          target: 'saving',
          actions: assign({
            version: ({ context }) =>
              context.failure?.kind === 'conflict'
                ? context.failure.serverVersion
                : context.version,
            failure: null,
          }),
        },
        'conflict.takeTheirs': {
          target: 'saved',
          actions: [
            assign({
              data: ({ event }) => event.data,
              version: ({ event }) => event.version,
              savedRevision: ({ context }) => context.revision,
              unsavedEdits: 0,
              failure: null,
            }),
            'dropDraft',
          ],
        },
      },
    },
  },
});

/** What the save status shows (docs/web.md#the-builder: always visible). */
export type SaveStatus =
  | { state: 'saved' }
  | { state: 'saving' }
  | { state: 'offline'; unsavedEdits: number }
  | { state: 'failed'; failure: SaveFailure };

export function saveStatusOf(
  value: string,
  context: Pick<AutosaveContext, 'unsavedEdits' | 'failure'>,
): SaveStatus {
  switch (value) {
    case 'saved':
    case 'starting':
      return { state: 'saved' };
    case 'waiting':
    case 'saving':
    case 'reloading':
      return { state: 'saving' };
    case 'offline':
      return { state: 'offline', unsavedEdits: context.unsavedEdits };
    default:
      return context.failure ? { state: 'failed', failure: context.failure } : { state: 'saved' };
  }
}
