import { defaultLetterData, type LetterData, sampleLetterData } from '@vitae/schema';

import { createLetter, type LetterJson, letterOps, refusal } from '../helpers/letter-operations';
import { newUserId, useResumeUnderTest } from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

describe('letters: saving the document', () => {
  let owner: string;
  let letter: LetterJson;

  beforeEach(async () => {
    owner = newUserId();
    letter = await createLetter(app, owner, { title: 'Letter', slug: 'letter' });
  });

  const save = (data: unknown, baseVersion: number) =>
    app.ok<{ updateLetterData: LetterJson }>(owner, letterOps.updateData, {
      id: letter.id,
      data,
      baseVersion,
    });
  const stored = async () =>
    (
      await app.query<{ data: LetterData; version: number }>(
        'SELECT data, version FROM letter WHERE id = $1',
        [letter.id],
      )
    )[0];

  it('replaces the whole document on the version it was made on, as the next version', async () => {
    const saved = (await save(sampleLetterData(), 1)).updateLetterData;
    expect(saved.version).toBe(2);
    expect(saved.data).toEqual(sampleLetterData());
    expect(await stored()).toEqual({ data: sampleLetterData(), version: 2 });
    const again = (await save({ ...sampleLetterData(), subject: 'Second' }, 2)).updateLetterData;
    expect(again).toMatchObject({ version: 3, data: { subject: 'Second' } });
  });

  it('refuses a save made on a stale version with LetterVersionConflict and the stored version', async () => {
    await save({ ...defaultLetterData(), subject: 'First tab' }, 1);
    const stale = await refusal(app, owner, letterOps.updateData, {
      id: letter.id,
      data: { ...defaultLetterData(), subject: 'Second tab' },
      baseVersion: 1,
    });
    expect(stale).toMatchObject({ code: 'LetterVersionConflict', details: { version: 2 } });
    expect(await stored()).toMatchObject({ version: 2, data: { subject: 'First tab' } });
  });

  it('refuses a version from the future too', async () => {
    expect(
      await app.code(owner, letterOps.updateData, {
        id: letter.id,
        data: defaultLetterData(),
        baseVersion: 7,
      }),
    ).toBe('LetterVersionConflict');
  });

  it('refuses a document out of the model, naming each bad field under data, and stores nothing', async () => {
    const bad = {
      ...defaultLetterData(),
      date: '2026-02-30',
      sender: { ...defaultLetterData().sender, email: 'not an address' },
      subject: 'x'.repeat(1001),
    };
    const refused = await refusal(app, owner, letterOps.updateData, {
      id: letter.id,
      data: bad,
      baseVersion: 1,
    });
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect([...(refused.paths ?? [])].sort()).toEqual(
      ['data.date', 'data.sender.email', 'data.subject'].sort(),
    );
    expect(await stored()).toEqual({ data: defaultLetterData(), version: 1 });
  });

  it('drops unknown keys and fills missing ones with their defaults, as the model does', async () => {
    const saved = (await save({ subject: 'Only this', surprise: true }, 1)).updateLetterData;
    expect(saved.data).toEqual({ ...defaultLetterData(), subject: 'Only this' });
    expect(saved.data).not.toHaveProperty('surprise');
  });

  it('keeps the stored resume link whatever resumeId the document carries', async () => {
    const data = defaultLetterData();
    data.metadata.resumeId = '00000000-0000-4000-8000-000000000000';
    const saved = (await save(data, 1)).updateLetterData;
    expect(saved.resumeId).toBeNull();
    expect(saved.data.metadata.resumeId).toBeNull();
    expect((await stored()).data.metadata.resumeId).toBeNull();
  });
});
