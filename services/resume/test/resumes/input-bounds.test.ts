import { randomUUID } from 'node:crypto';

import { ops } from '../helpers/operations';
import { newUserId, type ResumeJson, useResumeUnderTest } from '../helpers/resume-under-test';

type Refusal = { extensions?: { code?: string; details?: { path: string; message: string }[] } };

/**
 * Titles and slugs have bounds (docs/resume.md, "Input
 * bounds"), and breaking one is BAD_USER_INPUT naming the field, on create
 * and on update alike.
 */
describe('resume input bounds', () => {
  const app = useResumeUnderTest();
  let owner: string;

  beforeEach(() => {
    owner = newUserId();
  });

  async function refusalOf(query: string, variables: Record<string, unknown>) {
    const answer = await app.graphql(owner, query, variables);
    const [error] = (answer.errors ?? []) as Refusal[];
    return {
      data: answer.data,
      code: error?.extensions?.code,
      paths: error?.extensions?.details?.map((d) => d.path),
    };
  }

  it.each([
    ['a control character', 'My\u0007 CV'],
    ['a newline', 'My\nCV'],
    ['a right-to-left override', 'cv\u202egnp.exe'],
    ['a directional isolate', 'cv\u2067x\u2069'],
    ['256 characters', 'x'.repeat(256)],
    ['half a million characters', 'x'.repeat(500_000)],
  ])('refuses a title with %s, naming title', async (_label, title) => {
    const created = await refusalOf(ops.create, { input: { title, slug: `s-${randomUUID()}` } });
    expect(created).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['title'] });
    const resume = await app.create(owner, { title: 'Fine', slug: 'fine' });
    const updated = await refusalOf(ops.update, { id: resume.id, input: { title } });
    expect(updated).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['title'] });
  });

  it('keeps titles in any script, with accents and emoji, up to 255 characters', async () => {
    for (const title of [
      'Curriculum – José Ñúñez',
      'Резюме 履歴書 سيرة ذاتية',
      '🚀 CV',
      'x'.repeat(255),
    ]) {
      const resume = await app.create(owner, { title, slug: `s-${randomUUID()}` });
      expect(resume.title).toBe(title);
    }
  });

  it('refuses a slug longer than 100 characters, naming slug', async () => {
    const created = await refusalOf(ops.create, { input: { title: 'T', slug: 'a'.repeat(101) } });
    expect(created).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['slug'] });
    const huge = await refusalOf(ops.create, { input: { title: 'T', slug: 'a-'.repeat(250_000) } });
    expect(huge).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['slug'] });
  });

  it.each([
    ['a control character', 'My\u0000 CV'],
    ['a right-to-left override', 'cv\u202egnp.exe'],
    ['half a million characters', 'x'.repeat(500_000)],
  ])('refuses an import whose title has %s, naming title', async (_label, title) => {
    const imported = await refusalOf(ops.import, { input: { title, data: {} } });
    expect(imported).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['title'] });
  });

  it('refuses an import whose slug is too long, naming slug', async () => {
    const imported = await refusalOf(ops.import, { input: { slug: 'a'.repeat(101), data: {} } });
    expect(imported).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['slug'] });
  });

  it("makes an import's title from the document's name to fit, and a duplicate of a full title too", async () => {
    const name = `Ada\u0007 \u202eLovelace ${'y'.repeat(400)}`;
    const imported = (
      await app.ok<{ importResume: ResumeJson }>(owner, ops.import, {
        input: { data: { basics: { name } } },
      })
    ).importResume;
    expect(imported.title).toBe(`Ada Lovelace ${'y'.repeat(255 - 13)}`);
    expect(imported.slug.length).toBeLessThanOrEqual(100);
    const full = await app.create(owner, { title: 'z'.repeat(255), slug: 'b'.repeat(100) });
    const copy = (
      await app.ok<{ duplicateResume: ResumeJson }>(owner, ops.duplicate, { id: full.id })
    ).duplicateResume;
    expect(copy.title).toBe('z'.repeat(255));
    expect(copy.slug).toBe(`${'b'.repeat(95)}-copy`);
  });

  it('turns control characters in a slug into its hyphenated form', async () => {
    const resume = await app.create(owner, { title: 'T', slug: 'cv\u0000one' });
    expect(resume.slug).toBe('cv-one');
  });
});
