import { defaultLetterData } from '@vitae/schema';

import {
  createLetter,
  type LetterJson,
  letterOps,
  listLetters,
  refusal,
} from '../helpers/letter-operations';
import { newUserId, useResumeUnderTest } from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

describe('letters: create, list, rename, visibility, duplicate, delete', () => {
  let owner: string;
  let letter: LetterJson;

  beforeEach(async () => {
    owner = newUserId();
    letter = await createLetter(app, owner, { title: 'To Acme', slug: 'To Acme' });
  });

  it('creates a blank, private, unlocked letter at version 1 with a hyphenated slug', async () => {
    expect(letter).toMatchObject({
      title: 'To Acme',
      slug: 'to-acme',
      visibility: 'private',
      locked: false,
      version: 1,
      userId: owner,
      resumeId: null,
    });
    expect(letter.data).toEqual(defaultLetterData());
    const rows = await app.query<{ slug: string }>('SELECT slug FROM letter WHERE id = $1', [
      letter.id,
    ]);
    expect(rows).toEqual([{ slug: 'to-acme' }]);
  });

  it('refuses a title or slug a resume would refuse, naming the field', async () => {
    expect(
      await refusal(app, owner, letterOps.create, { input: { title: ' ', slug: 'blank' } }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['title'] });
    expect(
      await refusal(app, owner, letterOps.create, { input: { title: 'Dashes', slug: '---' } }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['slug'] });
  });

  it("lists the caller's letters only, newest update first, and reads one", async () => {
    const second = await createLetter(app, owner, { title: 'To Beta', slug: 'to-beta' });
    await createLetter(app, newUserId(), { title: 'Elsewhere', slug: 'to-acme' });
    expect((await listLetters(app, owner)).map((found) => found.id)).toEqual([
      second.id,
      letter.id,
    ]);
    const read = await app.ok<{ letter: LetterJson }>(owner, letterOps.get, { id: letter.id });
    expect(read.letter).toEqual(letter);
  });

  it('answers LetterNotFound for a missing id and for a string that is no id', async () => {
    expect(
      await app.code(owner, letterOps.get, { id: '00000000-0000-4000-8000-000000000000' }),
    ).toBe('LetterNotFound');
    expect(await app.code(owner, letterOps.get, { id: 'not-an-id' })).toBe('LetterNotFound');
  });

  it("answers LetterNotFound to every operation on another person's letter, and changes nothing", async () => {
    const stranger = newUserId();
    const id = letter.id;
    const attempts: [string, Record<string, unknown>][] = [
      [letterOps.get, { id }],
      [letterOps.rename, { id, input: { title: 'Mine now' } }],
      [letterOps.updateData, { id, data: defaultLetterData(), baseVersion: 1 }],
      [letterOps.visibility, { id, visibility: 'public' }],
      [letterOps.lock, { id, set: true }],
      [letterOps.duplicate, { id }],
      [letterOps.remove, { id }],
    ];
    for (const [query, variables] of attempts) {
      expect(await refusal(app, stranger, query, variables)).toMatchObject({
        code: 'LetterNotFound',
      });
    }
    expect(await listLetters(app, stranger)).toEqual([]);
    expect(await listLetters(app, owner)).toEqual([letter]);
  });

  it('refuses a slug another of the letters has, on create and on rename, with LetterSlugAlreadyExists', async () => {
    const other = await createLetter(app, owner, { title: 'Other', slug: 'other' });
    expect(
      await app.code(owner, letterOps.create, { input: { title: 'Again', slug: 'TO ACME' } }),
    ).toBe('LetterSlugAlreadyExists');
    expect(
      await app.code(owner, letterOps.rename, { id: other.id, input: { slug: 'to-acme' } }),
    ).toBe('LetterSlugAlreadyExists');
    const kept = await app.ok<{ letter: LetterJson }>(owner, letterOps.get, { id: other.id });
    expect(kept.letter.slug).toBe('other');
  });

  it("refuses a slug one of the person's resumes has (docs/letters.md#the-public-page)", async () => {
    await app.create(owner, { title: 'Resume', slug: 'shared' });
    expect(
      await app.code(owner, letterOps.create, { input: { title: 'Letter', slug: 'shared' } }),
    ).toBe('LetterSlugAlreadyExists');
  });

  it('renames the title and the slug as a new version, keeping its own slug allowed', async () => {
    const renamed = await app.ok<{ updateLetter: LetterJson }>(owner, letterOps.rename, {
      id: letter.id,
      input: { title: 'To Acme Inc.', slug: 'to-acme' },
    });
    expect(renamed.updateLetter).toMatchObject({
      title: 'To Acme Inc.',
      slug: 'to-acme',
      version: 2,
    });
    const slugOnly = await app.ok<{ updateLetter: LetterJson }>(owner, letterOps.rename, {
      id: letter.id,
      input: { slug: 'Acme Letter' },
    });
    expect(slugOnly.updateLetter).toMatchObject({ title: 'To Acme Inc.', slug: 'acme-letter' });
  });

  it('sets the visibility', async () => {
    const shown = await app.ok<{ setLetterVisibility: LetterJson }>(owner, letterOps.visibility, {
      id: letter.id,
      visibility: 'public',
    });
    expect(shown.setLetterVisibility).toMatchObject({ visibility: 'public', version: 2 });
    const rows = await app.query<{ visibility: string }>(
      'SELECT visibility FROM letter WHERE id = $1',
      [letter.id],
    );
    expect(rows).toEqual([{ visibility: 'public' }]);
  });

  it('refuses every change and deletion of a locked letter with LetterLocked until it is unlocked', async () => {
    await app.ok(owner, letterOps.lock, { id: letter.id, set: true });
    const id = letter.id;
    const attempts: [string, Record<string, unknown>][] = [
      [letterOps.rename, { id, input: { title: 'Changed' } }],
      [letterOps.updateData, { id, data: defaultLetterData(), baseVersion: 1 }],
      [letterOps.visibility, { id, visibility: 'public' }],
      [letterOps.remove, { id }],
    ];
    for (const [query, variables] of attempts) {
      expect(await app.code(owner, query, variables)).toBe('LetterLocked');
    }
    const locked = await app.ok<{ letter: LetterJson }>(owner, letterOps.get, { id });
    expect(locked.letter).toMatchObject({ title: 'To Acme', visibility: 'private', locked: true });

    await app.ok(owner, letterOps.lock, { id, set: false });
    const renamed = await app.ok<{ updateLetter: LetterJson }>(owner, letterOps.rename, {
      id,
      input: { title: 'Changed' },
    });
    expect(renamed.updateLetter.title).toBe('Changed');
  });

  it('duplicates as a private, unlocked copy "(Copy)" with "-copy", then "-copy-2"', async () => {
    const data = { ...defaultLetterData(), subject: 'Application for Engineer' };
    await app.ok(owner, letterOps.updateData, { id: letter.id, data, baseVersion: 1 });
    await app.ok(owner, letterOps.visibility, { id: letter.id, visibility: 'public' });
    await app.ok(owner, letterOps.lock, { id: letter.id, set: true });
    const first = await app.ok<{ duplicateLetter: LetterJson }>(owner, letterOps.duplicate, {
      id: letter.id,
    });
    expect(first.duplicateLetter).toMatchObject({
      title: 'To Acme (Copy)',
      slug: 'to-acme-copy',
      visibility: 'private',
      locked: false,
      version: 1,
    });
    expect(first.duplicateLetter.id).not.toBe(letter.id);
    expect(first.duplicateLetter.data.subject).toBe('Application for Engineer');
    const second = await app.ok<{ duplicateLetter: LetterJson }>(owner, letterOps.duplicate, {
      id: letter.id,
    });
    expect(second.duplicateLetter.slug).toBe('to-acme-copy-2');
  });

  it('deletes a letter for good; its slug is free again', async () => {
    await app.ok(owner, letterOps.remove, { id: letter.id });
    expect(await app.code(owner, letterOps.get, { id: letter.id })).toBe('LetterNotFound');
    expect(await app.query('SELECT id FROM letter WHERE id = $1', [letter.id])).toEqual([]);
    expect((await createLetter(app, owner, { title: 'Again', slug: 'to-acme' })).slug).toBe(
      'to-acme',
    );
  });

  it('refuses every letter operation without a signed-in caller', async () => {
    expect(await app.code(undefined, letterOps.list, {})).toBe('UNAUTHENTICATED');
    expect(await app.code(undefined, letterOps.get, { id: letter.id })).toBe('UNAUTHENTICATED');
  });
});
