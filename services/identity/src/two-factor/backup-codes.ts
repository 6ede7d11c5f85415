import { randomInt } from 'node:crypto';

import argon2 from 'argon2';

/** docs/product.md#defaults-and-limits: 10 backup codes of 10 characters, lowercase letters and digits. */
const count = 10;
const length = 10;
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Lighter than a password hash (each check may try ten), still argon2id: ~52 random bits each. */
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Ten fresh codes, shown once, and their hashes, which are all that is kept. */
export async function newBackupCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: count }, () =>
    Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join(''),
  );
  const hashes = await Promise.all(codes.map((code) => argon2.hash(code, hashOptions)));
  return { codes, hashes };
}

/** The index of the stored hash a code matches, or -1. */
export async function matchBackupCode(code: string, hashes: readonly string[]): Promise<number> {
  for (const [index, hash] of hashes.entries()) {
    if (await argon2.verify(hash, code).catch(() => false)) {
      return index;
    }
  }
  return -1;
}
