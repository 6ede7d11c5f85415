import { relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('picks the largest unit that fits, in the past', () => {
    expect(relativeTime(ago(5), now)).toEqual({ value: -5, unit: 'second' });
    expect(relativeTime(ago(90), now)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTime(ago(3 * 3600 + 5), now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime(ago(2 * 86400), now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTime(ago(15 * 86400), now)).toEqual({ value: -2, unit: 'week' });
    expect(relativeTime(ago(70 * 86400), now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeTime(ago(800 * 86400), now)).toEqual({ value: -2, unit: 'year' });
  });

  it('reads a date a little in the future as now', () => {
    expect(relativeTime(new Date(now.getTime() + 3000), now)).toEqual({ value: 0, unit: 'second' });
  });
});
