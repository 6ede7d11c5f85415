/** The account form's fields (docs/product.md#settings, Account). */
export type AccountValues = { name: string; username: string; email: string; picture: string };

export type AccountField = keyof AccountValues;

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

/** docs/product.md#defaults-and-limits: the initials of a name (one rule for every avatar). */
export { initials as initialsOf } from '../../../lib/initials';
