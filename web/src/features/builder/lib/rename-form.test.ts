import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors } from 'react-hook-form';

import { messageOf } from '../../../lib/forms/use-schema-form';
import {
  renameFormMessages,
  renameFormSchema,
  type RenameFormValues,
  renameMessages,
} from './rename-form';

async function check(values: RenameFormValues) {
  return zodResolver(renameFormSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('the rename dialog’s words (by issue code, never by zod’s wording)', () => {
  it('says an empty or blank name must not be empty (too_small)', async () => {
    for (const name of ['', '   ']) {
      const { errors } = (await check({ name })) as { errors: FieldErrors };
      expect(errors.name?.type).toBe('too_small');
      expect(messageOf(errors, 'name', renameFormMessages)).toEqual(renameMessages.renameEmpty);
    }
  });

  it('gives the name trimmed', async () => {
    expect(await check({ name: '  Talks ' })).toEqual({ values: { name: 'Talks' }, errors: {} });
  });
});
