import { zodResolver } from '@hookform/resolvers/zod';
import { resumeSlugMaxLength, resumeTitleMaxLength } from '@vitae/schema';
import { type FieldErrors } from 'react-hook-form';

import { messageOf } from '../../../lib/forms/use-schema-form';
import {
  resumeFormMessages,
  resumeFormSchema,
  type ResumeFormValues,
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

  it('has words for every other problem of a field', async () => {
    const words = await wordsFor({
      title: 'a'.repeat(resumeTitleMaxLength + 1),
      slug: 'a'.repeat(resumeSlugMaxLength + 1),
    });
    expect(words.title).toEqual({ code: 'too_big', words: validationMessages.titleEmpty });
    expect(words.slug).toEqual({ code: 'too_big', words: validationMessages.slugNoLetter });
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
