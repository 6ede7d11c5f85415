import { type FastifyRequest } from 'fastify';

import { sharedPublicPageLookup } from '../src/web/shared-public-page';
import { type PublicPageFound, type PublicPageLookup } from '../src/web/static-web';

const request = {} as FastifyRequest;
const address = { username: 'ada', slug: 'cv' };

/** A lookup that answers what the test tells it, counting the times it is asked. */
function fakeGraph() {
  const asked: string[] = [];
  let answer: () => Promise<PublicPageFound | null> = async () => ({
    resume: { title: `version ${asked.length}`, slug: 'cv' },
  });
  const lookup: PublicPageLookup = (where) => {
    asked.push(`${where.username}/${where.slug}`);
    return answer();
  };
  return {
    lookup,
    asked,
    answer: (next: () => Promise<PublicPageFound | null>) => {
      answer = next;
    },
  };
}

describe('a public page shared by its readers', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('asks the graph once for readers who come together and within the time, again after it', async () => {
    const graph = fakeGraph();
    const shared = sharedPublicPageLookup(graph.lookup, { ttlMs: 1_000, maxEntries: 10, now });

    const together = await Promise.all([1, 2, 3].map(() => shared(address, request)));
    expect(graph.asked).toEqual(['ada/cv']);
    expect(together.map((found) => found?.resume?.title)).toEqual(Array(3).fill('version 1'));

    clock += 999;
    expect((await shared(address, request))?.resume?.title).toBe('version 1');
    clock += 1;
    expect((await shared(address, request))?.resume?.title).toBe('version 2');
    expect(graph.asked).toHaveLength(2);
  });

  it('keeps nothing of a private, missing or failed lookup: the next reader asks again', async () => {
    const graph = fakeGraph();
    const shared = sharedPublicPageLookup(graph.lookup, { ttlMs: 1_000, maxEntries: 10, now });

    graph.answer(async () => null);
    expect(await shared(address, request)).toBeNull();
    graph.answer(() => Promise.reject(new Error('resume service down')));
    await expect(shared(address, request)).rejects.toThrow('resume service down');
    // Made public now: shown to the very next reader.
    graph.answer(async () => ({ resume: { title: 'public now', slug: 'cv' } }));
    expect((await shared(address, request))?.resume?.title).toBe('public now');
    expect(graph.asked).toHaveLength(3);
  });

  it('keeps each address apart, and at most maxEntries of them', async () => {
    const graph = fakeGraph();
    const shared = sharedPublicPageLookup(graph.lookup, { ttlMs: 60_000, maxEntries: 2, now });

    for (const slug of ['one', 'two', 'three', 'three', 'two']) {
      await shared({ username: 'ada', slug }, request);
    }
    // "one", the oldest, was dropped when "three" came: asked again.
    await shared({ username: 'ada', slug: 'one' }, request);
    expect(graph.asked).toEqual(['ada/one', 'ada/two', 'ada/three', 'ada/one']);
  });

  it('asks every time when the time is 0', async () => {
    const graph = fakeGraph();
    const shared = sharedPublicPageLookup(graph.lookup, { ttlMs: 0, maxEntries: 10, now });
    await Promise.all([shared(address, request), shared(address, request)]);
    expect(graph.asked).toHaveLength(2);
  });
});
