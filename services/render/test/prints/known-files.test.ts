import { knownFiles } from '../../src/prints/known-files';

const file = (key: string) => ({ key, url: `/api/storage/files/${key}`, size: 100 });

describe('the memory of stored prints', () => {
  it('answers a file it saw stored until its time is up, then asks storage again', () => {
    let now = 0;
    const known = knownFiles({ ttlMs: 1_000, now: () => now });
    known.remember('u/r/hash/pdf', file('a.pdf'));

    now = 999;
    expect(known.get('u/r/hash/pdf')).toEqual(file('a.pdf'));
    now = 1_000;
    expect(known.get('u/r/hash/pdf')).toBeUndefined();
  });

  it('never names a file it was not told of', () => {
    expect(knownFiles().get('u/r/other/pdf')).toBeUndefined();
  });

  it('forgets the file remembered longest ago once it holds too many', () => {
    const known = knownFiles({ capacity: 2 });
    known.remember('one', file('1'));
    known.remember('two', file('2'));
    known.remember('one', file('1'));
    known.remember('three', file('3'));

    expect(known.get('two')).toBeUndefined();
    expect(known.get('one')).toEqual(file('1'));
    expect(known.get('three')).toEqual(file('3'));
  });
});
