import { type PageFormat, pageSizes } from '@vitae/schema';

/** CSS pixels per millimetre (96 px per inch). */
const pxPerMm = 96 / 25.4;

/** A page format's size in CSS pixels. */
export function pageSizePx(format: PageFormat): { width: number; height: number } {
  const { width, height } = pageSizes[format];
  return { width: width * pxPerMm, height: height * pxPerMm };
}

/**
 * How many printed sheets a layout page takes: its content flows on when it is
 * taller than the area inside the margins, so one sheet per such area, at least one.
 */
export function sheetsFor(contentHeight: number, format: PageFormat, margin: number): number {
  const area = pageSizePx(format).height - 2 * margin;
  if (area <= 0) {
    return 1;
  }
  // A pixel of slack: sub-pixel rounding must not count as a further sheet.
  return Math.max(1, Math.ceil((contentHeight - 1) / area));
}
