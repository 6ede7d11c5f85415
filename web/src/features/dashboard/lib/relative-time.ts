/** A unit `Intl.RelativeTimeFormat` (and react-intl's formatRelativeTime) takes. */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const steps: [RelativeUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.348],
  ['month', 12],
];

/**
 * How long ago `then` was, in the largest unit that fits (rounded towards zero):
 * `{ value: -3, unit: 'hour' }` for three hours ago. Future dates (a clock a
 * little ahead) count as now.
 */
export function relativeTime(then: Date, now: Date): { value: number; unit: RelativeUnit } {
  let amount = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  for (const [unit, size] of steps) {
    if (amount < size) {
      return { value: 0 - Math.floor(amount), unit };
    }
    amount /= size;
  }
  return { value: 0 - Math.floor(amount), unit: 'year' };
}
