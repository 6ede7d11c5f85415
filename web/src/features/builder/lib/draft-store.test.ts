import 'fake-indexeddb/auto';

import { defaultResumeData } from '@vitae/schema';

import { draftStore } from './draft-store';

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
});
