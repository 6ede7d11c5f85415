import { sameKeyword } from '@vitae/schema';

/**
 * The keywords rules (docs/product.md#item-fields): tags are added by comma or Enter, trimmed;
 * blanks and keywords already in the list, in any case as the resume's `locale`
 * compares them, are dropped (the first spelling stays).
 */
export function addKeywords(current: readonly string[], raw: string, locale?: string): string[] {
  const same = sameKeyword(locale);
  const next = [...current];
  for (const part of raw.split(',')) {
    const keyword = part.trim();
    if (keyword && !next.some((each) => same(each, keyword))) {
      next.push(keyword);
    }
  }
  return next.length === current.length ? [...current] : next;
}

/** The list without `keyword` (a click on its tag). */
export function removeKeyword(current: readonly string[], keyword: string): string[] {
  return current.filter((each) => each !== keyword);
}

/**
 * What typing into the keywords field does: every part before a comma becomes a
 * keyword, the text after the last comma stays in the field.
 */
export function splitTyped(
  current: readonly string[],
  typed: string,
  locale?: string,
): { keywords: string[]; rest: string } {
  const lastComma = typed.lastIndexOf(',');
  if (lastComma === -1) {
    return { keywords: [...current], rest: typed };
  }
  return {
    keywords: addKeywords(current, typed.slice(0, lastComma), locale),
    rest: typed.slice(lastComma + 1).trimStart(),
  };
}
