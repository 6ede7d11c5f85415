import { zodResolver } from '@hookform/resolvers/zod';
import { richTextLimits } from '@vitae/schema';
import { type FieldErrors } from 'react-hook-form';

import { messageOf } from '../../../lib/forms/use-schema-form';
import {
  type AnyItem,
  blankItem,
  isRequired,
  itemSchemas,
  sectionFields,
  type SectionKind,
} from '../components/left/sections/section-model';
import {
  itemErrorMessages,
  itemErrorPath,
  itemIssueMessages,
  itemRequiredMessage,
} from './item-form';

const kinds = Object.keys(itemSchemas) as SectionKind[];

function requiredFields(kind: SectionKind) {
  return sectionFields[kind].filter((field) => isRequired(kind, field));
}

/** Each shown field's words for `item`, as the dialog's form finds them (the zod resolver), with their code. */
async function wordsFor(kind: SectionKind, item: AnyItem) {
  const resolver = zodResolver(itemSchemas[kind] as never);
  const { errors } = (await resolver(item as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })) as { errors: FieldErrors };
  const table = itemIssueMessages(requiredFields(kind));
  const words: Record<string, { code: unknown; words: unknown }> = {};
  for (const field of sectionFields[kind]) {
    const path = itemErrorPath(field);
    const error = path.split('.').reduce<unknown>((at, key) => (at as never)?.[key], errors) as
      { type?: unknown } | undefined;
    if (error) {
      words[path] = { code: error.type, words: messageOf(errors, path, table) };
    }
  }
  return words;
}

/** A blank item with its required fields filled. */
function filled(kind: SectionKind): AnyItem {
  const item = blankItem(kind, 'item1');
  for (const field of requiredFields(kind)) {
    item[field] = 'Filled';
  }
  return item;
}

describe('the item dialog’s words (by issue code and path, never by zod’s wording)', () => {
  it.each(kinds)('%s: an empty or blank required field is required (too_small)', async (kind) => {
    const item = blankItem(kind, 'item1');
    for (const field of requiredFields(kind)) {
      item[field] = '  ';
    }
    const expected = Object.fromEntries(
      requiredFields(kind).map((field) => [
        field,
        { code: 'too_small', words: itemRequiredMessage },
      ]),
    );
    expect(await wordsFor(kind, item)).toEqual(expected);
    expect(await wordsFor(kind, filled(kind))).toEqual({});
  });

  it('names the required fields of each section', () => {
    expect(requiredFields('experience')).toEqual(['company']);
    expect(requiredFields('profiles')).toEqual(['network', 'username']);
    expect(requiredFields('skills')).toEqual([]);
    expect(requiredFields('custom')).toEqual([]);
  });

  it('says a required field with no text at all is required (invalid_type)', async () => {
    const item = { ...filled('experience'), company: undefined };
    expect(await wordsFor('experience', item)).toEqual({
      company: { code: 'invalid_type', words: itemRequiredMessage },
    });
  });

  it.each(kinds.filter((kind) => sectionFields[kind].includes('url')))(
    '%s: a link that is not an https address must start with https://',
    async (kind) => {
      for (const href of ['github.com/ghopper', 'ftp://example.com', 'javascript:alert(1)']) {
        const item = { ...filled(kind), url: { label: '', href } };
        const words = await wordsFor(kind, item);
        expect(words).toEqual({
          'url.href': { code: 'invalid_format', words: itemErrorMessages.urlInvalid },
        });
      }
      const valid = { ...filled(kind), url: { label: 'Site', href: 'https://example.com' } };
      expect(await wordsFor(kind, valid)).toEqual({});
    },
  );

  it('says any other problem is not valid', async () => {
    const summary = `<p>${'a'.repeat(richTextLimits.maxLength)}</p>`;
    expect(await wordsFor('experience', { ...filled('experience'), summary })).toEqual({
      summary: { code: 'too_big', words: itemErrorMessages.invalid },
    });
    expect(await wordsFor('skills', { ...filled('skills'), level: 7 })).toEqual({
      level: { code: 'too_big', words: itemErrorMessages.invalid },
    });
  });
});
