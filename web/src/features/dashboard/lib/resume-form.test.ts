import { zodResolver } from '@hookform/resolvers/zod';
import { createResumeSchema, resumeSlugMaxLength, resumeTitleMaxLength } from '@vitae/schema';
import { type FieldErrors } from 'react-hook-form';
import { createIntl } from 'react-intl';

import { messageOf } from '../../../lib/forms/use-schema-form';
import {
  lengthMessages,
  resumeFormMessages,
  resumeFormSchema,
  type ResumeFormValues,
  resumeMessageValues,
  validationMessages,
} from './resume-form';

/** What the dialog's form gets for `values`: react-hook-form's errors through the zod resolver. */
async function check(values: ResumeFormValues) {
  const resolver = zodResolver(resumeFormSchema);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

/** The words each field shows for `values`, and the issue code they were chosen by. */
async function wordsFor(values: ResumeFormValues) {
  const { errors } = (await check(values)) as { errors: FieldErrors };
  return Object.fromEntries(
    (['title', 'slug'] as const).map((field) => [
      field,
      errors[field] && {
        code: errors[field].type,
        words: messageOf(errors, field, resumeFormMessages),
      },
    ]),
  );
}

describe('the resume dialog’s words (by issue code, never by zod’s wording)', () => {
  it('says an empty or blank title must not be empty (too_small)', async () => {
    for (const title of ['', '   ']) {
      expect((await wordsFor({ title, slug: 'cv' })).title).toEqual({
        code: 'too_small',
        words: validationMessages.titleEmpty,
      });
    }
  });

  it('tells an empty slug (custom) from one with no letter or digit (too_small)', async () => {
    expect((await wordsFor({ title: 'CV', slug: '' })).slug).toEqual({
      code: 'custom',
      words: validationMessages.slugEmpty,
    });
    for (const slug of ['---', ' ', '!?']) {
      expect((await wordsFor({ title: 'CV', slug })).slug).toEqual({
        code: 'too_small',
        words: validationMessages.slugNoLetter,
      });
    }
  });

  it('says a title or slug longer than the rule allows is too long, not empty or letterless (too_big)', async () => {
    const title = 'a'.repeat(resumeTitleMaxLength + 1);
    for (const slug of [
      'a'.repeat(resumeSlugMaxLength + 1),
      // Over the limit only once hyphenated…
      'a '.repeat(resumeSlugMaxLength / 2 + 1),
      // …or already as typed (the rule's first check, before hyphenating).
      '!'.repeat(resumeSlugMaxLength * 2 + 1),
    ]) {
      const words = await wordsFor({ title, slug });
      expect(words.title).toEqual({ code: 'too_big', words: lengthMessages.titleTooLong });
      expect(words.slug).toEqual({ code: 'too_big', words: lengthMessages.slugTooLong });
    }
    // At the limit, once trimmed or hyphenated, both pass.
    expect(
      await wordsFor({
        title: ` ${'a'.repeat(resumeTitleMaxLength)} `,
        slug: 'A'.repeat(resumeSlugMaxLength),
      }),
    ).toEqual({ title: undefined, slug: undefined });
  });

  it('words the limit by the rule’s own number, as the server says it', () => {
    const english = createIntl({ locale: 'en-US', onError: () => {} });
    const server = (values: ResumeFormValues) =>
      createResumeSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(english.formatMessage(lengthMessages.titleTooLong, resumeMessageValues.title)).toBe(
      `Title must be at most ${resumeTitleMaxLength} characters long.`,
    );
    expect(english.formatMessage(lengthMessages.slugTooLong, resumeMessageValues.slug)).toBe(
      `Slug must be at most ${resumeSlugMaxLength} characters long.`,
    );
    expect(
      server({
        title: 'a'.repeat(resumeTitleMaxLength + 1),
        slug: 'a'.repeat(resumeSlugMaxLength + 1),
      }),
    ).toEqual([
      english.formatMessage(lengthMessages.titleTooLong, resumeMessageValues.title),
      english.formatMessage(lengthMessages.slugTooLong, resumeMessageValues.slug),
    ]);
  });

  it('has words of its own for every code the rules give, without a catch-all', async () => {
    const samples = [
      '',
      ' ',
      '---',
      '!?',
      'CV',
      'My CV',
      'CV\u202e',
      'My\tCV',
      'a'.repeat(resumeSlugMaxLength + 1),
      'a'.repeat(resumeTitleMaxLength + 1),
      '!'.repeat(resumeSlugMaxLength * 2 + 1),
    ];
    const codes = new Set<string>();
    for (const field of ['title', 'slug'] as const) {
      expect(resumeFormMessages[field]).not.toHaveProperty('*');
      for (const sample of samples) {
        const shown = (await wordsFor({ title: 'CV', slug: 'cv', [field]: sample }))[field];
        if (shown) {
          codes.add(`${field} ${shown.code}`);
          expect(shown.words).toBeDefined();
        }
      }
    }
    expect([...codes].sort()).toEqual([
      'slug custom',
      'slug too_big',
      'slug too_small',
      'title invalid_format',
      'title too_big',
      'title too_small',
    ]);
  });

  it('says a title with control or text-direction characters must not contain them (invalid_format)', async () => {
    for (const title of ['CV\u202e', 'My\tCV', 'My\nCV', 'CV\u0000', '\u2066CV']) {
      expect((await wordsFor({ title, slug: 'cv' })).title).toEqual({
        code: 'invalid_format',
        words: validationMessages.titleCharacters,
      });
    }
  });

  it('gives what the server stores: the title trimmed, the slug hyphenated lowercase', async () => {
    expect(await check({ title: '  Senior Café Designer ', slug: 'My Own Slug!' })).toEqual({
      values: { title: 'Senior Café Designer', slug: 'my-own-slug' },
      errors: {},
    });
  });
});
