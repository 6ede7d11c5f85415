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
