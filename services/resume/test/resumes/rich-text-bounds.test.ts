import { ops } from '../helpers/operations';
import { newUserId, useResumeUnderTest } from '../helpers/resume-under-test';

type Refusal = { extensions?: { code?: string; details?: { path: string; message: string }[] } };

/**
 * Rich text has bounds (docs/resume.md, "Rich-text bounds"): the summary of
 * the outside attack, 20,000 nested <b> (142 kB), held every print of it
 * until its timeout. A save of it is refused naming the field, and nothing
 * is stored.
 */
describe('rich-text bounds on save', () => {
  const app = useResumeUnderTest();

  it('refuses a summary nested 20,000 deep with BAD_USER_INPUT naming the field, storing nothing', async () => {
    const owner = newUserId();
    const resume = await app.create(owner, { title: 'Mine', slug: 'mine' });
    const hostile = `${'<b>'.repeat(20_000)}deep${'</b>'.repeat(20_000)}`;

    for (const content of [hostile, `${'<b>'.repeat(2_000)}deep${'</b>'.repeat(2_000)}`]) {
      const answer = await app.graphql(owner, ops.update, {
        id: resume.id,
        input: { data: { sections: { summary: { content } } } },
      });
      const [error] = (answer.errors ?? []) as Refusal[];
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.details?.map((detail) => detail.path)).toEqual([
        'data.sections.summary.content',
      ]);
    }

    const stored = await app.graphql(
      owner,
      'query($id: ID!) { resume(id: $id) { version data } }',
      {
        id: resume.id,
      },
    );
    expect(stored.data).toMatchObject({ resume: { version: resume.version } });
    const data = (
      stored.data as { resume: { data: { sections: { summary: { content: string } } } } }
    ).resume.data;
    expect(data.sections.summary.content).not.toContain('<b>');
  });
});
