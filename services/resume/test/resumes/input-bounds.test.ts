import { randomUUID } from 'node:crypto';

import { ops } from '../helpers/operations';
import {
  type ResumeJson,
  type ResumeUnderTest,
  startResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(30_000);

type Refusal = { extensions?: { code?: string; details?: { path: string; message: string }[] } };

/**
 * Issue 16 item 6: titles and slugs have bounds (docs/resume.md, "Input
 * bounds"), and breaking one is BAD_USER_INPUT naming the field, on create
 * and on update alike.
 */
describe('resume input bounds', () => {
  let app: ResumeUnderTest;
  let owner: string;

  beforeAll(async () => {
    app = await startResumeUnderTest();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    owner = `user-${randomUUID()}`;
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
    const resume = (
      await app.ok<{ createResume: ResumeJson }>(owner, ops.create, {
        input: { title: 'Fine', slug: 'fine' },
      })
    ).createResume;
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
      const resume = (
        await app.ok<{ createResume: ResumeJson }>(owner, ops.create, {
          input: { title, slug: `s-${randomUUID()}` },
        })
      ).createResume;
      expect(resume.title).toBe(title);
    }
  });

  it('refuses a slug longer than 100 characters, naming slug', async () => {
    const created = await refusalOf(ops.create, { input: { title: 'T', slug: 'a'.repeat(101) } });
    expect(created).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['slug'] });
    const huge = await refusalOf(ops.create, { input: { title: 'T', slug: 'a-'.repeat(250_000) } });
    expect(huge).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['slug'] });
  });

  it('turns control characters in a slug into its hyphenated form', async () => {
    const resume = (
      await app.ok<{ createResume: ResumeJson }>(owner, ops.create, {
        input: { title: 'T', slug: 'cv\u0000one' },
      })
    ).createResume;
    expect(resume.slug).toBe('cv-one');
  });
});
