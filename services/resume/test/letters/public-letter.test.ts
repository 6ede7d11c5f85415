import { sampleLetterData } from '@vitae/schema';

import { LetterService } from '../../src/letters/letter.service';
import { LetterStatisticsService } from '../../src/letters/letter-statistics.service';
import { ResumeService } from '../../src/resumes/resume.service';
import {
  createLetter,
  letterFields,
  type LetterJson,
  letterOps,
} from '../helpers/letter-operations';
import { ops, userRep } from '../helpers/operations';
import { newUserId, useResumeUnderTest } from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

const publicLetter = `query($reps: [_Any!]!, $slug: String!, $countView: Boolean, $countDownload: Boolean) {
  _entities(representations: $reps) { ... on User {
    publicLetter(slug: $slug, countView: $countView, countDownload: $countDownload) { ${letterFields} }
  } }
}`;
const statistics = `query($id: ID!) { letter(id: $id) { statistics { views downloads } } }`;
const countView = `mutation($id: ID!) { countPublicLetterView(id: $id) }`;

/** A visitor as the gateway forwards one: the client's address last in X-Forwarded-For. */
const visitor = (address: string) => ({ 'x-forwarded-for': `198.51.100.7, ${address}` });

/** A letter with every field filled (notes included), made public unless told otherwise. */
async function filledLetter(owner: string, slug: string, visibility = 'public') {
  const letter = await createLetter(app, owner, { title: 'To Acme', slug, visibility });
  const data = sampleLetterData();
  data.metadata.notes = 'The posting said: must love spreadsheets.';
  return (
    await app.ok<{ updateLetterData: LetterJson }>(owner, letterOps.updateData, {
      id: letter.id,
      data,
      baseVersion: letter.version,
    })
  ).updateLetterData;
}

async function readPublic(
  owner: string,
  slug: string,
  caller?: string,
  options: { countView?: boolean; countDownload?: boolean; address?: string } = {},
) {
  const { address = '203.0.113.1', ...counts } = options;
  const answer = await app.graphql<{ _entities: { publicLetter: LetterJson | null }[] }>(
    caller,
    publicLetter,
    { reps: userRep(owner), slug, ...counts },
    visitor(address),
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!._entities[0].publicLetter;
}

describe('one slug namespace per owner: resumes and letters', () => {
  let owner: string;

  beforeEach(() => {
    owner = newUserId();
  });

  it("refuses a resume a slug one of the person's letters has, on create and on rename", async () => {
    await createLetter(app, owner, { title: 'Letter', slug: 'to-acme' });
    expect(await app.code(owner, ops.create, { input: { title: 'Resume', slug: 'to-acme' } })).toBe(
      'ResumeSlugAlreadyExists',
    );
    const resume = await app.create(owner, { title: 'Resume', slug: 'resume' });
    expect(await app.code(owner, ops.update, { id: resume.id, input: { slug: 'to-acme' } })).toBe(
      'ResumeSlugAlreadyExists',
    );
  });

  it("refuses a letter's rename to a slug one of the person's resumes has, trashed ones included", async () => {
    const resume = await app.create(owner, { title: 'Resume', slug: 'resume' });
    await app.ok(owner, ops.remove, { id: resume.id });
    const letter = await createLetter(app, owner, { title: 'Letter', slug: 'letter' });
    expect(
      await app.code(owner, letterOps.rename, { id: letter.id, input: { slug: 'resume' } }),
    ).toBe('LetterSlugAlreadyExists');
  });

  it("leaves another person's slugs alone", async () => {
    await app.create(newUserId(), { title: 'Resume', slug: 'shared' });
    const letter = await createLetter(app, owner, { title: 'Letter', slug: 'shared' });
    expect(letter.slug).toBe('shared');
  });

  it('gives a duplicate or an import the first slug free among both', async () => {
    const letter = await createLetter(app, owner, { title: 'Letter', slug: 'note' });
    await app.create(owner, { title: 'Resume', slug: 'note-copy' });
    const copy = await app.ok<{ duplicateLetter: LetterJson }>(owner, letterOps.duplicate, {
      id: letter.id,
    });
    expect(copy.duplicateLetter.slug).toBe('note-copy-2');

    const imported = await app.ok<{ importLetter: LetterJson }>(owner, letterOps.import, {
      input: { slug: 'note-copy', data: sampleLetterData() },
    });
    expect(imported.importLetter.slug).toBe('note-copy-3');

    const resume = await app.ok<{ importResume: { slug: string } }>(owner, ops.import, {
      input: { title: 'Again', slug: 'note', data: {} },
    });
    expect(resume.importResume.slug).toBe('note-2');
  });

  it('lets only one of a resume and a letter made at the same moment take a slug', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0
          ? app.code(owner, ops.create, { input: { title: 'Resume', slug: 'race' } })
          : app.code(owner, letterOps.create, { input: { title: 'Letter', slug: 'race' } }),
      ),
    );
    expect(answers.filter((code) => code === undefined)).toHaveLength(1);
    const held = await app.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM resume WHERE user_id = $1 AND slug = 'race')
            + (SELECT count(*) FROM letter WHERE user_id = $1 AND slug = 'race') AS n`,
      [owner],
    );
    expect(Number(held[0].n)).toBe(1);
  });
});

describe('the public letter', () => {
  let owner: string;

  beforeEach(() => {
    owner = newUserId();
  });

  it('answers a public letter to anyone, without its notes, owner id or resume link', async () => {
    const resume = await app.create(owner, { title: 'Resume', slug: 'resume' });
    const made = await createLetter(app, owner, {
      title: 'To Acme',
      slug: 'to-acme',
      fromResumeId: resume.id,
    });
    await app.ok(owner, letterOps.visibility, { id: made.id, visibility: 'public' });

    const found = await readPublic(owner, 'to-acme');
    expect(found).toMatchObject({ id: made.id, slug: 'to-acme', userId: null, resumeId: null });
    expect(found!.data.metadata.notes).toBe('');
    expect(found!.data.metadata.resumeId).toBeNull();
    expect(found!.data.sender).toEqual(made.data.sender);
  });

  it('keeps the notes out of the public letter', async () => {
    await filledLetter(owner, 'filled');
    const found = await readPublic(owner, 'filled', newUserId());
    expect(found!.data.metadata.notes).toBe('');
    expect(found!.data.subject).toBe(sampleLetterData().subject);
  });

  it('answers null alike for a private letter, a missing slug and another person', async () => {
    await filledLetter(owner, 'private-one', 'private');
    expect(await readPublic(owner, 'private-one')).toBeNull();
    expect(await readPublic(owner, 'private-one', owner)).toBeNull();
    expect(await readPublic(owner, 'nothing-here')).toBeNull();
    expect(await readPublic(newUserId(), 'private-one')).toBeNull();
  });

  it('stops answering the moment the letter is made private or deleted', async () => {
    const letter = await filledLetter(owner, 'short-lived');
    expect(await readPublic(owner, 'short-lived')).not.toBeNull();
    await app.ok(owner, letterOps.visibility, { id: letter.id, visibility: 'private' });
    expect(await readPublic(owner, 'short-lived')).toBeNull();
    await app.ok(owner, letterOps.visibility, { id: letter.id, visibility: 'public' });
    await app.ok(owner, letterOps.remove, { id: letter.id });
    expect(await readPublic(owner, 'short-lived')).toBeNull();
  });
});

describe('the Letter reference (render printing it, storage opening its signed link)', () => {
  const reference = `query($reps: [_Any!]!) {
    _entities(representations: $reps) { ... on Letter { id userId visibility data } }
  }`;
  const resolve = async (caller: string | undefined, id: string) =>
    (
      await app.graphql<{ _entities: (Record<string, unknown> | null)[] }>(caller, reference, {
        reps: [{ __typename: 'Letter', id }],
      })
    ).data?._entities[0];

  it("resolves for its owner, and for anyone else only while public, without the notes but with the owner's id", async () => {
    const owner = newUserId();
    const letter = await filledLetter(owner, 'referenced', 'private');
    expect(await resolve(owner, letter.id)).toMatchObject({ id: letter.id, userId: owner });
    expect(await resolve(undefined, letter.id)).toBeNull();
    expect(await resolve(newUserId(), letter.id)).toBeNull();

    await app.ok(owner, letterOps.visibility, { id: letter.id, visibility: 'public' });
    const seen = await resolve(undefined, letter.id);
    expect(seen).toMatchObject({ id: letter.id, userId: owner, visibility: 'public' });
    expect((seen!.data as LetterJson['data']).metadata.notes).toBe('');
    expect(await resolve(undefined, 'not-an-id')).toBeNull();
  });
});

describe('statistics of a public letter', () => {
  let owner: string;
  let letter: LetterJson;

  const counts = async () =>
    (
      await app.ok<{ letter: { statistics: { views: number; downloads: number } } }>(
        owner,
        statistics,
        { id: letter.id },
      )
    ).letter.statistics;

  beforeEach(async () => {
    owner = newUserId();
    letter = await filledLetter(owner, 'counted');
  });

  it('starts at zero views and downloads', async () => {
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it('counts a load by anyone but the owner as a view, once per visitor and day', async () => {
    await readPublic(owner, 'counted', undefined, { address: '203.0.113.1' });
    await readPublic(owner, 'counted', undefined, { address: '203.0.113.1' });
    await readPublic(owner, 'counted', newUserId(), { address: '203.0.113.2' });
    await readPublic(owner, 'counted', owner, { address: '203.0.113.3' });
    expect(await counts()).toEqual({ views: 2, downloads: 0 });
  });

  it("counts nothing for the page's own lookup (countView: false)", async () => {
    await readPublic(owner, 'counted', undefined, { countView: false });
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it('counts the view a page reports of itself, never the owner, and answers true for anything', async () => {
    const report = (caller: string | undefined, id: string, address: string) =>
      app.graphql<{ countPublicLetterView: boolean }>(caller, countView, { id }, visitor(address));
    expect((await report(undefined, letter.id, '203.0.113.4')).data).toEqual({
      countPublicLetterView: true,
    });
    await report(undefined, letter.id, '203.0.113.4');
    await report(owner, letter.id, '203.0.113.5');
    expect((await report(undefined, 'not-an-id', '203.0.113.6')).data).toEqual({
      countPublicLetterView: true,
    });
    expect(
      (await report(undefined, '00000000-0000-4000-8000-000000000000', '203.0.113.6')).data,
    ).toEqual({ countPublicLetterView: true });
    expect(await counts()).toEqual({ views: 1, downloads: 0 });
  });

  it("counts a reader's download of the PDF once per visitor and day, never the owner's", async () => {
    const download = (caller: string | undefined, address: string) =>
      readPublic(owner, 'counted', caller, { countView: false, countDownload: true, address });
    await download(undefined, '203.0.113.7');
    await download(undefined, '203.0.113.7');
    await download(undefined, '203.0.113.8');
    await download(owner, '203.0.113.9');
    expect(await counts()).toEqual({ views: 0, downloads: 2 });
  });

  it('counts nothing for a private letter, even reported by id', async () => {
    await app.ok(owner, letterOps.visibility, { id: letter.id, visibility: 'private' });
    await app.graphql(undefined, countView, { id: letter.id }, visitor('203.0.113.10'));
    await readPublic(owner, 'counted', undefined, { countDownload: true });
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it("answers LetterNotFound to anyone asking another person's letter's statistics", async () => {
    expect(await app.code(newUserId(), statistics, { id: letter.id })).toBe('LetterNotFound');
  });

  it('forgets its visitors of days before yesterday, as a resume does', async () => {
    await readPublic(owner, 'counted', undefined, { address: '203.0.113.11' });
    await app.query('UPDATE letter_statistics_visitor SET day = day - 2 WHERE letter_id = $1', [
      letter.id,
    ]);
    const { dataSource } = app.service.deps.database!;
    const service = new LetterStatisticsService(
      dataSource,
      new LetterService(dataSource, new ResumeService(dataSource)),
    );
    expect(await service.forgetOldVisitors()).toBeGreaterThanOrEqual(1);
    expect(
      await app.query('SELECT 1 FROM letter_statistics_visitor WHERE letter_id = $1', [letter.id]),
    ).toEqual([]);
    // The counters stay.
    expect(await counts()).toEqual({ views: 1, downloads: 0 });
  });
});
