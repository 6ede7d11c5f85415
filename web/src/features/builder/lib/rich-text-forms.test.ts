import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors } from 'react-hook-form';
import { type MessageDescriptor } from 'react-intl';
import { type z } from 'zod';

import { type FormIssueMessages, issueMessage, issuePath } from '../../../lib/forms/issue-messages';
import { messageOf } from '../../../lib/forms/use-schema-form';
import { richTextMessages } from '../components/rich-text/messages';
import {
  imageFormMessages,
  imageFormSchema,
  type ImageFormValues,
  linkFormMessages,
  linkFormSchema,
  type LinkFormValues,
} from './rich-text-forms';

type Form = { schema: z.ZodType; messages: FormIssueMessages; empty: Record<string, string> };

const forms = {
  link: { schema: linkFormSchema, messages: linkFormMessages, empty: { href: '' } },
  image: { schema: imageFormSchema, messages: imageFormMessages, empty: { src: '', alt: '' } },
} satisfies Record<string, Form>;

/**
 * What a form shows for `values`: each field's first issue worded by the
 * form's table from the issue's code and path alone. A field whose code has
 * no words shows `(no words for <code> at <field>)`.
 */
function shown(form: Form, values: Record<string, string>): Record<string, MessageDescriptor> {
  const result = form.schema.safeParse(values);
  const words: Record<string, MessageDescriptor> = {};
  for (const { code, path } of result.error?.issues ?? []) {
    const name = issuePath({ path });
    if (name in words) {
      continue;
    }
    const table = form.messages[name];
    words[name] = (table && issueMessage({ code }, table)) ?? {
      id: `(no words for ${code} at ${name})`,
    };
  }
  return words;
}

/** What the form hands on (the resolver's values) and what it shows, as react-hook-form gets them. */
async function submit<Values extends Record<string, string>>(form: Form, values: Values) {
  const resolve = zodResolver(form.schema as never) as never as (
    values: unknown,
    context: unknown,
    options: { fields: object; shouldUseNativeValidation: boolean },
  ) => Promise<{ values: object; errors: FieldErrors }>;
  return resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the rich text editor’s forms word each problem by its issue code and field', () => {
  it.each([
    // [typed, applied]: the address the editor keeps, as normaliseHref makes it; empty removes the link.
    ['', ''],
    ['   ', ''],
    ['ada.dev', 'https://ada.dev'],
    ['  ada.dev/cv ', 'https://ada.dev/cv'],
    ['https://ada.dev', 'https://ada.dev'],
    ['ada@example.org', 'mailto:ada@example.org'],
    ['tel:+441234', 'tel:+441234'],
    ['#top', '#top'],
  ])('the link prompt applies %j as %j', async (href, applied) => {
    expect(shown(forms.link, { href })).toEqual({});
    expect(await submit(forms.link, { href } satisfies LinkFormValues)).toEqual({
      values: { href: applied },
      errors: {},
    });
  });

  it.each(['javascript:alert(1)', 'ftp://ada.dev', 'data:text/html,x', 'my site'])(
    'the link prompt refuses %j with the words it always had',
    (href) => {
      expect(shown(forms.link, { href })).toEqual({ href: richTextMessages.linkInvalid });
    },
  );

  it.each([
    ['https://x.org/c.png', 'https://x.org/c.png'],
    [' x.org/c.png ', 'https://x.org/c.png'],
    ['//x.org/c.png', 'https://x.org/c.png'],
    ['data:image/png;base64,iVBOR', 'data:image/png;base64,iVBOR'],
  ])('the image dialog inserts %j as %j', async (src, inserted) => {
    expect(shown(forms.image, { src, alt: '' })).toEqual({});
    expect(await submit(forms.image, { src, alt: '' } satisfies ImageFormValues)).toEqual({
      values: { src: inserted, alt: '' },
      errors: {},
    });
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html;base64,xx', 'x.org/a chart.png'])(
    'the image dialog needs an image address: %j is refused with the words it always had',
    (src) => {
      expect(shown(forms.image, { src, alt: 'Sales' })).toEqual({
        src: richTextMessages.imageUrlInvalid,
      });
    },
  );

  it('keeps the image’s description optional, and trimmed', async () => {
    expect(await submit(forms.image, { src: 'https://x.org/c.png', alt: '  Sales  ' })).toEqual({
      values: { src: 'https://x.org/c.png', alt: 'Sales' },
      errors: {},
    });
    expect(shown(forms.image, { src: 'https://x.org/c.png', alt: '   ' })).toEqual({});
  });

  it('has words for every code the rules give, without a catch-all', () => {
    const samples = ['', ' ', 'ada.dev', 'ada@example.org', 'javascript:alert(1)', 'a b', 'x'];
    for (const form of Object.values(forms) as Form[]) {
      for (const field of Object.keys(form.empty)) {
        expect(form.messages[field] ?? {}).not.toHaveProperty('*');
        for (const sample of samples) {
          const words = shown(form, { ...form.empty, [field]: sample })[field];
          expect(words?.id ?? 'passes').not.toMatch(/^\(no words/);
        }
      }
    }
  });

  it.each([
    ['link', 'href', 'javascript:alert(1)', richTextMessages.linkInvalid],
    ['image', 'src', '', richTextMessages.imageUrlInvalid],
    ['image', 'src', 'ftp://x.org/c.png', richTextMessages.imageUrlInvalid],
  ] as const)(
    'the %s form words %s = %j by the resolver’s issue code, not zod’s message',
    async (formName, field, value, words) => {
      const form: Form = forms[formName];
      const { errors } = await submit(form, { ...form.empty, [field]: value });
      for (const error of Object.values(errors)) {
        if (error) {
          error.message = 'Some other wording entirely.';
        }
      }
      expect(errors[field]?.type).toBe('custom');
      expect(messageOf(errors, field, form.messages)).toBe(words);
    },
  );
});
