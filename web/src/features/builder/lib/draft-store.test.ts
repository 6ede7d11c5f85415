import 'fake-indexeddb/auto';

import { defaultResumeData } from '@vitae/schema';

import { createDraftStore, draftStore } from './draft-store';

function draftNamed(resumeId: string, name: string, baseVersion = 1) {
  const data = defaultResumeData();
  data.basics.name = name;
  return { resumeId, data, baseVersion, edits: 1, keptAt: Date.now() };
}

describe('draftStore', () => {
  it('keeps a draft per resume until it is deleted', async () => {
    const data = defaultResumeData();
    data.basics.name = 'Ada';
    await draftStore.put({ resumeId: 'r1', data, baseVersion: 3, edits: 2, keptAt: 1 });
    const kept = await draftStore.get('r1');
    expect(kept?.data.basics.name).toBe('Ada');
    expect(kept?.baseVersion).toBe(3);
    expect(await draftStore.get('r2')).toBeUndefined();
    await draftStore.delete('r1');
    expect(await draftStore.get('r1')).toBeUndefined();
  });

  it('writes a burst of typing as its newest draft, and a removal after it removes it', async () => {
    const store = createDraftStore<ReturnType<typeof defaultResumeData>>('drafts-burst');
    const name = 'Sent to Acme on Monday; follow up Friday.';
    const written = jest.spyOn(IDBObjectStore.prototype, 'put');
    // One draft a letter, none awaited, as the builder keeps them.
    const writes = [...name].map((_, index) =>
      store.put(draftNamed('burst', name.slice(0, index + 1))),
    );
    // The page's newest word, even before the writes land.
    expect((await store.get('burst'))?.data.basics.name).toBe(name);
    await Promise.all(writes);
    expect((await store.get('burst'))?.data.basics.name).toBe(name);
    // The first letter's draft and the newest: the ones between were never written.
    expect(written).toHaveBeenCalledTimes(2);
    written.mockRestore();

    // Saved while a draft is still being written: nothing is left behind the removal.
    const last = store.put(draftNamed('burst', `${name}!`));
    const removed = store.delete('burst');
    expect(await store.get('burst')).toBeUndefined();
    await Promise.all([last, removed]);
    expect(await store.get('burst')).toBeUndefined();
  });

  it('starts again with the next edit after a removal', async () => {
    const store = createDraftStore<ReturnType<typeof defaultResumeData>>('drafts-again');
    await store.put(draftNamed('again', 'first'));
    await store.delete('again');
    await store.put(draftNamed('again', 'second', 2));
    expect(await store.get('again')).toMatchObject({ baseVersion: 2 });
  });
});
