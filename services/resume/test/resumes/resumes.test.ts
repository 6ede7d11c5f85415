import { randomUUID } from 'node:crypto';

import { defaultResumeData, sampleResumeData } from '@vitae/schema';

import { ops } from '../helpers/operations';
import { newUserId, type ResumeJson, useResumeUnderTest } from '../helpers/resume-under-test';

describe('resumes', () => {
  const app = useResumeUnderTest();
  let owner: string;

  beforeEach(() => {
    owner = newUserId();
  });

  const create = (input: Record<string, unknown>, as = owner) => app.create(as, input);

  describe('create', () => {
    it('creates a private, unlocked resume from the default data, with ISO dates', async () => {
      const resume = await create({ title: 'My CV', slug: 'my-cv' });
      expect(resume).toMatchObject({
        title: 'My CV',
        slug: 'my-cv',
        visibility: 'private',
        locked: false,
        userId: owner,
        version: 1,
      });
      expect(resume.data).toEqual(defaultResumeData());
      expect(new Date(resume.createdAt).toISOString()).toBe(resume.createdAt);
      expect(resume.updatedAt).toBe(resume.createdAt);
    });

    it('starts from the sample resume when asked ("Create Sample Resume")', async () => {
      const resume = await create({ title: 'Sample', slug: 'sample', sample: true });
      const sample = sampleResumeData();
      expect(resume.data.metadata.template).toBe('glalie');
      expect(resume.data.basics.name).toBe(sample.basics.name);
      expect(resume.data.metadata).toEqual(sample.metadata);
    });

    it('keeps the visibility asked for', async () => {
      expect((await create({ title: 'Open', slug: 'open', visibility: 'public' })).visibility).toBe(
        'public',
      );
    });

    it('turns the slug into hyphenated lowercase', async () => {
      expect((await create({ title: 'T', slug: 'Café Manager, 2024!' })).slug).toBe(
        'cafe-manager-2024',
      );
    });

    it('refuses an empty title or a slug without a letter or digit, naming the field', async () => {
      const emptyTitle = await app.graphql(owner, ops.create, {
        input: { title: '  ', slug: 'x' },
      });
      expect(emptyTitle.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [expect.objectContaining({ path: 'title' })],
      });
      const badSlug = await app.graphql(owner, ops.create, { input: { title: 'x', slug: '!!!' } });
      expect(badSlug.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [expect.objectContaining({ path: 'slug' })],
      });
    });

    it('refuses a slug the same user already has with ResumeSlugAlreadyExists', async () => {
      await create({ title: 'One', slug: 'taken' });
      expect(await app.code(owner, ops.create, { input: { title: 'Two', slug: 'Taken' } })).toBe(
        'ResumeSlugAlreadyExists',
      );
    });

    it('lets two users have the same slug', async () => {
      await create({ title: 'One', slug: 'shared' });
      await expect(create({ title: 'Two', slug: 'shared' }, newUserId())).resolves.toMatchObject({
        slug: 'shared',
      });
    });

    it('refuses anonymous callers with UNAUTHENTICATED', async () => {
      expect(await app.code(undefined, ops.create, { input: { title: 'x', slug: 'x' } })).toBe(
        'UNAUTHENTICATED',
      );
      expect(await app.code(undefined, ops.list)).toBe('UNAUTHENTICATED');
    });
  });

  describe('list and get', () => {
    it("lists only the owner's resumes, newest update first", async () => {
      const first = await create({ title: 'First', slug: 'first' });
      const second = await create({ title: 'Second', slug: 'second' });
      await create({ title: 'Someone else', slug: 'first' }, newUserId());
      await app.ok(owner, ops.update, { id: first.id, input: { title: 'First, edited' } });
      const { resumes } = await app.ok<{ resumes: ResumeJson[] }>(owner, ops.list);
      expect(resumes.map((resume) => resume.id)).toEqual([first.id, second.id]);
    });

    it('gets a resume by id', async () => {
      const resume = await create({ title: 'Get me', slug: 'get-me' });
      expect(
        (await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id })).resume,
      ).toEqual(resume);
    });

    it('answers ResumeNotFound for a missing id and for an id that is not a resume id', async () => {
      expect(await app.code(owner, ops.get, { id: randomUUID() })).toBe('ResumeNotFound');
      expect(await app.code(owner, ops.get, { id: 'not-an-id' })).toBe('ResumeNotFound');
    });
  });

  describe('update', () => {
    it('changes title, slug, visibility and data, and counts the version up', async () => {
      const resume = await create({ title: 'Before', slug: 'before' });
      const data = {
        ...defaultResumeData(),
        basics: { ...defaultResumeData().basics, name: 'Ada Lovelace' },
      };
      const { updateResume } = await app.ok<{ updateResume: ResumeJson }>(owner, ops.update, {
        id: resume.id,
        input: { title: 'After', slug: 'After Slug', visibility: 'public', data },
      });
      expect(updateResume).toMatchObject({
        title: 'After',
        slug: 'after-slug',
        visibility: 'public',
        version: 2,
      });
      expect(updateResume.data.basics.name).toBe('Ada Lovelace');
      expect(new Date(updateResume.updatedAt).getTime()).toBeGreaterThan(
        new Date(resume.updatedAt).getTime(),
      );
      expect(
        (await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id })).resume,
      ).toEqual(updateResume);
    });

    it('leaves fields it was not given as they were', async () => {
      const resume = await create({ title: 'Keep', slug: 'keep', visibility: 'public' });
      const { updateResume } = await app.ok<{ updateResume: ResumeJson }>(owner, ops.update, {
        id: resume.id,
        input: { title: 'Kept' },
      });
      expect(updateResume).toMatchObject({
        title: 'Kept',
        slug: 'keep',
        visibility: 'public',
        data: resume.data,
      });
    });

    it('quality: refuses invalid data with the failing field paths and leaves the stored resume unchanged', async () => {
      const resume = await create({ title: 'Valid', slug: 'valid' });
      const data = defaultResumeData();
      data.sections.skills.items = [
        { id: 'a', visible: true, name: 'TS', description: '', level: 9, keywords: [] },
      ];
      data.basics.url = { label: '', href: 'not a url' };
      const answer = await app.graphql(owner, ops.update, {
        id: resume.id,
        input: { title: 'Changed', data },
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const paths = (answer.errors?.[0]?.extensions?.details as { path: string }[]).map(
        (issue) => issue.path,
      );
      expect(paths).toEqual(
        expect.arrayContaining(['data.sections.skills.items.0.level', 'data.basics.url.href']),
      );
      expect(
        (await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id })).resume,
      ).toEqual(resume);
    });

    it("refuses a slug taken by another of the user's resumes and keeps the resume as it was", async () => {
      await create({ title: 'A', slug: 'a' });
      const b = await create({ title: 'B', slug: 'b' });
      expect(
        await app.code(owner, ops.update, { id: b.id, input: { title: 'B2', slug: 'a' } }),
      ).toBe('ResumeSlugAlreadyExists');
      expect((await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: b.id })).resume).toEqual(
        b,
      );
    });
  });

  describe('delete', () => {
    it('deletes the resume', async () => {
      const resume = await create({ title: 'Bye', slug: 'bye' });
      expect(await app.ok(owner, ops.remove, { id: resume.id })).toEqual({
        deleteResume: { id: resume.id },
      });
      expect(await app.code(owner, ops.get, { id: resume.id })).toBe('ResumeNotFound');
      expect(await app.code(owner, ops.remove, { id: resume.id })).toBe('ResumeNotFound');
    });
  });

  describe('import and duplicate', () => {
    it('imports a document with a title and slug', async () => {
      const data = sampleResumeData();
      const { importResume } = await app.ok<{ importResume: ResumeJson }>(owner, ops.import, {
        input: { title: 'Imported', slug: 'Imported One', data },
      });
      expect(importResume).toMatchObject({
        title: 'Imported',
        slug: 'imported-one',
        visibility: 'private',
        locked: false,
      });
      expect(importResume.data.basics).toEqual(data.basics);
    });

    it('makes up a title and slug when none is given, from the name in the document', async () => {
      const data = defaultResumeData();
      data.basics.name = 'Grace Hopper';
      const { importResume } = await app.ok<{ importResume: ResumeJson }>(owner, ops.import, {
        input: { data },
      });
      expect(importResume).toMatchObject({ title: 'Grace Hopper', slug: 'grace-hopper' });
    });

    it('picks a further suffix when the slug is taken instead of failing', async () => {
      await create({ title: 'CV', slug: 'cv' });
      const again = await app.ok<{ importResume: ResumeJson }>(owner, ops.import, {
        input: { slug: 'cv', data: {} },
      });
      expect(again.importResume.slug).toBe('cv-2');
    });

    it('refuses an invalid document with the failing paths and stores nothing', async () => {
      const answer = await app.graphql(owner, ops.import, {
        input: { title: 'Bad', data: { metadata: { page: { margin: 99 } } } },
      });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [expect.objectContaining({ path: 'data.metadata.page.margin' })],
      });
      expect((await app.ok<{ resumes: ResumeJson[] }>(owner, ops.list)).resumes).toEqual([]);
    });

    it('duplicates with " (Copy)" and "-copy", then a further suffix when that slug exists', async () => {
      const original = await create({ title: 'Résumé', slug: 'resume', sample: true });
      const first = (
        await app.ok<{ duplicateResume: ResumeJson }>(owner, ops.duplicate, { id: original.id })
      ).duplicateResume;
      expect(first).toMatchObject({
        title: 'Résumé (Copy)',
        slug: 'resume-copy',
        visibility: 'private',
        data: original.data,
      });
      expect(first.id).not.toBe(original.id);
      const second = (
        await app.ok<{ duplicateResume: ResumeJson }>(owner, ops.duplicate, { id: original.id })
      ).duplicateResume;
      expect(second.slug).toBe('resume-copy-2');
    });
  });

  describe('lock', () => {
    it('refuses updates and deletion of a locked resume with ResumeLocked until it is unlocked', async () => {
      const resume = await create({ title: 'Locked', slug: 'locked' });
      const { lockResume } = await app.ok<{ lockResume: ResumeJson }>(owner, ops.lock, {
        id: resume.id,
        set: true,
      });
      expect(lockResume.locked).toBe(true);
      expect(await app.code(owner, ops.update, { id: resume.id, input: { title: 'No' } })).toBe(
        'ResumeLocked',
      );
      expect(await app.code(owner, ops.update, { id: resume.id, input: { data: {} } })).toBe(
        'ResumeLocked',
      );
      expect(await app.code(owner, ops.remove, { id: resume.id })).toBe('ResumeLocked');
      expect(
        (await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id })).resume.title,
      ).toBe('Locked');

      await app.ok(owner, ops.lock, { id: resume.id, set: false });
      await expect(
        app.ok(owner, ops.update, { id: resume.id, input: { title: 'Yes' } }),
      ).resolves.toBeDefined();
      await expect(app.ok(owner, ops.remove, { id: resume.id })).resolves.toBeDefined();
    });
  });

  describe("ownership: another user's resume answers exactly like a missing one", () => {
    let resume: ResumeJson;
    const stranger = newUserId();

    beforeEach(async () => {
      resume = await create({ title: 'Mine', slug: 'mine', visibility: 'public' });
    });

    const cases: [string, string, (id: string) => Record<string, unknown>][] = [
      ['get', ops.get, (id) => ({ id })],
      ['update', ops.update, (id) => ({ id, input: { title: 'Stolen' } })],
      ['delete', ops.remove, (id) => ({ id })],
      ['duplicate', ops.duplicate, (id) => ({ id })],
      ['lock', ops.lock, (id) => ({ id, set: true })],
      ['statistics', ops.statistics, (id) => ({ id })],
    ];

    it.each(cases)('%s', async (_name, operation, variables) => {
      const foreign = await app.graphql(stranger, operation, variables(resume.id));
      const missing = await app.graphql(stranger, operation, variables(randomUUID()));
      expect(foreign.errors?.[0]?.extensions?.code).toBe('ResumeNotFound');
      expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
      expect(foreign.data).toEqual(missing.data);
      expect(
        (await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id })).resume,
      ).toEqual(resume);
    });

    it('list', async () => {
      expect(
        (await app.ok<{ resumes: ResumeJson[] }>(stranger, ops.list)).resumes.map((r) => r.id),
      ).not.toContain(resume.id);
    });
  });
});
