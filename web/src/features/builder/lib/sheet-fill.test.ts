import { sheetLines } from './sheet-fill';

// docs/web.md#the-page-panel: one line per layout page, numbered by its last sheet in the PDF.
describe('the Page panel\'s "On paper" lines', () => {
  it('numbers each layout page by its last sheet and says what runs over from its first', () => {
    const lines = sheetLines(
      [
        { sheets: 2, lastFill: 0.08, overflow: { section: 'experience', item: 'abc' } },
        { sheets: 1, lastFill: 0.64, overflow: null },
      ],
      0.15,
    );
    expect(lines).toEqual([
      {
        sheet: 2,
        fill: 0.08,
        sparse: true,
        overflow: { from: 1, section: 'experience', item: 'abc' },
      },
      { sheet: 3, fill: 0.64, sparse: false, overflow: null },
    ]);
  });

  it('warns of a few lines only on a sheet beyond the first', () => {
    const [single, fuller] = sheetLines(
      [
        { sheets: 1, lastFill: 0.05, overflow: null },
        { sheets: 3, lastFill: 0.15, overflow: { section: 'summary', item: null } },
      ],
      0.15,
    );
    expect(single.sparse).toBe(false);
    expect(fuller).toMatchObject({ sheet: 4, sparse: false, overflow: { from: 2 } });
  });
});
