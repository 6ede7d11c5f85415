import { findFit, fitFloor, type FitSettings } from './fit';

// docs/templates.md#fit-to-pages: a model resume whose height grows with each setting.
const current: FitSettings = { fontSize: 14, lineHeight: 1.5, spacing: 1, margin: 18 };
const height = ({ fontSize, lineHeight, spacing, margin }: FitSettings) =>
  fontSize * lineHeight * 60 + spacing * 200 + margin * 10;
const sheetHeight = 1300;
const measureWith = (content: (settings: FitSettings) => number) => (settings: FitSettings) => {
  const extent = content(settings) / sheetHeight;
  return { sheets: Math.ceil(extent), extent };
};

describe('fit to N pages', () => {
  it('changes nothing when the resume already fits', async () => {
    expect(await findFit(current, 2, measureWith(height))).toEqual({
      fits: true,
      settings: current,
    });
  });

  it('lowers the font size first, only as far as needed', async () => {
    // 14 × 1.5 × 60 + 200 + 180 - 300 = 1340, over 1300; 13.5 px gives 1295, the largest that fits.
    const answer = await findFit(
      current,
      1,
      measureWith((s) => height(s) - 300),
    );
    expect(answer).toEqual({ fits: true, settings: { ...current, fontSize: 13.5 } });
  });

  it('takes the font to its floor before the line height moves, and stops there', async () => {
    const answer = await findFit(current, 1, measureWith(height));
    expect(answer.fits).toBe(true);
    expect(answer.settings.fontSize).toBe(fitFloor.fontSize);
    expect(answer.settings.lineHeight).toBeLessThan(1.5);
    expect(answer.settings.lineHeight).toBeGreaterThanOrEqual(fitFloor.lineHeight);
    expect(answer.settings.spacing).toBe(1);
    expect(answer.settings.margin).toBe(18);
    // The largest line height that fits: one step more does not.
    const over = { ...answer.settings, lineHeight: answer.settings.lineHeight + 0.05 };
    expect(height(over)).toBeGreaterThan(sheetHeight);
  });

  it('says how far over the floor of every setting still is', async () => {
    const answer = await findFit(
      current,
      1,
      measureWith((s) => height(s) + 1000),
    );
    expect(answer).toEqual({ fits: false, settings: fitFloor, over: expect.any(Number) });
    expect(answer.fits === false && answer.over).toBeCloseTo(
      (height(fitFloor) + 1000) / sheetHeight - 1,
    );
  });

  it('never raises a setting already under its floor', async () => {
    const tight = { ...current, lineHeight: 1, margin: 8 };
    const answer = await findFit(
      tight,
      1,
      measureWith((s) => height(s) + 1000),
    );
    expect(answer.settings.lineHeight).toBe(1);
    expect(answer.settings.margin).toBe(8);
  });
});
