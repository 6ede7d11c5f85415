import { copiesUnderSources } from './sort-resumes';

const resume = (id: string, sourceId: string | null = null) => ({ id, sourceId });
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('copies under their sources', () => {
  it('puts each copy made for a job right after its source, the copies in their own order', () => {
    const list = [
      resume('acme', 'main'),
      resume('other'),
      resume('main'),
      resume('initech', 'main'),
    ];
    expect(ids(copiesUnderSources(list))).toEqual(['other', 'main', 'acme', 'initech']);
  });

  it('leaves a copy whose source is gone in the normal order', () => {
    const list = [resume('newest'), resume('orphan', 'deleted'), resume('oldest')];
    expect(ids(copiesUnderSources(list))).toEqual(['newest', 'orphan', 'oldest']);
  });

  it('follows a copy of a copy under its own source, and loses nothing to a cycle', () => {
    expect(ids(copiesUnderSources([resume('b', 'a'), resume('c', 'b'), resume('a')]))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(copiesUnderSources([resume('x', 'y'), resume('y', 'x')])).sort()).toEqual([
      'x',
      'y',
    ]);
  });
});
