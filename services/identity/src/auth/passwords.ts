import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), as docs/quality.md#case-13 asks. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against its hash. Without a hash (no such user, or an
 * OAuth account) a decoy hash is checked instead, so the answer takes as long
 * whether or not the account exists.
 */
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await argon2.verify(await decoy, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
