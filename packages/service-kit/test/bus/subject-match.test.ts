import { subjectMatches, subjectsOverlap } from '../../src/bus';

describe('NATS subject patterns', () => {
  it.each([
    ['render.job.*', 'render.job.r1', true],
    ['render.job.*', 'render.job.r1.pdf', false],
    ['render.>', 'render.job.r1', true],
    ['render.>', 'render', false],
    ['render.job', 'render.job', true],
    ['render.job', 'render.jobs', false],
  ])('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });

  it.each([
    ['a.b', 'a.b', true],
    ['a.*', 'a.b', true],
    ['a.>', 'a.b.c', true],
    ['a.>', 'a', false],
    ['a.*', 'a.b.c', false],
    ['a.*.c', 'a.b.*', true],
    ['a.b', 'a.c', false],
    ['>', 'x.y', true],
  ])('%s overlaps %s: %s', (first, second, expected) => {
    expect(subjectsOverlap(first, second)).toBe(expected);
    expect(subjectsOverlap(second, first)).toBe(expected);
  });
});
