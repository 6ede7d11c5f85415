// Keywords compared as a person reads them, apart from shared.ts so the public
// page, which only draws keywords, does not carry this.
/**
 * Whether two keywords are the same tag (docs/product.md#item-fields): equal
 * but for case, as the resume's language compares them ("Trail running" and
 * "trail running"; accents still tell two apart).
 */
export function sameKeyword(locale?: string): (a: string, b: string) => boolean {
  const collator = new Intl.Collator(locale, { usage: 'search', sensitivity: 'accent' });
  return (a, b) => collator.compare(a, b) === 0;
}

/** The keywords without repeats that differ only in case; the first spelling stays. */
export function uniqueKeywords(keywords: readonly string[], locale?: string): string[] {
  const same = sameKeyword(locale);
  const kept: string[] = [];
  for (const keyword of keywords) {
    if (!kept.some((each) => same(each, keyword))) {
      kept.push(keyword);
    }
  }
  return kept;
}
