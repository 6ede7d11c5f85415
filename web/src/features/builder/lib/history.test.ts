import { canRedo, canUndo, historyLimit, record, redo, startHistory, undo } from './history';

describe('builder history', () => {
  it('undoes and redoes whole steps in order', () => {
    let history = startHistory('a');
    history = record(history, 'ab', { group: 'name', now: 0 });
    history = record(history, 'abc', { group: 'headline', now: 10 });
    history = undo(history);
    expect(history.present).toBe('ab');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    history = redo(history);
    expect(history.present).toBe('abc');
    expect(canRedo(history)).toBe(false);
  });

  it('makes a burst of typing in one field one step', () => {
    let history = startHistory('');
    for (const [index, text] of ['H', 'He', 'Hel', 'Hell', 'Hello'].entries()) {
      history = record(history, text, { group: 'basics.name', now: index * 200 });
    }
    expect(history.past).toEqual(['']);
    expect(undo(history).present).toBe('');
  });

  it('starts a new step after a pause or in another field', () => {
    let history = startHistory('');
    history = record(history, 'A', { group: 'basics.name', now: 0 });
    history = record(history, 'Ab', { group: 'basics.name', now: 5000 });
    history = record(history, 'Ab!', { group: 'basics.headline', now: 5100 });
    expect(history.past).toEqual(['', 'A', 'Ab']);
  });

  it('keeps at most 100 steps, dropping the oldest', () => {
    let history = startHistory(0);
    for (let step = 1; step <= historyLimit + 20; step += 1) {
      history = record(history, step, { now: step * 10_000 });
    }
    expect(history.past).toHaveLength(historyLimit);
    for (let step = 0; step < historyLimit; step += 1) {
      history = undo(history);
    }
    expect(history.present).toBe(20);
    expect(canUndo(history)).toBe(false);
  });

  it('drops the redo steps when a new edit is made after an undo', () => {
    let history = startHistory('a');
    history = record(history, 'b', { now: 0 });
    history = undo(history);
    history = record(history, 'c', { now: 10 });
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('a');
  });

  it('never merges an edit into a step that was undone into', () => {
    let history = startHistory('');
    history = record(history, 'x', { group: 'name', now: 0 });
    history = record(history, 'xy', { group: 'summary', now: 100 });
    history = undo(history);
    history = record(history, 'xz', { group: 'summary', now: 200 });
    expect(history.past).toEqual(['', 'x']);
  });
});
