/**
 * How a resume is printed (docs/render.md#the-plain-version): as its template
 * designs it, or its plain version for ATS portals (one column, no picture,
 * black text), which the artboard draws when asked.
 */
export type PrintVariant = 'designed' | 'plain';

/** The variant a job names; anything but `plain` (an older publisher's empty field) is the design. */
export function printVariantOf(value: string | undefined): PrintVariant {
  return value === 'plain' ? 'plain' : 'designed';
}
