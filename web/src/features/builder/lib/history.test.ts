import {
  burstWindowMs,
  canRedo,
  canUndo,
  historyLimit,
  isNewStep,
  record,
  redo,
  settle,
  startHistory,
  undo,
} from './history';

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
    history = settle(history, 10);
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

  it('keeps the first burst one step while the page is still busy drawing its first letter', () => {
    // The builder has just opened: the first letter takes the page 1.5 s to draw,
    // the next ones arrive at once after it, as typed meanwhile.
    let history = startHistory('Engineer');
    history = record(history, 'A', { group: 'basics.headline', now: 0 });
    history = record(history, 'An', { group: 'basics.headline', now: 1500 });
    history = settle(history, 1510);
    history = record(history, 'Ana', { group: 'basics.headline', now: 1650 });
    history = settle(history, 1660);
    expect(history.past).toEqual(['Engineer']);
    expect(undo(history).present).toBe('Engineer');
  });

  it('counts the pause from when the page was ready again, not from when the letter came', () => {
    let history = startHistory('');
    history = record(history, 'A', { group: 'basics.headline', now: 0 });
    history = settle(history, 1200);
    history = record(history, 'An', { group: 'basics.headline', now: 1200 + burstWindowMs });
    expect(history.past).toEqual(['']);
    history = settle(history, 2300);
    history = record(history, 'An!', { group: 'basics.headline', now: 2301 + burstWindowMs });
    expect(history.past).toEqual(['', 'An']);
  });

  it('tells a new step from a continued one', () => {
    const start = startHistory('');
    const first = record(start, 'A', { group: 'basics.name', now: 0 });
    const second = record(first, 'Ad', { group: 'basics.name', now: 100 });
    const other = record(second, 'Ad', { group: 'basics.headline', now: 200 });
    expect(isNewStep(start, first)).toBe(true);
    expect(isNewStep(first, second)).toBe(false);
    expect(isNewStep(second, other)).toBe(true);
  });
});
