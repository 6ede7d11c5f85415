import { CombinedGraphQLErrors } from '@apollo/client';
import { defaultResumeData, type ResumeData } from '@vitae/schema';
import { createActor, fromPromise } from 'xstate';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { createResumeStore, setIn } from '../lib/resume-store';
import {
  autosaveMachine,
  classifySaveError,
  type SaveError,
  type SaveInput,
  saveStatusOf,
} from './autosave-machine';

function named(name: string): ResumeData {
  const data = defaultResumeData();
  data.basics.name = name;
  return data;
}

type Answer = { version: number } | SaveError;

/**
 * A save actor the test answers by hand: each call waits until the test
 * settles it, so saves in flight and edits made meanwhile can be ordered.
 */
function scriptedServer() {
  const calls: { input: SaveInput; settle: (answer: Answer) => void }[] = [];
  const save = fromPromise<{ version: number }, SaveInput>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({
          input,
          settle: (answer) => ('code' in answer ? reject(answer) : resolve(answer)),
        });
      }),
  );
  return { calls, save };
}

function start(server: ReturnType<typeof scriptedServer>, restoredEdits = 0) {
  const drafts: ResumeData[] = [];
  let dropped = 0;
  const actor = createActor(
    autosaveMachine.provide({
      actors: { save: server.save },
      actions: {
        keepDraft: ({ context }) => void drafts.push(context.data),
        dropDraft: () => void (dropped += 1),
      },
    }),
    { input: { resumeId: 'r1', version: 3, data: named('loaded'), restoredEdits } },
  );
  actor.start();
  return { actor, drafts, dropped: () => dropped };
}

const settleMicrotasks = () => Promise.resolve().then(() => Promise.resolve());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('autosave', () => {
  it('saves 500 ms after the last edit, once for a burst, with the version it was made on', async () => {
    const server = scriptedServer();
    const { actor, drafts } = start(server);
    actor.send({ type: 'edit', data: named('A') });
    jest.advanceTimersByTime(300);
    actor.send({ type: 'edit', data: named('Ad') });
    jest.advanceTimersByTime(300);
    actor.send({ type: 'edit', data: named('Ada') });
    jest.advanceTimersByTime(499);
    expect(server.calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].input).toEqual({ data: named('Ada'), baseVersion: 3 });
    // Every edit was kept in this browser before any save.
    expect(drafts.map((draft) => draft.basics.name)).toEqual(['A', 'Ad', 'Ada']);
    server.calls[0].settle({ version: 4 });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.version).toBe(4);
  });

  it('sends the edits made while a save was in flight after it, on the new version', async () => {
    const server = scriptedServer();
    const { actor, dropped } = start(server);
    actor.send({ type: 'edit', data: named('first') });
    jest.advanceTimersByTime(500);
    actor.send({ type: 'edit', data: named('second') });
    server.calls[0].settle({ version: 4 });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(dropped()).toBe(0);
    jest.advanceTimersByTime(500);
    expect(server.calls[1].input).toEqual({ data: named('second'), baseVersion: 4 });
    server.calls[1].settle({ version: 5 });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(dropped()).toBe(1);
  });

  it('keeps every edit while the API is down, retries with backoff, and saves them when it is back', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('offline 1') });
    jest.advanceTimersByTime(500);
    server.calls[0].settle({ status: 0, code: 'NETWORK', message: 'Failed to fetch' });
    await settleMicrotasks();
    expect(saveStatusOf('offline', actor.getSnapshot().context)).toEqual({
      state: 'offline',
      unsavedEdits: 1,
    });
    actor.send({ type: 'edit', data: named('offline 2') });
    expect(actor.getSnapshot().context.unsavedEdits).toBe(2);

    jest.advanceTimersByTime(1000);
    expect(server.calls).toHaveLength(2);
    server.calls[1].settle({ status: 502, code: 'SomethingWentWrong', message: 'Bad gateway' });
    await settleMicrotasks();
    // The second retry waits twice as long.
    jest.advanceTimersByTime(1999);
    expect(server.calls).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(server.calls).toHaveLength(3);
    expect(server.calls[2].input.data.basics.name).toBe('offline 2');
    server.calls[2].settle({ version: 4 });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.unsavedEdits).toBe(0);
  });

  it('counts changes kept offline as undo steps: one per burst of typing in a field, not one per letter', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    // Wired as the builder wires them (components/builder-saving.tsx).
    const store = createResumeStore(
      {
        id: 'r1',
        title: 'Navy Engineer',
        slug: 'navy',
        visibility: 'private',
        locked: false,
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      named('loaded'),
    );
    store.onChange((data, _source, step) => actor.send({ type: 'edit', data, step }));
    const type = (path: string, word: string) => {
      for (let end = 1; end <= word.length; end += 1) {
        store.edit((data) => setIn(data, path, word.slice(0, end)), { group: path });
        jest.advanceTimersByTime(120);
      }
    };
    type('basics.headline', 'Analyst of engines');
    jest.advanceTimersByTime(500);
    server.calls[0].settle({ status: 0, code: 'NETWORK', message: 'Failed to fetch' });
    await settleMicrotasks();
    expect(saveStatusOf('offline', actor.getSnapshot().context)).toEqual({
      state: 'offline',
      unsavedEdits: 1,
    });
    type('basics.name', 'Ada');
    expect(actor.getSnapshot().context.unsavedEdits).toBe(2);
    store.undo();
    expect(actor.getSnapshot().context.unsavedEdits).toBe(3);
  });

  it('counts a burst that goes on while its start is being saved as one change still to save', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('A'), step: true });
    actor.send({ type: 'edit', data: named('Ad'), step: false });
    jest.advanceTimersByTime(500);
    actor.send({ type: 'edit', data: named('Ada'), step: false });
    actor.send({ type: 'edit', data: named('Ada '), step: false });
    server.calls[0].settle({ version: 4 });
    await settleMicrotasks();
    expect(actor.getSnapshot().context.unsavedEdits).toBe(1);
    jest.advanceTimersByTime(500);
    server.calls[1].settle({ status: 0, code: 'NETWORK', message: 'Failed to fetch' });
    await settleMicrotasks();
    actor.send({ type: 'edit', data: named('Ada L'), step: false });
    expect(saveStatusOf('offline', actor.getSnapshot().context)).toEqual({
      state: 'offline',
      unsavedEdits: 1,
    });
  });

  it('retries at once when the browser comes back online', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('x') });
    jest.advanceTimersByTime(500);
    server.calls[0].settle({ status: 0, code: 'NETWORK', message: 'offline' });
    await settleMicrotasks();
    actor.send({ type: 'network.online' });
    expect(server.calls).toHaveLength(2);
  });

  it('stops on a stale version and saves mine whole on the newer version when asked', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('mine') });
    jest.advanceTimersByTime(500);
    server.calls[0].settle({
      status: 409,
      code: 'ResumeVersionConflict',
      message: 'changed elsewhere',
      details: { version: 7 },
    });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('conflict');
    jest.advanceTimersByTime(60_000);
    expect(server.calls).toHaveLength(1);
    actor.send({ type: 'conflict.keepMine' });
    expect(server.calls[1].input).toEqual({ data: named('mine'), baseVersion: 7 });
  });

  it('takes the other version whole when asked, dropping the local draft', async () => {
    const server = scriptedServer();
    const { actor, dropped } = start(server);
    actor.send({ type: 'edit', data: named('mine') });
    jest.advanceTimersByTime(500);
    server.calls[0].settle({
      status: 409,
      code: 'ResumeVersionConflict',
      message: 'changed elsewhere',
      details: { version: 7 },
    });
    await settleMicrotasks();
    actor.send({ type: 'conflict.takeTheirs', data: named('theirs'), version: 7 });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.data.basics.name).toBe('theirs');
    expect(dropped()).toBe(1);
  });

  it('stops at once when another tab of this browser saved a newer version', () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('mine') });
    actor.send({ type: 'remote.saved', version: 4 });
    expect(actor.getSnapshot().value).toBe('conflict');
    jest.advanceTimersByTime(5000);
    expect(server.calls).toHaveLength(0);
  });

  it('asks at once when another tab saved while an unreachable save was in flight', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('mine') });
    jest.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'remote.saved', version: 4 });
    server.calls[0].settle({ status: 0, code: 'NETWORK', message: 'Failed to fetch' });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'conflict', serverVersion: 4 });
    expect(actor.getSnapshot().context.data.basics.name).toBe('mine');
    jest.advanceTimersByTime(30_000);
    expect(server.calls).toHaveLength(1);
  });

  it('shows what another tab saved at once when this tab has nothing unsaved', async () => {
    const server = scriptedServer();
    const applied: ResumeData[] = [];
    const actor = createActor(
      autosaveMachine.provide({
        actors: {
          save: server.save,
          loadLatest: fromPromise(async () => ({ data: named('other tab'), version: 4 })),
        },
        actions: { applyRemote: ({ context }) => void applied.push(context.data) },
      }),
      { input: { resumeId: 'r1', version: 3, data: named('loaded') } },
    );
    actor.start();
    actor.send({ type: 'remote.saved', version: 4 });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.version).toBe(4);
    expect(applied.map((data) => data.basics.name)).toEqual(['other tab']);
    jest.advanceTimersByTime(5000);
    expect(server.calls).toHaveLength(0);
  });

  it("asks instead when the person typed while the other tab's version loaded", async () => {
    const server = scriptedServer();
    let answer: (value: { data: ResumeData; version: number }) => void = () => undefined;
    const actor = createActor(
      autosaveMachine.provide({
        actors: {
          save: server.save,
          loadLatest: fromPromise(() => new Promise((resolve) => (answer = resolve))),
        },
      }),
      { input: { resumeId: 'r1', version: 3, data: named('loaded') } },
    );
    actor.start();
    actor.send({ type: 'remote.saved', version: 4 });
    actor.send({ type: 'edit', data: named('mine') });
    answer({ data: named('other tab'), version: 4 });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.data.basics.name).toBe('mine');
  });

  it('adopts the version of its own title or visibility change, and no other', () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'meta.saved', version: 4 });
    expect(actor.getSnapshot().context.version).toBe(4);
    actor.send({ type: 'meta.saved', version: 9 });
    expect(actor.getSnapshot().context.version).toBe(4);
  });

  it('keeps a refused invalid edit on screen with its field, and saves the fix', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('bad') });
    jest.advanceTimersByTime(500);
    server.calls[0].settle({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Level must be at most 5',
      details: [{ path: 'data.sections.skills.items.0.level', message: 'Too big' }],
    });
    await settleMicrotasks();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('invalid');
    expect(snapshot.context.data.basics.name).toBe('bad');
    expect(snapshot.context.failure).toEqual({
      kind: 'invalid',
      message: 'Level must be at most 5',
      path: 'data.sections.skills.items.0.level',
    });
    jest.advanceTimersByTime(60_000);
    expect(server.calls).toHaveLength(1);
    actor.send({ type: 'edit', data: named('fixed') });
    jest.advanceTimersByTime(500);
    expect(server.calls[1].input.data.basics.name).toBe('fixed');
  });

  it('sends edits restored from this browser at once after a reload', () => {
    const server = scriptedServer();
    start(server, 3);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].input.baseVersion).toBe(3);
  });

  it('sends a checkpoint with the save that carries its edit, and until one lands, never after', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('typed') });
    jest.advanceTimersByTime(500);
    expect(server.calls[0].input).toEqual({ data: named('typed'), baseVersion: 3 });
    // A template change while that save is in flight waits for the next save.
    actor.send({ type: 'edit', data: named('new template'), checkpoint: 'template' });
    server.calls[0].settle({ version: 4 });
    await settleMicrotasks();
    jest.advanceTimersByTime(500);
    expect(server.calls[1].input).toEqual({
      data: named('new template'),
      baseVersion: 4,
      checkpoint: 'template',
    });
    // It did not land: the retry carries it again, with the edit made meanwhile.
    server.calls[1].settle({ status: 503, code: 'SomethingWentWrong', message: 'down' });
    await settleMicrotasks();
    actor.send({ type: 'edit', data: named('more') });
    jest.advanceTimersByTime(1000);
    expect(server.calls[2].input).toEqual({
      data: named('more'),
      baseVersion: 4,
      checkpoint: 'template',
    });
    server.calls[2].settle({ version: 5 });
    await settleMicrotasks();
    // Stored: the next plain edit goes without it.
    actor.send({ type: 'edit', data: named('after') });
    jest.advanceTimersByTime(500);
    expect(server.calls[3].input).toEqual({ data: named('after'), baseVersion: 5 });
  });

  it('takes a restored version as stored and saves the next edit on its version', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'restored', data: named('restored'), version: 9 });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ version: 9, unsavedEdits: 0 });
    expect(server.calls).toHaveLength(0);
    actor.send({ type: 'edit', data: named('after restore') });
    jest.advanceTimersByTime(500);
    expect(server.calls[0].input).toEqual({ data: named('after restore'), baseVersion: 9 });
  });

  it('hears the checkpoint of a store edit through onChange', () => {
    const store = createResumeStore(
      {
        id: 'r1',
        title: 'T',
        slug: 't',
        visibility: 'private',
        locked: false,
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      named('loaded'),
    );
    const heard: unknown[] = [];
    store.onChange((_data, source, _step, checkpoint) => heard.push([source, checkpoint]));
    store.edit((data) => setIn(data, 'metadata.template', 'onyx'), { checkpoint: 'template' });
    store.edit((data) => setIn(data, 'basics.name', 'Ada'), { group: 'basics.name' });
    expect(heard).toEqual([
      ['edit', 'template'],
      ['edit', undefined],
    ]);
  });

  it('waits while the resume is locked and saves when it is unlocked', async () => {
    const server = scriptedServer();
    const { actor } = start(server);
    actor.send({ type: 'edit', data: named('locked edit') });
    jest.advanceTimersByTime(500);
    server.calls[0].settle({ status: 423, code: 'ResumeLocked', message: 'locked' });
    await settleMicrotasks();
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'lock.released' });
    expect(server.calls).toHaveLength(2);
  });
});

describe('classifySaveError', () => {
  it('stops on a document the graph refuses, with the field it names', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid email address',
          extensions: {
            code: 'BAD_USER_INPUT',
            details: [{ path: 'basics.email', message: 'Invalid email address' }],
          },
        },
      ],
    });
    expect(classifySaveError(asApiError(refused))).toEqual({
      kind: 'invalid',
      message: 'Invalid email address',
      path: 'basics.email',
    });
  });

  it('reads a stale version and a lock from the graph’s codes', () => {
    const conflict = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'stale',
          extensions: { code: 'ResumeVersionConflict', details: { version: 7 } },
        },
      ],
    });
    const locked = new CombinedGraphQLErrors({
      errors: [{ message: 'locked', extensions: { code: 'ResumeLocked' } }],
    });
    expect(classifySaveError(asApiError(conflict))).toEqual({ kind: 'conflict', serverVersion: 7 });
    expect(classifySaveError(asApiError(locked))).toEqual({ kind: 'locked' });
  });

  it('treats anything without a known code as a connection to retry', () => {
    expect(classifySaveError(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(classifySaveError({ status: 503, code: 'SomethingWentWrong', message: '' })).toEqual({
      kind: 'offline',
    });
  });
});
