import { letterLimits, sampleLetterData } from '@vitae/schema';

import {
  createLetter,
  type LetterJson,
  letterOps,
  listLetters,
  refusal,
} from '../helpers/letter-operations';
import { ops } from '../helpers/operations';
import { newUserId, useResumeUnderTest } from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

describe('importLetter: a new letter from a document in one step', () => {
  let owner: string;

  beforeEach(() => {
    owner = newUserId();
  });

  const importLetter = async (input: Record<string, unknown>) =>
    (await app.ok<{ importLetter: LetterJson }>(owner, letterOps.import, { input })).importLetter;

  it('creates a private, unlocked letter at version 1 holding the document', async () => {
    const data = sampleLetterData();
    const letter = await importLetter({ title: 'To Acme', slug: 'To Acme', data });
    expect(letter).toMatchObject({
      title: 'To Acme',
      slug: 'to-acme',
      visibility: 'private',
      locked: false,
      version: 1,
      userId: owner,
      resumeId: null,
    });
    expect(letter.data).toEqual(data);
    expect(await listLetters(app, owner)).toEqual([letter]);
  });

  it('titles the letter by its subject, else its company, else "Imported letter", with a slug from the title', async () => {
    const data = sampleLetterData();
    const bySubject = await importLetter({ data: { ...data, subject: 'Application: Designer' } });
    expect(bySubject).toMatchObject({
      title: 'Application: Designer',
      slug: 'application-designer',
    });
    const byCompany = await importLetter({
      title: '  ',
      data: { ...data, subject: '', recipient: { ...data.recipient, company: 'Acme Ltd' } },
    });
    expect(byCompany).toMatchObject({ title: 'Acme Ltd', slug: 'acme-ltd' });
    const blank = await importLetter({ data: {} });
    expect(blank).toMatchObject({ title: 'Imported letter', slug: 'imported-letter' });
  });

  it('takes the first free slug when the letters already have it, as a resume import does', async () => {
    await createLetter(app, owner, { title: 'Taken', slug: 'to-acme' });
    const second = await importLetter({ title: 'To Acme', data: {} });
    const third = await importLetter({ title: 'To Acme', slug: 'to-acme', data: {} });
    expect([second.slug, third.slug]).toEqual(['to-acme-2', 'to-acme-3']);
  });

  it('refuses a document out of the model, naming each bad field under data, and stores nothing', async () => {
    const data = sampleLetterData();
    const over = 'x'.repeat(letterLimits.name + 1);
    expect(
      await refusal(app, owner, letterOps.import, {
        input: { data: { ...data, sender: { ...data.sender, name: over }, date: '2026-02-30' } },
      }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['data.sender.name', 'data.date'] });
    expect(await listLetters(app, owner)).toEqual([]);
  });

  it('refuses a title or slug a create would refuse, naming the field', async () => {
    expect(
      await refusal(app, owner, letterOps.import, { input: { title: 'x'.repeat(256), data: {} } }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['title'] });
    expect(await listLetters(app, owner)).toEqual([]);
  });

  it("keeps the link to one of the caller's resumes, and imports unlinked otherwise", async () => {
    const resume = await app.create(owner, { title: 'CV', slug: 'cv' });
    const data = sampleLetterData();
    const linked = await importLetter({
      data: { ...data, metadata: { ...data.metadata, resumeId: resume.id } },
    });
    expect(linked.resumeId).toBe(resume.id);
    expect(linked.data.metadata.resumeId).toBe(resume.id);

    const stranger = newUserId();
    const theirs = await app.create(stranger, { title: 'Theirs', slug: 'theirs' });
    const unlinked = await importLetter({
      data: { ...data, metadata: { ...data.metadata, resumeId: theirs.id } },
    });
    expect(unlinked.resumeId).toBeNull();
    expect(unlinked.data.metadata.resumeId).toBeNull();

    await app.ok(owner, ops.remove, { id: resume.id });
    const trashed = await importLetter({
      data: { ...data, metadata: { ...data.metadata, resumeId: resume.id } },
    });
    expect(trashed.resumeId).toBeNull();
  });

  it('refuses an import without a signed-in caller', async () => {
    expect(await app.code(undefined, letterOps.import, { input: { data: {} } })).toBe(
      'UNAUTHENTICATED',
    );
  });
});
