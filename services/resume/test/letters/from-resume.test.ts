import { encodeEvent, subjects, timestampFromDate, UserDeletedSchema } from '@vitae/proto';
import { letterFromResume, sampleResumeData } from '@vitae/schema';

import { LetterService } from '../../src/letters/letter.service';
import { ResumeService } from '../../src/resumes/resume.service';
import {
  createLetter,
  type LetterJson,
  letterOps,
  listLetters,
  refusal,
} from '../helpers/letter-operations';
import { ops } from '../helpers/operations';
import {
  eventually,
  newUserId,
  type ResumeJson,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

describe('letters written from a resume, and what happens when the resume or the user goes', () => {
  let owner: string;
  let resume: ResumeJson;

  beforeEach(async () => {
    owner = newUserId();
    resume = await app.create(owner, { title: 'CV', slug: 'cv', sample: true });
  });

  const fromResume = (extra: Record<string, unknown> = {}) =>
    createLetter(app, owner, {
      title: 'To Acme',
      slug: 'to-acme',
      fromResumeId: resume.id,
      ...extra,
    });
  const read = async (id: string) =>
    (await app.ok<{ letter: LetterJson }>(owner, letterOps.get, { id })).letter;

  it('fills the sender, signature and design from the resume and links it', async () => {
    const letter = await fromResume();
    const { basics, metadata } = sampleResumeData();
    expect(letter.resumeId).toBe(resume.id);
    expect(letter.data.sender).toMatchObject({
      name: basics.name,
      headline: basics.headline,
      email: basics.email,
      phone: basics.phone,
      location: basics.location,
    });
    expect(letter.data.signature.name).toBe(basics.name);
    expect(letter.data.metadata).toMatchObject({
      template: metadata.template,
      typography: metadata.typography,
      theme: metadata.theme,
      page: metadata.page,
      followResume: true,
      resumeId: resume.id,
    });
    const rows = await app.query<{ resume_id: string }>(
      'SELECT resume_id FROM letter WHERE id = $1',
      [letter.id],
    );
    expect(rows).toEqual([{ resume_id: resume.id }]);
  });

  it('takes the posting: company to the recipient, role to the subject, description to the notes', async () => {
    const posting = { company: ' Acme ', role: 'Engineer', description: 'Build rockets.' };
    const letter = await fromResume({ posting });
    expect(letter.data.recipient.company).toBe('Acme');
    expect(letter.data.subject).toBe('Engineer');
    expect(letter.data.metadata.notes).toBe('Build rockets.');
    const expected = letterFromResume(sampleResumeData(), posting);
    expect(letter.data).toEqual({
      ...expected,
      metadata: { ...expected.metadata, resumeId: resume.id },
    });
  });

  it("refuses another person's resume with ResumeNotFound, and a posting without a resume", async () => {
    const stranger = newUserId();
    expect(
      await app.code(stranger, letterOps.create, {
        input: { title: 'Mine', slug: 'mine', fromResumeId: resume.id },
      }),
    ).toBe('ResumeNotFound');
    expect(
      await refusal(app, owner, letterOps.create, {
        input: { title: 'Mine', slug: 'mine', posting: { company: 'Acme' } },
      }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['posting'] });
    expect(await listLetters(app, stranger)).toEqual([]);
  });

  it('refuses a resume in the trash with ResumeNotFound', async () => {
    await app.ok(owner, ops.remove, { id: resume.id });
    expect(
      await app.code(owner, letterOps.create, {
        input: { title: 'Late', slug: 'late', fromResumeId: resume.id },
      }),
    ).toBe('ResumeNotFound');
    expect(await listLetters(app, owner)).toEqual([]);
  });

  it('keeps the link while the resume is in the trash and clears it when the resume is deleted for good', async () => {
    const letter = await fromResume();
    await app.ok(owner, ops.remove, { id: resume.id });
    expect((await read(letter.id)).resumeId).toBe(resume.id);

    await app.ok(owner, ops.deleteForever, { id: resume.id });
    const unlinked = await read(letter.id);
    expect(unlinked.resumeId).toBeNull();
    expect(unlinked.data.metadata.resumeId).toBeNull();
    // The letter itself stays, with what it took from the resume.
    expect(unlinked.data.sender.name).toBe(sampleResumeData().basics.name);
  });

  it('keeps the link on a duplicate', async () => {
    const letter = await fromResume();
    const copy = await app.ok<{ duplicateLetter: LetterJson }>(owner, letterOps.duplicate, {
      id: letter.id,
    });
    expect(copy.duplicateLetter.resumeId).toBe(resume.id);
  });

  it("removes every letter of a deleted user, locked ones too, and no one else's", async () => {
    const linked = await fromResume();
    const blank = await createLetter(app, owner, { title: 'Blank', slug: 'blank' });
    await app.ok(owner, letterOps.lock, { id: blank.id, set: true });
    const other = newUserId();
    const kept = await createLetter(app, other, { title: 'Kept', slug: 'to-acme' });

    const dataSource = app.service.deps.database!.dataSource;
    const letters = new LetterService(dataSource, new ResumeService(dataSource));
    expect(await letters.removeAllOfUser(owner)).toBe(2);
    expect(
      await app.query('SELECT id FROM letter WHERE id = ANY($1)', [[linked.id, blank.id]]),
    ).toEqual([]);
    expect((await listLetters(app, other)).map((letter) => letter.id)).toEqual([kept.id]);
  });

  it("removes a user's letters when identity announces the account's deletion", async () => {
    await fromResume();
    await createLetter(app, owner, { title: 'Blank', slug: 'blank' });
    await app.service.deps.bus!.publish(
      subjects.userDeleted(owner),
      encodeEvent(UserDeletedSchema, { userId: owner, deletedAt: timestampFromDate(new Date()) }),
    );
    await eventually(
      async () => (await listLetters(app, owner)).length === 0,
      "the deleted user's letters to go",
    );
    expect(await app.query('SELECT id FROM resume WHERE user_id = $1', [owner])).toEqual([]);
  });
});
