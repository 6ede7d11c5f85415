import { ops } from '../helpers/operations';
import {
  documentMarked,
  type ResumeJson,
  useOwnedResume,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

describe('quality: concurrent saves of one resume', () => {
  const own = useOwnedResume(app, { title: 'Race', slug: 'race' });

  const save = (input: Record<string, unknown>) =>
    app
      .ok<{ updateResume: ResumeJson }>(own.owner, ops.update, { id: own.resume.id, input })
      .then((data) => data.updateResume);

  it('never interleaves two saves: each sees the one before, and the last one is stored whole', async () => {
    const marks = Array.from({ length: 20 }, (_, index) => `#${index}`);
    const saved = await Promise.all(
      marks.map((mark) => save({ title: `title ${mark}`, data: documentMarked(mark) })),
    );

    // Every save ran after exactly one other: versions 2..21, each once.
    expect(saved.map((answer) => answer.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 2),
    );
    const last = saved.find((answer) => answer.version === 21)!;
    const { resume: stored } = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    expect(stored).toEqual(last);

    // One document, not a mix: the title and every edited field carry the same mark.
    const mark = stored.title.replace('title ', '');
    expect(stored.data).toEqual(documentMarked(mark));
  });

  it('loses no save when some change only the title and others only the data', async () => {
    const titles = Array.from({ length: 10 }, (_, index) => save({ title: `title ${index}` }));
    const documents = Array.from({ length: 10 }, (_, index) =>
      save({ data: documentMarked(String(index)) }),
    );
    const saved = await Promise.all([...titles, ...documents]);
    const { resume: stored } = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    expect(stored.version).toBe(21);
    const lastTitle = saved
      .filter((answer, index) => index < 10)
      .sort((a, b) => b.version - a.version)[0];
    const lastDocument = saved
      .filter((answer, index) => index >= 10)
      .sort((a, b) => b.version - a.version)[0];
    expect(stored.title).toBe(lastTitle.title);
    expect(stored.data).toEqual(lastDocument.data);
  });
});

describe('quality: a save based on a stale version', () => {
  const own = useOwnedResume(app, { title: 'Tabs', slug: 'tabs' });

  it('stores a save made on the current version and counts the version up', async () => {
    const { updateResume } = await app.ok<{ updateResume: ResumeJson }>(own.owner, ops.update, {
      id: own.resume.id,
      input: { data: documentMarked('first tab'), baseVersion: own.resume.version },
    });
    expect(updateResume.version).toBe(own.resume.version + 1);
    expect(updateResume.data).toEqual(documentMarked('first tab'));
  });

  it('refuses the second of two tabs saving on the same version with ResumeVersionConflict, never merging', async () => {
    const base = own.resume.version;
    await app.ok(own.owner, ops.update, {
      id: own.resume.id,
      input: { data: documentMarked('tab A'), baseVersion: base },
    });
    const refused = await app.graphql(own.owner, ops.update, {
      id: own.resume.id,
      input: { title: 'title of tab B', data: documentMarked('tab B'), baseVersion: base },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'ResumeVersionConflict',
      details: { version: base + 1 },
    });
    const { resume: stored } = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    expect(stored.title).toBe('Tabs');
    expect(stored.data).toEqual(documentMarked('tab A'));
    expect(stored.version).toBe(base + 1);
  });

  it('lets exactly one of many saves on the same version win', async () => {
    const base = own.resume.version;
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((mark) =>
        app.graphql(own.owner, ops.update, {
          id: own.resume.id,
          input: { data: documentMarked(mark), baseVersion: base },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'stored');
    expect(codes.filter((code) => code === 'stored')).toHaveLength(1);
    expect(codes.filter((code) => code === 'ResumeVersionConflict')).toHaveLength(4);
  });
});
