import argon2, { type HashOptions } from 'argon2';

/** How costly a new password hash is (the PASSWORD_HASH_COST setting). */
export type PasswordHashCost = 'standard' | 'light';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), as
 * docs/quality.md#case-13 asks; `light` is for test suites only (the setting
 * refuses it in production). A hash records its own parameters, so a check
 * always costs what its hash cost to make.
 */
const options: Record<PasswordHashCost, HashOptions> = {
  standard: { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 },
  light: { type: argon2.argon2id, memoryCost: 4_096, timeCost: 1, parallelism: 1 },
};

let cost: PasswordHashCost = 'standard';
let decoy: Promise<string> | undefined;

/** Sets the cost of the hashes made from now on (identity's start reads it from its settings). */
export function setPasswordHashCost(next: PasswordHashCost): void {
  if (next !== cost) {
    cost = next;
    decoy = undefined;
  }
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options[cost]);
}

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
