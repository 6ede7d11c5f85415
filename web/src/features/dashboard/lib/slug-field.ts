import { followingSlug, titleSlug, type Transliterate } from './title-slug';

/** The title and slug of the resume dialog, and whether the slug still follows the title. */
export type TitleSlug = { title: string; slug: string; slugFollowsTitle: boolean };

/**
 * The dialog's starting values. The slug follows the title (docs/product.md#dialogs) while it is
 * the title's own slug (or empty): always for a new resume, and for an existing
 * one whose slug was never set by hand.
 */
export function startTitleSlug(title: string, slug: string): TitleSlug {
  return { title, slug, slugFollowsTitle: slug === '' || slug === titleSlug(title) };
}

/**
 * The title changed: a following slug becomes the new title's slug
 * (`followingSlug`: transliterated when `transliterate` is given, cut at the
 * rule's limit, random when nothing is left).
 */
export function withTitle(
  state: TitleSlug,
  title: string,
  transliterate?: Transliterate,
): TitleSlug {
  return state.slugFollowsTitle
    ? { ...state, title, slug: followingSlug(title, state.slug, transliterate) }
    : { ...state, title };
}

/** The person typed in the slug: from now on it is theirs, until they empty it. */
export function withSlug(state: TitleSlug, slug: string): TitleSlug {
  return { ...state, slug, slugFollowsTitle: slug === '' };
}
