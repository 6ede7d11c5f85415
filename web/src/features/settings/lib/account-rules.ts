import {
  deleteAccountConfirmationSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  twoFactorCodeSchema,
  usernameSchema,
} from '@vitae/schema';

/** The account form's fields (docs/product.md#settings, Account). */
export type AccountValues = { name: string; username: string; email: string; picture: string };

export type AccountField = keyof AccountValues;

/** What is wrong with one field, by the rule it breaks (docs/product.md#account-fields); the page words it. */
export type AccountIssue =
  | 'nameTooShort'
  | 'nameTooLong'
  | 'usernameTooShort'
  | 'usernameTooLong'
  | 'usernameCharacters'
  | 'emailInvalid'
  | 'pictureInvalid';

/** The form's values for a user as the API returns them. */
export function accountValuesOf(user: {
  name: string;
  username: string;
  email: string;
  picture: string | null;
}): AccountValues {
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    picture: user.picture ?? '',
  };
}

/** Whether a picture value is a link to a picture (http or https), rather than empty or text. */
export function pictureIsUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The rules of the account form (docs/product.md#account-fields): one issue per field that breaks one. */
export function accountIssues(values: AccountValues): Partial<Record<AccountField, AccountIssue>> {
  const issues: Partial<Record<AccountField, AccountIssue>> = {};
  const name = values.name.trim();
  if (!nameSchema.safeParse(name).success) {
    issues.name = name.length < 3 ? 'nameTooShort' : 'nameTooLong';
  }
  if (!usernameSchema.safeParse(values.username).success) {
    issues.username =
      values.username.length < 3
        ? 'usernameTooShort'
        : values.username.length > 255
          ? 'usernameTooLong'
          : 'usernameCharacters';
  }
  if (!emailSchema.safeParse(values.email.trim()).success) {
    issues.email = 'emailInvalid';
  }
  if (values.picture.trim() !== '' && !pictureIsUrl(values.picture)) {
    issues.picture = 'pictureInvalid';
  }
  return issues;
}

/**
 * The fields that differ from the saved user, as PATCH /api/user/me takes them
 * (an emptied picture is sent as null, which clears it). Empty when nothing changed:
 * the form then saves nothing (docs/product.md#settings).
 */
export function changedFields(
  saved: AccountValues,
  values: AccountValues,
): Partial<Record<AccountField, string | null>> {
  const changes: Partial<Record<AccountField, string | null>> = {};
  if (values.name.trim() !== saved.name) {
    changes.name = values.name.trim();
  }
  if (values.username !== saved.username) {
    changes.username = values.username;
  }
  if (values.email.trim() !== saved.email) {
    changes.email = values.email.trim();
  }
  if (values.picture.trim() !== saved.picture) {
    changes.picture = values.picture.trim() === '' ? null : values.picture.trim();
  }
  return changes;
}

export type PasswordIssues = { password?: 'passwordTooShort'; confirmation?: 'passwordsDiffer' };

/**
 * The password change (docs/product.md#account-fields): the new password at least 6 characters, and the
 * confirmation equal to it (else "The passwords you entered do not match.").
 */
export function passwordChangeIssues(password: string, confirmation: string): PasswordIssues {
  const issues: PasswordIssues = {};
  if (!passwordSchema.safeParse(password).success) {
    issues.password = 'passwordTooShort';
  }
  if (!passwordSchema.safeParse(confirmation).success || confirmation !== password) {
    issues.confirmation = 'passwordsDiffer';
  }
  return issues;
}

export type TwoFactorCodeIssue = 'length' | 'digits';

/** docs/product.md#account-fields: exactly 6 digits ("Code must be exactly 6 digits long.", "code must be a 6 digit number"). */
export function twoFactorCodeIssue(code: string): TwoFactorCodeIssue | null {
  const result = twoFactorCodeSchema.safeParse(code);
  if (result.success) {
    return null;
  }
  return code.trim().length === 6 ? 'digits' : 'length';
}

/**
 * The word a person types to delete their account: "delete" in every language,
 * as the server checks it, so the messages take it as an argument.
 */
export const deletionWord: string = deleteAccountConfirmationSchema.value;

/** docs/product.md#account-fields: the account is deleted only after the person types exactly the word delete. */
export function deletionConfirmed(text: string): boolean {
  return deleteAccountConfirmationSchema.safeParse(text).success;
}

/** docs/product.md#defaults-and-limits: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return '';
  }
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
