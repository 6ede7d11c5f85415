import { type z } from 'zod';

import { ruleMessages } from '../../../lib/forms/account-rule-messages';
import { type FormIssueMessages, issueMessage, issuePath } from '../../../lib/forms/issue-messages';
import {
  accountForm,
  accountFormMessages,
  accountRuleMessages as words,
  deleteAccountForm,
  deleteAccountMessages,
  deletionMessages,
  deletionWord,
  passwordChangeForm,
  passwordChangeMessages,
  twoFactorCodeForm,
  twoFactorCodeMessages,
  twoFactorDisableForm,
  twoFactorDisableMessages,
} from './account-forms';

/**
 * What a form shows for `values`: each field's first problem (as react-hook-form's
 * zod resolver keeps it, by its issue code) as the id of its words. Every
 * problem must have words, so a rule's new code fails here until it is worded.
 */
function shown(
  schema: z.ZodType,
  values: unknown,
  table: FormIssueMessages,
): Record<string, string> {
  const result = schema.safeParse(values);
  const ids: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issuePath(issue);
    const message = issueMessage({ code: issue.code }, table[path] ?? table['*'] ?? {});
    if (!message) {
      throw new Error(`no words for ${issue.code} at ${path}`);
    }
    ids[path] ??= String(message.id);
  }
  return ids;
}

const saved = { name: 'Ada Lovelace', username: 'ada', email: 'ada@example.org', picture: '' };

describe('the account form', () => {
  const form = accountForm({ savedEmail: saved.email, needsPassword: true });
  const check = (values: Partial<typeof saved & { currentPassword: string }>) =>
    shown(form, { ...saved, currentPassword: '', ...values }, accountFormMessages);

  it('accepts the saved values, trimmed or not', () => {
    expect(check({})).toEqual({});
    expect(check({ name: ' Ada Lovelace ', email: ' ada@example.org ' })).toEqual({});
    expect(check({ picture: 'https://example.org/ada.png' })).toEqual({});
    expect(check({ picture: 'http://127.0.0.1:3000/api/storage/files/a.png' })).toEqual({});
  });

  it('words the rule each field breaks', () => {
    expect(check({ name: 'Al', username: 'Ada!', email: 'ada@', picture: 'my photo' })).toEqual({
      name: ruleMessages.nameTooShort.id,
      username: ruleMessages.usernameCharacters.id,
      email: ruleMessages.emailInvalid.id,
      picture: words.pictureInvalid.id,
    });
    expect(check({ name: '   ' })).toEqual({ name: ruleMessages.nameTooShort.id });
    expect(check({ name: 'A'.repeat(256) })).toEqual({ name: ruleMessages.nameTooLong.id });
    for (const name of ['Ada\u202eLovelace', 'Ada\tLovelace', 'Ada\nLovelace', 'Ada\u2066']) {
      expect(check({ name })).toEqual({ name: ruleMessages.nameCharacters.id });
    }
    expect(check({ username: '' })).toEqual({ username: ruleMessages.usernameTooShort.id });
    expect(check({ username: 'ad' })).toEqual({ username: ruleMessages.usernameTooShort.id });
    expect(check({ username: 'a'.repeat(256) })).toEqual({
      username: ruleMessages.usernameTooLong.id,
    });
    expect(check({ email: '' })).toEqual({ email: ruleMessages.emailInvalid.id });
    expect(check({ picture: 'ada.png' })).toEqual({ picture: words.pictureInvalid.id });
    expect(check({ picture: 'javascript:alert(1)' })).toEqual({ picture: words.pictureInvalid.id });
  });

  it('asks for the current password for a new address, once the fields are right', () => {
    expect(check({ email: 'ada@example.com' })).toEqual({
      currentPassword: words.currentPasswordMissing.id,
    });
    expect(check({ email: 'ada@example.com', currentPassword: 'my password' })).toEqual({});
    expect(check({ email: 'ada@example.com', username: 'A' })).toEqual({
      username: ruleMessages.usernameTooShort.id,
    });
    expect(check({ name: 'Augusta Ada King' })).toEqual({});
    const provider = accountForm({ savedEmail: saved.email, needsPassword: false });
    expect(
      shown(
        provider,
        { ...saved, email: 'ada@example.com', currentPassword: '' },
        accountFormMessages,
      ),
    ).toEqual({});
  });
});

describe('the password change', () => {
  const check = (values: { password: string; confirmation: string; currentPassword?: string }) =>
    shown(
      passwordChangeForm(true),
      { currentPassword: 'my password', ...values },
      passwordChangeMessages,
    );

  it('accepts two equal passwords of at least 6 characters', () => {
    expect(check({ password: 'secret1', confirmation: 'secret1' })).toEqual({});
  });

  it('puts the mismatch message on the confirmation', () => {
    expect(check({ password: 'secret1', confirmation: 'secret2' })).toEqual({
      confirmation: words.passwordsDiffer.id,
    });
    expect(check({ password: 'secret1', confirmation: '' })).toEqual({
      confirmation: words.passwordsDiffer.id,
    });
    expect(check({ password: 'secret1', confirmation: 'sec' })).toEqual({
      confirmation: words.passwordsDiffer.id,
    });
    expect(check({ password: 'abc', confirmation: 'abd' })).toEqual({
      password: ruleMessages.passwordTooShort.id,
      confirmation: words.passwordsDiffer.id,
    });
  });

  it('never says that a confirmation equal to the password does not match', () => {
    // Too short, both: the password's "at least 6 characters" says it, once.
    expect(check({ password: 'short', confirmation: 'short' })).toEqual({
      password: ruleMessages.passwordTooShort.id,
    });
    expect(check({ password: '', confirmation: '' })).toEqual({
      password: ruleMessages.passwordTooShort.id,
    });
    expect(passwordChangeMessages.confirmation).toEqual({ custom: words.passwordsDiffer });
  });

  it('asks for the current password of an account that has one', () => {
    expect(check({ password: 'secret1', confirmation: 'secret1', currentPassword: '' })).toEqual({
      currentPassword: words.currentPasswordMissing.id,
    });
    // A password may be all spaces: only an empty one is missing.
    expect(
      check({ password: 'secret1', confirmation: 'secret1', currentPassword: '      ' }),
    ).toEqual({});
    expect(
      shown(
        passwordChangeForm(false),
        { password: 'secret1', confirmation: 'secret1', currentPassword: '' },
        passwordChangeMessages,
      ),
    ).toEqual({});
  });
});

describe('the two-factor code', () => {
  const check = (code: string) => shown(twoFactorCodeForm, { code }, twoFactorCodeMessages);

  it('needs exactly 6 digits', () => {
    expect(check('123456')).toEqual({});
    expect(check(' 123456 ')).toEqual({});
    expect(twoFactorCodeForm.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(check('')).toEqual({ code: ruleMessages.codeLength.id });
    expect(check('12345')).toEqual({ code: ruleMessages.codeLength.id });
    expect(check('1234567')).toEqual({ code: ruleMessages.codeLength.id });
    expect(check('12a456')).toEqual({ code: ruleMessages.codeDigits.id });
  });
});

describe('turning two-factor off', () => {
  it('needs the current password (when the account has one) and a code', () => {
    const check = (values: { currentPassword: string; code: string }, needsPassword = true) =>
      shown(twoFactorDisableForm(needsPassword), values, twoFactorDisableMessages);
    expect(check({ currentPassword: 'my password', code: 'a1b2c3d4e5' })).toEqual({});
    expect(check({ currentPassword: '', code: ' ' })).toEqual({
      currentPassword: words.currentPasswordMissing.id,
      code: ruleMessages.codeLength.id,
    });
    expect(check({ currentPassword: '', code: '123456' }, false)).toEqual({});
  });
});

describe('the account deletion', () => {
  it('needs exactly the word delete', () => {
    const check = (confirmation: string) =>
      shown(deleteAccountForm, { confirmation }, deleteAccountMessages);
    expect(deletionWord).toBe('delete');
    expect(check('delete')).toEqual({});
    for (const typed of ['Delete', 'delete ', 'delet', '']) {
      expect(check(typed)).toEqual({ confirmation: deletionMessages.confirmationIssue.id });
    }
  });
});
