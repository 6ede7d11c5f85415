import { slugify } from '@vitae/schema';

/** The title and slug of the resume dialog, and whether the slug still follows the title. */
export type TitleSlug = { title: string; slug: string; slugFollowsTitle: boolean };

/**
 * The dialog's starting values. The slug follows the title (docs/product.md#dialogs) while it is
 * the title's own slug (or empty): always for a new resume, and for an existing
 * one whose slug was never set by hand.
 */
export function startTitleSlug(title: string, slug: string): TitleSlug {
  return { title, slug, slugFollowsTitle: slug === '' || slug === slugify(title) };
}

/** The title changed: a following slug becomes the new title's slug. */
export function withTitle(state: TitleSlug, title: string): TitleSlug {
  return state.slugFollowsTitle ? { ...state, title, slug: slugify(title) } : { ...state, title };
}

/** The person typed in the slug: from now on it is theirs, until they empty it. */
export function withSlug(state: TitleSlug, slug: string): TitleSlug {
  return { ...state, slug, slugFollowsTitle: slug === '' };
}
