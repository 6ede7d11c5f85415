/** The settings "Fit to N pages" may change, in the resume's own units. */
export type FitSettings = {
  /** Body text size, px (`metadata.typography.font.size`). */
  fontSize: number;
  /** `metadata.typography.lineHeight`. */
  lineHeight: number;
  /** The factor on the gaps between sections and items (`metadata.page.spacing`). */
  spacing: number;
  /** px on every side (`metadata.page.margin`). */
  margin: number;
};

/**
 * How far a fit may go (docs/templates.md#fit-to-pages): body text never under
 * 12 px (9 pt), line height never under 1.15, gaps never under 0.6 of the
 * template's, margin never under 14 px (3.7 mm). Readable, and plain for a
 * résumé reader (ATS): the text itself is never touched.
 */
export const fitFloor: FitSettings = { fontSize: 12, lineHeight: 1.15, spacing: 0.6, margin: 14 };

/** The order the settings are tried in, and the step each moves by. */
const order: { key: keyof FitSettings; step: number }[] = [
  { key: 'fontSize', step: 0.5 },
  { key: 'lineHeight', step: 0.05 },
  { key: 'spacing', step: 0.05 },
  { key: 'margin', step: 2 },
];

/** What a measurement of some settings gives: the printed sheets, and their extent in sheets (1.3 = a sheet and 30 % of one). */
export type FitMeasure = { sheets: number; extent: number };

/** What a fit found: the settings that fit, or how far over the smallest ones still are. */
export type FitAnswer =
  { fits: true; settings: FitSettings } | { fits: false; settings: FitSettings; over: number };

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The smallest change that makes the resume take at most `target` sheets:
 * each setting in turn (font size, line height, spacing, margin) is lowered by
 * a binary search over its steps between its value and its floor, to the
 * largest value that fits; a setting is taken to its floor only when the next
 * must move too. `measure` lays the resume out with the settings given; it
 * may answer later (the artboard gives the browser a turn before each layout).
 */
export async function findFit(
  current: FitSettings,
  target: number,
  measure: (settings: FitSettings) => FitMeasure | Promise<FitMeasure>,
): Promise<FitAnswer> {
  const fits = async (settings: FitSettings) => (await measure(settings)).sheets <= target;
  let settings = { ...current };
  if (await fits(settings)) {
    return { fits: true, settings };
  }
  for (const { key, step } of order) {
    const floor = fitFloor[key];
    if (settings[key] <= floor) {
      continue;
    }
    // Steps down from the current value: 0 is the value itself, `steps` the floor.
    const steps = Math.ceil(round((settings[key] - floor) / step));
    const at = (count: number) => round(Math.max(floor, settings[key] - count * step));
    const atFloor = { ...settings, [key]: floor };
    if (!(await fits(atFloor))) {
      settings = atFloor;
      continue;
    }
    let low = 1;
    let high = steps;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (await fits({ ...settings, [key]: at(middle) })) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return { fits: true, settings: { ...settings, [key]: at(low) } };
  }
  return { fits: false, settings, over: round((await measure(settings)).extent - target) };
}
