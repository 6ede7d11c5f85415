import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { emailSchema, usernameSchema } from '@vitae/schema';
import { IntlProvider } from 'react-intl';
import { z } from 'zod';

import { system } from '../../ui/system';
import { TextField } from '../../ui/text-field';
import { type FormIssueMessages } from './issue-messages';
import { required, useSchemaForm } from './use-schema-form';

const schema = z.object({ username: required(usernameSchema), email: required(emailSchema) });

const words = {
  required: { id: 'test.required', defaultMessage: 'Fill this in.' },
  short: { id: 'test.short', defaultMessage: 'Three letters at least.' },
  long: {
    id: 'test.long',
    defaultMessage: 'At most {max, plural, one {# letter} other {# letters}}.',
  },
  characters: { id: 'test.characters', defaultMessage: 'Only lowercase letters and digits.' },
  email: { id: 'test.email', defaultMessage: 'Not an address.' },
};

const messages: FormIssueMessages = {
  username: {
    custom: words.required,
    too_small: words.short,
    too_big: words.long,
    invalid_format: words.characters,
  },
  email: { custom: words.required, '*': words.email },
};

function SignUp({ onValid }: { onValid(values: z.output<typeof schema>): void }) {
  const form = useSchemaForm(schema, { defaultValues: { username: '', email: '' }, messages });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextField
        label="Username"
        registration={form.register('username')}
        error={form.errorText('username', { max: 255 })}
      />
      <TextField
        label="Email"
        registration={form.register('email')}
        error={form.errorText('email')}
      />
      <button type="submit">Create</button>
    </form>
  );
}

function renderForm() {
  const onValid = jest.fn();
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
      <ChakraProvider value={system}>
        <SignUp onValid={onValid} />
      </ChakraProvider>
    </IntlProvider>,
  );
  return onValid;
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  });
}

describe('the form model (react-hook-form, the zod resolver, words by code)', () => {
  it('says nothing before the first submit, then words each broken field by its issue code', async () => {
    const onValid = renderForm();
    await type('Username', 'ab');
    expect(screen.queryByText(words.short.defaultMessage)).toBeNull();

    await submit();
    expect(screen.getByText(words.short.defaultMessage)).toBeTruthy();
    expect(screen.getByText(words.required.defaultMessage)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks a broken field again while it is corrected', async () => {
    renderForm();
    await submit();
    await type('Username', 'Ada Lovelace');
    expect(screen.getByText(words.characters.defaultMessage)).toBeTruthy();
    await type('Username', 'ada');
    expect(screen.queryByText(words.characters.defaultMessage)).toBeNull();
  });

  it('formats words that take values with the ones the field gives', async () => {
    renderForm();
    await type('Username', 'a'.repeat(256));
    await submit();
    expect(screen.getByText('At most 255 letters.')).toBeTruthy();
  });

  it('hands the checked values on when every field passes', async () => {
    const onValid = renderForm();
    await type('Username', 'ada');
    await type('Email', 'ada@example.com');
    await submit();
    expect(onValid).toHaveBeenCalledWith(
      { username: 'ada', email: 'ada@example.com' },
      expect.anything(),
    );
    expect(screen.queryByText(words.required.defaultMessage)).toBeNull();
  });
});

describe('required()', () => {
  it('tells an empty value (custom) from a short one (the rule’s too_small)', () => {
    const rule = required(usernameSchema);
    expect(rule.safeParse('  ').error?.issues.map((issue) => issue.code)).toEqual(['custom']);
    expect(rule.safeParse('ab').error?.issues.map((issue) => issue.code)).toEqual(['too_small']);
    expect(rule.safeParse('ada').success).toBe(true);
  });
});
