import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors } from 'react-hook-form';
import { type MessageDescriptor } from 'react-intl';
import { type z } from 'zod';

import { errorMessages } from '../../../lib/errors/error-messages';
import { type FormIssueMessages, issueMessage, issuePath } from '../../../lib/forms/issue-messages';
import { messageOf } from '../../../lib/forms/use-schema-form';
import {
  backupCodeForm,
  backupCodeMessages,
  forgotPasswordForm,
  forgotPasswordMessages,
  loginForm,
  loginMessages,
  registerForm,
  registerMessages,
  resetPasswordForm,
  resetPasswordMessages,
  ruleMessages,
  twoFactorCodeForm,
  twoFactorCodeMessages,
} from './auth-forms';

type Form = { schema: z.ZodType; messages: FormIssueMessages; empty: Record<string, string> };

const forms: Record<string, Form> = {
  login: {
    schema: loginForm,
    messages: loginMessages,
    empty: { identifier: '', password: '' },
  },
  register: {
    schema: registerForm,
    messages: registerMessages,
    empty: { name: '', username: '', email: '', password: '' },
  },
  forgotPassword: {
    schema: forgotPasswordForm,
    messages: forgotPasswordMessages,
    empty: { email: '' },
  },
  resetPassword: {
    schema: resetPasswordForm,
    messages: resetPasswordMessages,
    empty: { password: '' },
  },
  twoFactorCode: {
    schema: twoFactorCodeForm,
    messages: twoFactorCodeMessages,
    empty: { code: '' },
  },
  backupCode: { schema: backupCodeForm, messages: backupCodeMessages, empty: { code: '' } },
};

/**
 * What a form shows for `values`: each field's first issue worded by the
 * form's table from the issue's code and path alone (zod's message is left
 * behind). A field whose code has no words shows `(no words for <code>)`.
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

/** The one field's words, or undefined when it passes. */
function wordsFor(formName: keyof typeof forms, field: string, value: string) {
  const form = forms[formName];
  return shown(form, { ...form.empty, [field]: value })[field];
}

describe('the auth forms word each problem by its issue code and field', () => {
  it.each(Object.keys(forms))('the %s form says every empty or blank field is required', (name) => {
    const form = forms[name];
    const required = Object.fromEntries(
      Object.keys(form.empty).map((field) => [field, ruleMessages.required]),
    );
    expect(shown(form, form.empty)).toEqual(required);
    const blank = Object.fromEntries(Object.keys(form.empty).map((field) => [field, '   ']));
    expect(shown(form, blank)).toEqual(required);
  });

  it('words a username too short, too long or with other characters', () => {
    expect(wordsFor('register', 'username', 'ad')).toBe(ruleMessages.usernameTooShort);
    expect(wordsFor('register', 'username', 'a'.repeat(256))).toBe(ruleMessages.usernameTooLong);
    expect(wordsFor('register', 'username', 'Ada Lovelace')).toBe(ruleMessages.usernameCharacters);
    expect(wordsFor('register', 'username', 'ada.lovelace_1-x')).toBeUndefined();
  });

  it('words a name too short (once trimmed) or too long', () => {
    expect(wordsFor('register', 'name', 'Al')).toBe(ruleMessages.nameTooShort);
    expect(wordsFor('register', 'name', '  Al  ')).toBe(ruleMessages.nameTooShort);
    expect(wordsFor('register', 'name', 'A'.repeat(256))).toBe(ruleMessages.nameTooLong);
    expect(wordsFor('register', 'name', 'Ada Lovelace')).toBeUndefined();
  });

  it('words a name with control or text-direction characters as such, not as required', () => {
    for (const name of [
      'Ada\u202eLovelace',
      'Ada\tLovelace',
      'Ada\nLovelace',
      'Ada\u0000',
      'Ada\u2066',
    ]) {
      expect(wordsFor('register', 'name', name)).toBe(ruleMessages.nameCharacters);
    }
  });

  it('words an invalid email, on both forms that ask for one', () => {
    expect(wordsFor('register', 'email', 'ada@')).toBe(ruleMessages.emailInvalid);
    expect(wordsFor('forgotPassword', 'email', 'ada@example')).toBe(ruleMessages.emailInvalid);
    expect(wordsFor('forgotPassword', 'email', ' ada@example.org ')).toBe(
      ruleMessages.emailInvalid,
    );
    expect(wordsFor('forgotPassword', 'email', 'ada@example.org')).toBeUndefined();
  });

  it('words a password shorter than 6 characters, on the three forms that ask for one', () => {
    for (const form of ['login', 'register', 'resetPassword'] as const) {
      expect(wordsFor(form, 'password', '12345')).toBe(ruleMessages.passwordTooShort);
      expect(wordsFor(form, 'password', '123456')).toBeUndefined();
    }
  });

  it('answers InvalidCredentials for an identifier that is neither an email nor a username', () => {
    expect(wordsFor('login', 'identifier', 'Not A Username')).toBe(
      errorMessages.InvalidCredentials,
    );
    expect(wordsFor('login', 'identifier', 'ada@example')).toBe(errorMessages.InvalidCredentials);
    expect(wordsFor('login', 'identifier', 'ada@example.org')).toBeUndefined();
    expect(wordsFor('login', 'identifier', ' ada ')).toBeUndefined();
  });

  it('words a 6-digit code of the wrong length and one that is not digits', () => {
    expect(wordsFor('twoFactorCode', 'code', '12345')).toBe(ruleMessages.codeLength);
    expect(wordsFor('twoFactorCode', 'code', '1234567')).toBe(ruleMessages.codeLength);
    expect(wordsFor('twoFactorCode', 'code', '12a45')).toBe(ruleMessages.codeLength);
    expect(wordsFor('twoFactorCode', 'code', '12a456')).toBe(ruleMessages.codeDigits);
    expect(wordsFor('twoFactorCode', 'code', '123456')).toBeUndefined();
  });

  it('words a backup code that is not 10 lowercase letters or digits', () => {
    expect(wordsFor('backupCode', 'code', 'ABCDE12345')).toBe(ruleMessages.backupCode);
    expect(wordsFor('backupCode', 'code', 'abcde1234')).toBe(ruleMessages.backupCode);
    expect(wordsFor('backupCode', 'code', 'abcde123456')).toBe(ruleMessages.backupCode);
    expect(wordsFor('backupCode', 'code', 'abcde12345')).toBeUndefined();
  });

  it('has words for every code the rules give, without a catch-all', () => {
    const samples = [
      '',
      ' ',
      'a',
      'ad',
      'Al',
      'ada',
      'Ada Lovelace',
      'ada@',
      'ada@example',
      'ada@example.org',
      '12345',
      '123456',
      '1234567',
      '12a456',
      'ABCDE12345',
      'abcde12345',
      'Ada\u202eLovelace',
      'x'.repeat(256),
    ];
    for (const form of Object.values(forms)) {
      for (const field of Object.keys(form.empty)) {
        expect(form.messages[field]).not.toHaveProperty('*');
        for (const sample of samples) {
          const words = shown(form, { ...form.empty, [field]: sample })[field];
          expect(words?.id ?? 'passes').not.toMatch(/^\(no words/);
        }
      }
    }
  });

  it('sends what the rules make of the values: trimmed where the rule trims', () => {
    expect(loginForm.parse({ identifier: ' ada ', password: ' secret ' })).toEqual({
      identifier: 'ada',
      password: ' secret ',
    });
    expect(
      registerForm.parse({
        name: ' Ada L ',
        username: 'ada',
        email: 'a@b.org',
        password: 'secret',
      }),
    ).toEqual({ name: 'Ada L', username: 'ada', email: 'a@b.org', password: 'secret' });
    expect(twoFactorCodeForm.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(backupCodeForm.parse({ code: 'abcde12345 ' })).toEqual({ code: 'abcde12345' });
  });
});

describe('the words do not depend on zod’s message text', () => {
  /** The form's errors as the zod resolver hands them to react-hook-form, each message garbled. */
  async function garbledErrors(form: Form, values: Record<string, string>): Promise<FieldErrors> {
    const resolve = zodResolver(form.schema as never) as never as (
      values: unknown,
      context: unknown,
      options: { fields: object; shouldUseNativeValidation: boolean },
    ) => Promise<{ errors: FieldErrors }>;
    const { errors } = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    for (const error of Object.values(errors)) {
      if (error) {
        error.message = 'Some other wording entirely.';
      }
    }
    return errors;
  }

  it.each([
    ['register', 'name', 'Al', ruleMessages.nameTooShort],
    ['register', 'name', 'Ada\u202eLovelace', ruleMessages.nameCharacters],
    ['register', 'name', 'Ada\tLovelace', ruleMessages.nameCharacters],
    ['register', 'name', '', ruleMessages.required],
    ['register', 'username', 'ad', ruleMessages.usernameTooShort],
    ['register', 'username', 'a'.repeat(256), ruleMessages.usernameTooLong],
    ['register', 'username', 'Ada Lovelace', ruleMessages.usernameCharacters],
    ['register', 'email', 'ada@', ruleMessages.emailInvalid],
    ['register', 'password', '12345', ruleMessages.passwordTooShort],
    ['login', 'identifier', 'Not A Username', errorMessages.InvalidCredentials],
    ['login', 'identifier', '', ruleMessages.required],
    ['twoFactorCode', 'code', '12345', ruleMessages.codeLength],
    ['twoFactorCode', 'code', '12a456', ruleMessages.codeDigits],
    ['backupCode', 'code', 'ABCDE12345', ruleMessages.backupCode],
    ['forgotPassword', 'email', '', ruleMessages.required],
  ] as const)(
    'the %s form words %s = %j by the resolver’s issue code',
    async (formName, field, value, words) => {
      const form = forms[formName];
      const errors = await garbledErrors(form, { ...form.empty, [field]: value });
      expect(messageOf(errors, field, form.messages)).toBe(words);
    },
  );
});
