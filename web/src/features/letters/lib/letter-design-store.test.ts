import { defaultLetterData } from '@vitae/schema';

import { builderKit } from '../../builder/builder-kit';
import { letterDesignStore } from './letter-design-store';
import { createLetterStore } from './letter-store';

function following(locked = false) {
  const data = defaultLetterData();
  data.metadata.resumeId = 'resume-1';
  const store = createLetterStore(
    builderKit,
    { id: 'letter-1', title: 'Letter', locked, updatedAt: new Date(0).toISOString() },
    data,
  );
  return { store, design: letterDesignStore(store, builderKit.setIn) };
}

describe('letterDesignStore', () => {
  it('gives the letter a design of its own with its first design change, one undo step', () => {
    const { store, design } = following();
    design.edit((data) => builderKit.setIn(data, 'metadata.theme.primary', '#0d9488'));
    expect(store.getData().metadata.theme.primary).toBe('#0d9488');
    expect(store.getData().metadata.followResume).toBe(false);
    store.undo();
    expect(store.getData().metadata.followResume).toBe(true);
    expect(store.getData().metadata.theme.primary).toBe(defaultLetterData().metadata.theme.primary);
  });

  it('keeps a burst of one field as one step, as the resume builder does', () => {
    const { store, design } = following();
    for (const size of [15, 16, 17]) {
      design.edit((data) => builderKit.setIn(data, 'metadata.typography.font.size', size), {
        group: 'metadata.typography.font.size',
      });
    }
    expect(store.getData().metadata.typography.font.size).toBe(17);
    store.undo();
    expect(store.getData().metadata.typography.font.size).toBe(14);
    expect(store.getData().metadata.followResume).toBe(true);
  });

  it('changes nothing when the change is none, and nothing on a locked letter', () => {
    const { store, design } = following();
    const before = store.getData();
    design.edit((data) => data);
    expect(store.getData()).toBe(before);
    const locked = following(true);
    locked.design.edit((data) => builderKit.setIn(data, 'metadata.page.margin', 30));
    expect(locked.store.getData().metadata.page.margin).toBe(18);
    expect(locked.store.getData().metadata.followResume).toBe(true);
  });
});
