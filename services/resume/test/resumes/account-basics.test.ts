import { defaultResumeData, sampleResumeData } from '@vitae/schema';

import { ops } from '../helpers/operations';
import { newUserId, useResumeUnderTest } from '../helpers/resume-under-test';

/** docs/product.md#resume-list: a blank resume starts with the account's name, email and picture. */
describe('a new resume and the account', () => {
  const app = useResumeUnderTest();
  let owner: string;

  beforeEach(() => {
    owner = newUserId();
  });

  const account = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    picture: 'https://images.example.com/ada.png',
  };

  it("starts a blank resume with the account's name, email and picture in its basics", async () => {
    const resume = await app.create(owner, { title: 'Mine', slug: 'mine', basics: account });
    const blank = defaultResumeData();
    expect(resume.data.basics).toEqual({
      ...blank.basics,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      picture: { ...blank.basics.picture, url: 'https://images.example.com/ada.png' },
    });
    // Everything else is the blank resume's.
    expect({ ...resume.data, basics: blank.basics }).toEqual(blank);
    expect(resume.version).toBe(1);
  });

  it('leaves a field blank that the account does not have (no picture)', async () => {
    const resume = await app.create(owner, {
      title: 'No picture',
      slug: 'no-picture',
      basics: { name: 'Ada Lovelace', email: 'ada@example.com', picture: null },
    });
    expect(resume.data.basics).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(resume.data.basics.picture.url).toBe('');
  });

  it('keeps the sample its own person: a sample ignores the account', async () => {
    const resume = await app.create(owner, {
      title: 'Sample',
      slug: 'sample',
      sample: true,
      basics: account,
    });
    const { name, email, picture } = sampleResumeData().basics;
    expect(resume.data.basics).toMatchObject({ name, email, picture });
  });

  it('is blank without the account, as before', async () => {
    const resume = await app.create(owner, { title: 'Plain', slug: 'plain' });
    expect(resume.data).toEqual(defaultResumeData());
  });

  it('refuses an email that is none, naming the field, and stores nothing', async () => {
    const answer = await app.graphql(owner, ops.create, {
      input: { title: 'Bad', slug: 'bad', basics: { ...account, email: 'not an email' } },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.details).toEqual([
      expect.objectContaining({ path: 'basics.email' }),
    ]);
    const { resumes } = await app.ok<{ resumes: unknown[] }>(owner, ops.list);
    expect(resumes).toEqual([]);
  });
});
