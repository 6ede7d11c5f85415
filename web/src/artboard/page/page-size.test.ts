import { atSheetStart, crossesSheetEnd, sheetEnd, sheetsFor } from './page-size';
import { isSparse, lastFill } from './sheet-report';

// docs/templates.md#pagination: sheets of `area` px, counted from the top of the page's content.
const sheets = { area: 1000 };

describe('sheet boundaries', () => {
  it('finds the end of the sheet a box starts on, rounding half a pixel', () => {
    expect(sheetEnd(0, sheets)).toBe(1000);
    expect(sheetEnd(999, sheets)).toBe(1000);
    expect(sheetEnd(999.6, sheets)).toBe(2000);
    expect(sheetEnd(1500, sheets)).toBe(2000);
  });

  it('tells a box at the top of a sheet from one below it', () => {
    expect(atSheetStart(0, sheets)).toBe(true);
    expect(atSheetStart(1000.4, sheets)).toBe(true);
    expect(atSheetStart(999.7, sheets)).toBe(true);
    expect(atSheetStart(1002, sheets)).toBe(false);
    expect(atSheetStart(500, sheets)).toBe(false);
  });

  it('says a box crosses a sheet end only when it runs past it by more than rounding', () => {
    expect(crossesSheetEnd(900, 100, sheets)).toBe(false);
    expect(crossesSheetEnd(900, 100.4, sheets)).toBe(false);
    expect(crossesSheetEnd(900, 102, sheets)).toBe(true);
    expect(crossesSheetEnd(1000, 900, sheets)).toBe(false);
  });

  it('counts whole sheets of the area inside the margins', () => {
    // A4 is 1122.5 px tall; 18 px margins leave 1086.5 px a sheet.
    expect(sheetsFor(1086, 'a4', 18)).toBe(1);
    expect(sheetsFor(1090, 'a4', 18)).toBe(2);
    expect(sheetsFor(0, 'a4', 18)).toBe(1);
  });
});

describe('how full the last sheet is', () => {
  it('is the share of the last sheet the content uses', () => {
    expect(lastFill(1080, 2, sheets)).toBeCloseTo(0.08);
    expect(lastFill(640, 1, sheets)).toBeCloseTo(0.64);
    expect(lastFill(1200, 1, sheets)).toBe(1);
  });

  it('warns of a last sheet beyond the first holding under 15 % of it', () => {
    expect(isSparse({ sheets: 2, lastFill: 0.08, overflow: null })).toBe(true);
    expect(isSparse({ sheets: 2, lastFill: 0.2, overflow: null })).toBe(false);
    expect(isSparse({ sheets: 1, lastFill: 0.08, overflow: null })).toBe(false);
  });
});
