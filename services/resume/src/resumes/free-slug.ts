import { type EntityManager } from 'typeorm';

/**
 * The first of `base`, `base-2`, `base-3`, ... that is not taken: an import or
 * a duplicate never fails on a slug the user already has (docs/product.md#resume-duplicate:
 * a duplicate appends "-copy", and a further suffix when that exists too).
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) {
    return base;
  }
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) {
      return candidate;
    }
  }
}

/** docs/product.md#resume-duplicate and #defaults-and-limits: the copy suffixes of a duplicated resume. */
export const copySuffix = { title: ' (Copy)', slug: '-copy' } as const;

/**
 * One owner's slugs are one namespace across resumes and letters
 * (docs/letters.md#the-public-page): `/{username}/{slug}` names one document,
 * so a slug is free only when neither the owner's resumes (those in the
 * trash included, which hold theirs until purged) nor their letters have it.
 * Each table's unique index guards its own rows; no index spans the two, so
 * every check first takes a lock on the owner's slugs for the rest of its
 * transaction, and two writers of one owner's slugs (a resume and a letter
 * made at the same moment) check and write in turn. Outside a transaction
 * the lock is released at once and changes nothing.
 */
async function holdOwnersSlugs(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `vitae-slugs:${userId}`,
  ]);
}

/** The user's slugs, of resumes and letters, that start with `base`, to pick a free one. */
export async function slugsStartingWith(
  manager: EntityManager,
  userId: string,
  base: string,
): Promise<Set<string>> {
  await holdOwnersSlugs(manager, userId);
  const rows = (await manager.query(
    `SELECT slug FROM resume WHERE user_id = $1 AND starts_with(slug, $2)
     UNION SELECT slug FROM letter WHERE user_id = $1 AND starts_with(slug, $2)`,
    [userId, base],
  )) as { slug: string }[];
  return new Set(rows.map((row) => row.slug));
}

/** Whether a resume or letter of the user other than `exceptId` has this slug. */
export async function slugHeldByAnother(
  manager: EntityManager,
  userId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  await holdOwnersSlugs(manager, userId);
  const rows = (await manager.query(
    `SELECT id FROM resume WHERE user_id = $1 AND slug = $2 AND id IS DISTINCT FROM $3::uuid
     UNION ALL SELECT id FROM letter WHERE user_id = $1 AND slug = $2 AND id IS DISTINCT FROM $3::uuid
     LIMIT 1`,
    [userId, slug, exceptId ?? null],
  )) as unknown[];
  return rows.length > 0;
}
