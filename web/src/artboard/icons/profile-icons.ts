import * as bundled from './bundled-profile-icons';

type SimpleIcon = { title: string; path: string };

/**
 * The profile icons the artboard can draw, by simple-icons slug (docs/product.md#item-fields: a
 * profile's icon is a slug). Listing them by name keeps the bundle to these
 * paths instead of the whole set of several thousand. A slug not here draws a
 * plain link icon.
 */
const icons: Record<string, SimpleIcon> = Object.fromEntries(
  Object.values(bundled).map((icon) => [(icon as SimpleIcon & { slug: string }).slug, icon]),
);
// Older names people still type for a network that renamed itself.
icons.twitter = bundled.siX;

/** The icon for a slug (case and spaces ignored), or undefined when it is not bundled. */
export function profileIcon(slug: string): SimpleIcon | undefined {
  return icons[slug.toLowerCase().replace(/[\s_-]+/g, '')];
}
