import * as bundled from '../../../../../artboard/icons/bundled-profile-icons';
import { type IconName } from '../../../../../artboard/icons/icon';

/** The artboard's own interface icons, in the order the picker shows them. */
const interfaceIcons = [
  'link',
  'globe',
  'email',
  'phone',
  'location',
  'calendar',
  'user',
  'briefcase',
  'star',
  'translate',
] as const satisfies readonly IconName[];

/** The brand icons the artboard bundles, by simple-icons slug. */
const brandIcons = Object.values(bundled)
  .map((icon) => (icon as { slug: string }).slug)
  .sort();

/**
 * Every icon name the artboard draws for a custom field (Icon.tsx): its own
 * interface icons, then the bundled brand icons. Any other name draws a link.
 */
export const customFieldIcons: readonly string[] = [...interfaceIcons, ...brandIcons];

/** The icons whose name contains the query (case and spaces ignored); all of them for an empty query. */
export function matchingIcons(query: string): readonly string[] {
  const needle = query.toLowerCase().replace(/\s+/g, '');
  return needle === ''
    ? customFieldIcons
    : customFieldIcons.filter((name) => name.includes(needle));
}
