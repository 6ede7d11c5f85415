import { defaultResumeData, type ResumeData } from '@vitae/schema';

import { burstWindowMs } from './history';
import { createResumeStore, setIn } from './resume-store';

const meta = {
  id: 'r1',
  title: 'Navy Engineer',
  slug: 'navy',
  visibility: 'private' as const,
  locked: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function opened(headline: string) {
  const data = defaultResumeData();
  data.basics.headline = headline;
  return createResumeStore(meta, data);
}

const typeHeadline = (store: ReturnType<typeof opened>, text: string) =>
  store.edit((data) => setIn(data, 'basics.headline', text), { group: 'basics.headline' });

const headline = (data: ResumeData) => data.basics.headline;

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('the builder store and the first burst of typing', () => {
  it('undoes the first word typed after opening to the loaded value, though its first letter took the page 1.5 s', () => {
    const store = opened('Engineer');
    typeHeadline(store, 'A');
    // The page is busy drawing the first letter: no timer runs, time goes on,
    // and the letters typed meanwhile arrive together when it is done.
    jest.setSystemTime(Date.now() + 1500);
    typeHeadline(store, 'An');
    typeHeadline(store, 'Ana');
    jest.advanceTimersByTime(0);
    for (const text of ['Anal', 'Analy', 'Analys', 'Analyst']) {
      jest.advanceTimersByTime(150);
      typeHeadline(store, text);
    }
    jest.advanceTimersByTime(0);
    store.undo();
    expect(headline(store.getData())).toBe('Engineer');
  });

  it('still starts a new step after the person pauses for the burst window', () => {
    const store = opened('Engineer');
    typeHeadline(store, 'A');
    jest.advanceTimersByTime(burstWindowMs + 1);
    typeHeadline(store, 'An');
    store.undo();
    expect(headline(store.getData())).toBe('A');
  });

  it('tells its listeners which edits begin an undo step', () => {
    const store = opened('Engineer');
    const steps: boolean[] = [];
    store.onChange((_data, _source, step) => steps.push(step));
    for (const text of ['A', 'An', 'Ana']) {
      typeHeadline(store, text);
      jest.advanceTimersByTime(150);
    }
    store.edit((data) => setIn(data, 'basics.name', 'Ada'), { group: 'basics.name' });
    store.undo();
    expect(steps).toEqual([true, false, false, true, true]);
  });
});
