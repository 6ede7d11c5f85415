/**
 * The first of `base`, `base-2`, `base-3`, ... that is not taken: an import or
 * a duplicate never fails on a slug the user already has (SPEC §4 Resume
 * duplicate appends "-copy", and a further suffix when that exists too).
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

/** SPEC §4/§9: the copy suffixes of a duplicated resume. */
export const copySuffix = { title: ' (Copy)', slug: '-copy' } as const;
