import { createResumeSchema, emailSchema, usernameSchema } from '@vitae/schema';
import { type MessageDescriptor } from 'react-intl';

import { fieldIssues, issueMessage, issuePath } from './issue-messages';

const word = (id: string): MessageDescriptor => ({ id, defaultMessage: id });
const format = (message: MessageDescriptor) => String(message.id);

function issuesOf(result: { success: boolean; error?: { issues: unknown[] } }) {
  expect(result.success).toBe(false);
  return result.error!.issues as { code: string; path: PropertyKey[]; format?: string }[];
}

describe('issue messages (by code and path, never by zod’s wording)', () => {
  it('words a schema’s issue by its code', () => {
    const [tooShort] = issuesOf(usernameSchema.safeParse('ab'));
    const [tooLong] = issuesOf(usernameSchema.safeParse('a'.repeat(300)));
    const messages = { too_small: word('short'), too_big: word('long'), '*': word('other') };
    expect(issueMessage(tooShort, messages)).toEqual(word('short'));
    expect(issueMessage(tooLong, messages)).toEqual(word('long'));
  });

  it('tells formats apart, and falls back to the code, then to any problem', () => {
    const [email] = issuesOf(emailSchema.safeParse('ada@'));
    expect(email.code).toBe('invalid_format');
    expect(
      issueMessage(email, {
        'invalid_format:email': word('email'),
        invalid_format: word('format'),
      }),
    ).toEqual(word('email'));
    expect(issueMessage(email, { invalid_format: word('format') })).toEqual(word('format'));
    expect(issueMessage(email, { '*': word('any') })).toEqual(word('any'));
    expect(issueMessage(email, { too_small: word('short') })).toBeUndefined();
  });

  it('shows each field’s first problem from the form’s table', () => {
    const issues = issuesOf(createResumeSchema.safeParse({ title: ' ', slug: '' }));
    expect(issues.map(issuePath)).toEqual(['title', 'slug']);
    const shown = fieldIssues(
      issues,
      { title: { too_small: word('title.empty') }, slug: { too_small: word('slug.empty') } },
      format,
    );
    expect(shown).toEqual({ title: 'title.empty', slug: 'slug.empty' });
  });

  it('names nested fields by their dotted path, and leaves out what the table does not word', () => {
    const shown = fieldIssues(
      [
        { code: 'too_big', path: ['sections', 'skills', 'items', 0, 'level'] },
        { code: 'custom', path: ['basics', 'name'] },
      ],
      { 'sections.skills.items.0.level': { too_big: word('level') } },
      format,
    );
    expect(shown).toEqual({ 'sections.skills.items.0.level': 'level' });
  });
});
