import { decodeEvent, LetterChangedSchema } from '@vitae/proto';
import { type LetterData, type ResumeData } from '@vitae/schema';
import { type Delivery } from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

import { createLetter, type LetterJson, letterOps } from '../helpers/letter-operations';
import { ops } from '../helpers/operations';
import {
  eventually,
  newUserId,
  type ResumeJson,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

type Design = Pick<
  ResumeData['metadata'],
  'template' | 'typography' | 'theme' | 'page' | 'language'
>;

const designOf = ({ template, typography, theme, page, language }: Design): Design => ({
  template,
  typography,
  theme,
  page,
  language,
});

/** A design unlike the sample resume's in each of the five fields a letter takes. */
function anotherDesign(data: ResumeData): ResumeData {
  const metadata = structuredClone(data.metadata);
  metadata.template = 'onyx';
  metadata.typography.font.family = 'Lora';
  metadata.typography.font.size = 16;
  metadata.theme.primary = '#0f766e';
  metadata.page.margin = 24;
  metadata.page.format = 'letter';
  metadata.language = 'de-DE';
  return { ...data, metadata };
}

describe('a letter that follows its resume takes the resume’s design as it changes', () => {
  let owner: string;
  let resume: ResumeJson;

  beforeEach(async () => {
    owner = newUserId();
    resume = await app.create(owner, { title: 'CV', slug: 'cv', sample: true });
  });

  const fromResume = (slug = 'to-acme') =>
    createLetter(app, owner, { title: 'To Acme', slug, fromResumeId: resume.id });
  const read = async (id: string) =>
    (await app.ok<{ letter: LetterJson }>(owner, letterOps.get, { id })).letter;
  const readResume = async () =>
    (await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id })).resume;
  const saveResume = async (data: ResumeData, save: Record<string, unknown> = {}) =>
    (
      await app.ok<{ updateResume: ResumeJson }>(owner, ops.updateSaving, {
        id: resume.id,
        input: { data },
        save,
      })
    ).updateResume;
  const saveLetter = async (letter: LetterJson, data: LetterData) =>
    (
      await app.ok<{ updateLetterData: LetterJson }>(owner, letterOps.updateData, {
        id: letter.id,
        data,
        baseVersion: letter.version,
      })
    ).updateLetterData;
  const withMetadata = (data: LetterData, metadata: Partial<LetterData['metadata']>) => ({
    ...data,
    metadata: { ...data.metadata, ...metadata },
  });

  it('takes a new template, typography, theme, page and language as its next version, the rest untouched', async () => {
    const made = await fromResume();
    const letter = await saveLetter(
      made,
      withMetadata({ ...made.data, body: '<p>Dear team,</p>' }, { notes: 'mine' }),
    );
    const changed = anotherDesign(resume.data);
    await saveResume(changed);

    const followed = await read(letter.id);
    expect(designOf(followed.data.metadata)).toEqual(designOf(changed.metadata));
    expect(followed.version).toBe(letter.version + 1);
    expect(followed.data.body).toBe('<p>Dear team,</p>');
    expect(followed.data.metadata).toMatchObject({
      notes: 'mine',
      followResume: true,
      resumeId: resume.id,
    });
    expect(followed.data.sender).toEqual(letter.data.sender);
  });

  it('changes no letter when a resume save leaves the design as it was', async () => {
    const letter = await fromResume();
    const data = structuredClone(resume.data);
    data.basics.headline = 'Now a staff engineer';
    await saveResume(data);
    expect(await read(letter.id)).toEqual(letter);
  });

  it('leaves a letter with followResume off, and a locked one, in their own design', async () => {
    const own = await fromResume();
    const ownSaved = await saveLetter(
      own,
      withMetadata(own.data, { followResume: false, template: 'pikachu' }),
    );
    const locked = (
      await app.ok<{ lockLetter: LetterJson }>(owner, letterOps.lock, {
        id: (await fromResume('locked')).id,
        set: true,
      })
    ).lockLetter;

    await saveResume(anotherDesign(resume.data));

    expect(await read(own.id)).toEqual(ownSaved);
    expect(await read(locked.id)).toEqual(locked);
    expect(designOf(locked.data.metadata)).toEqual(designOf(resume.data.metadata));
  });

  it('follows an import over the resume, a restored resume version and another resume’s letters not at all', async () => {
    const letter = await fromResume();
    const other = await app.create(owner, { title: 'Other', slug: 'other', sample: true });
    const otherLetter = await createLetter(app, owner, {
      title: 'Elsewhere',
      slug: 'elsewhere',
      fromResumeId: other.id,
    });

    // An import over the resume (the editor's checkpoint) is a save with a new design.
    const imported = await saveResume(anotherDesign(resume.data), { checkpoint: 'import' });
    expect((await read(letter.id)).data.metadata.template).toBe('onyx');
    expect(await read(otherLetter.id)).toEqual(otherLetter);

    // Restoring the resume's first version brings its first design back, and the letter with it.
    const versions = (
      await app.ok<{ resumeVersions: { id: string; number: number }[] }>(owner, ops.versions, {
        id: resume.id,
      })
    ).resumeVersions;
    const first = versions.find((version) => version.number === 1)!;
    await app.ok(owner, ops.restoreVersion, {
      id: resume.id,
      versionId: first.id,
      input: { baseVersion: imported.version },
    });
    const back = await read(letter.id);
    expect(designOf(back.data.metadata)).toEqual(designOf(resume.data.metadata));
    expect(designOf((await readResume()).data.metadata)).toEqual(designOf(resume.data.metadata));
  });

  it('takes the resume’s design at once when followResume is turned back on, in that one save', async () => {
    const letter = await fromResume();
    const own = await saveLetter(
      letter,
      withMetadata(letter.data, { followResume: false, template: 'pikachu' }),
    );
    const changed = await saveResume(anotherDesign(resume.data));
    expect((await read(letter.id)).data.metadata.template).toBe('pikachu');

    const again = await saveLetter(own, {
      ...withMetadata(own.data, { followResume: true }),
      subject: 'Hello',
    });
    expect(again.version).toBe(own.version + 1);
    expect(designOf(again.data.metadata)).toEqual(designOf(changed.data.metadata));
    expect(again.data.metadata.followResume).toBe(true);
    expect(again.data.subject).toBe('Hello');

    // Saved again while it already follows: what it was sent is kept, until the resume changes.
    const sent = await saveLetter(again, withMetadata(again.data, { template: 'azurill' }));
    expect(sent.data.metadata.template).toBe('azurill');
  });

  it('keeps its design when its resume is in the trash, even when followResume is turned back on', async () => {
    const letter = await fromResume();
    const own = await saveLetter(
      letter,
      withMetadata(letter.data, { followResume: false, template: 'pikachu' }),
    );
    await saveResume(anotherDesign(resume.data));
    await app.ok(owner, ops.remove, { id: resume.id });

    const again = await saveLetter(own, withMetadata(own.data, { followResume: true }));
    expect(again.data.metadata).toMatchObject({
      template: 'pikachu',
      followResume: true,
      resumeId: resume.id,
    });
  });

  it('announces the followed design with LetterChanged, in the resume save’s transaction', async () => {
    const letter = await fromResume();
    const seen: { version: number; template: string; resumeId: string }[] = [];
    const subscription = await app.service.deps.bus!.consume({
      stream: 'LETTER_EVENTS',
      durable: uniqueName('follow'),
      filterSubjects: [`vitae.letter.changed.${letter.id}`],
      ackWaitMs: 5_000,
      handle: async (delivery: Delivery) => {
        const event = decodeEvent(LetterChangedSchema, delivery.data);
        seen.push({
          version: Number(event.version),
          template: event.template,
          resumeId: event.resumeId,
        });
      },
    });
    try {
      await saveResume(anotherDesign(resume.data));
      await eventually(
        () => seen.some((event) => event.version === letter.version + 1),
        'the LetterChanged of the followed design',
      );
      expect(seen.find((event) => event.version === letter.version + 1)).toEqual({
        version: letter.version + 1,
        template: 'onyx',
        resumeId: resume.id,
      });
    } finally {
      await subscription.stop();
    }
  });

  it('refuses nothing it did not refuse before: a resume save that fails changes no letter', async () => {
    const letter = await fromResume();
    const changed = anotherDesign(resume.data);
    (changed.metadata.page as { margin: number }).margin = 400;
    expect(await app.code(owner, ops.update, { id: resume.id, input: { data: changed } })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await read(letter.id)).toEqual(letter);
  });
});
