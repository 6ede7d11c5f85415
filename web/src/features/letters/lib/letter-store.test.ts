import { defaultLetterData } from '@vitae/schema';

import { builderKit } from '../../builder/builder-kit';
import { classifySaveError } from '../../builder/machines/autosave-machine';
import { openLetter, type StoredLetter } from './letter-store';

function stored(subject: string, version = 3): StoredLetter {
  return {
    id: 'letter-1',
    title: 'Letter to Initech',
    locked: false,
    updatedAt: '2026-03-14T10:00:00.000Z',
    version,
    data: { ...defaultLetterData(), subject },
  };
}

describe('openLetter', () => {
  it('opens the stored letter when no draft is kept', () => {
    const opened = openLetter(builderKit, stored('Hello'), undefined);
    expect(opened.store.getData().subject).toBe('Hello');
    expect(opened.version).toBe(3);
    expect(opened.restoredEdits).toBe(0);
  });

  it('opens a kept draft on the version it was made on', () => {
    const draft = {
      resumeId: 'letter-1',
      data: { ...defaultLetterData(), subject: 'Typed offline' },
      baseVersion: 2,
      edits: 4,
      keptAt: 0,
    };
    const opened = openLetter(builderKit, stored('Hello'), draft);
    expect(opened.store.getData().subject).toBe('Typed offline');
    expect(opened.version).toBe(2);
    expect(opened.restoredEdits).toBe(4);
  });

  it('drops a draft that is the stored letter already', () => {
    const letter = stored('Hello');
    const draft = { resumeId: 'letter-1', data: letter.data, baseVersion: 2, edits: 1, keptAt: 0 };
    expect(openLetter(builderKit, letter, draft).version).toBe(3);
  });

  it('gives a store that refuses edits while the letter is locked', () => {
    const opened = openLetter(builderKit, { ...stored('Hello'), locked: true }, undefined);
    opened.store.edit((data) => ({ ...data, subject: 'Changed' }));
    expect(opened.store.getData().subject).toBe('Hello');
  });

  it('undoes and redoes an edit', () => {
    const { store } = openLetter(builderKit, stored('Hello'), undefined);
    store.edit((data) => ({ ...data, subject: 'Changed' }));
    store.undo();
    expect(store.getData().subject).toBe('Hello');
    store.redo();
    expect(store.getData().subject).toBe('Changed');
  });
});

describe("a letter's refused saves", () => {
  it('reads LetterVersionConflict as a conflict with the stored version', () => {
    expect(classifySaveError({ code: 'LetterVersionConflict', details: { version: 7 } })).toEqual({
      kind: 'conflict',
      serverVersion: 7,
    });
  });

  it('reads LetterLocked as locked', () => {
    expect(classifySaveError({ code: 'LetterLocked' })).toEqual({ kind: 'locked' });
  });
});
