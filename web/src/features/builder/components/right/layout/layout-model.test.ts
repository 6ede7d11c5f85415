import { defaultLayout, type LayoutPage } from '@vitae/schema';
import { cloneLayout, moveElement, verticalCompactor } from 'react-grid-layout/core';

import {
  addPage,
  findSection,
  fromGrid,
  moveSection,
  normalizeLayout,
  pageBands,
  removePage,
  resetLayout,
  sameLayout,
  shiftSection,
  toGrid,
} from './layout-model';

const twoPages = (): LayoutPage[] => [
  [
    ['summary', 'experience'],
    ['skills', 'languages'],
  ],
  [['projects', 'custom.talks'], ['awards']],
];

describe('layout model', () => {
  it('adds a page as an empty main column and sidebar at the end', () => {
    const layout = addPage(defaultLayout());
    expect(layout).toHaveLength(2);
    expect(layout[1]).toEqual([[], []]);
    expect(layout[0]).toEqual(defaultLayout()[0]);
  });

  it('moves a removed page’s sections onto the first page, main to main and sidebar to sidebar', () => {
    expect(removePage(twoPages(), 1)).toEqual([
      [
        ['summary', 'experience', 'projects', 'custom.talks'],
        ['skills', 'languages', 'awards'],
      ],
    ]);
  });

  it('never removes the first page, nor a page that is not there', () => {
    expect(removePage(twoPages(), 0)).toEqual(twoPages());
    expect(removePage(twoPages(), 5)).toEqual(twoPages());
  });

  it('removes a middle page and keeps the pages after it in order', () => {
    const layout = [...twoPages(), [['education'], ['interests']]];
    expect(removePage(layout, 1)).toEqual([
      [
        ['summary', 'experience', 'projects', 'custom.talks'],
        ['skills', 'languages', 'awards'],
      ],
      [['education'], ['interests']],
    ]);
  });

  it('resets to the default layout and keeps custom sections on the first page’s main column', () => {
    const reset = resetLayout(twoPages(), ['custom.talks', 'custom.patents']);
    expect(reset).toEqual([
      [[...defaultLayout()[0][0], 'custom.talks', 'custom.patents'], defaultLayout()[0][1]],
    ]);
  });

  it('resets without custom sections to exactly the default', () => {
    expect(resetLayout(twoPages(), [])).toEqual(defaultLayout());
  });

  it('moves a section from the main column to the sidebar at a place', () => {
    expect(moveSection(twoPages(), 'experience', { page: 0, column: 1, index: 1 })[0]).toEqual([
      ['summary'],
      ['skills', 'experience', 'languages'],
    ]);
  });

  it('moves a section onto another page, at the end when no place is given', () => {
    const moved = moveSection(twoPages(), 'summary', { page: 1, column: 1 });
    expect(moved[0][0]).toEqual(['experience']);
    expect(moved[1][1]).toEqual(['awards', 'summary']);
  });

  it('ignores a move to a page that does not exist', () => {
    expect(moveSection(twoPages(), 'summary', { page: 4, column: 0 })).toEqual(twoPages());
  });

  it('moves a section up and down within its column, and not past either end', () => {
    expect(shiftSection(twoPages(), 'experience', -1)[0][0]).toEqual(['experience', 'summary']);
    expect(shiftSection(twoPages(), 'skills', 1)[0][1]).toEqual(['languages', 'skills']);
    expect(shiftSection(twoPages(), 'summary', -1)).toEqual(twoPages());
    expect(shiftSection(twoPages(), 'languages', 1)).toEqual(twoPages());
    expect(shiftSection(twoPages(), 'nowhere', 1)).toEqual(twoPages());
  });

  it('finds where a section is', () => {
    expect(findSection(twoPages(), 'custom.talks')).toEqual({ page: 1, column: 0, index: 1 });
    expect(findSection(twoPages(), 'languages')).toEqual({ page: 0, column: 1, index: 1 });
    expect(findSection(twoPages(), 'references')).toBeNull();
  });

  it('shows any layout as pages of a main column and a sidebar, each section once', () => {
    expect(normalizeLayout([])).toEqual([[[], []]]);
    expect(normalizeLayout([[['summary']]])).toEqual([[['summary'], []]]);
    expect(normalizeLayout([[['summary'], ['skills'], ['awards']]])).toEqual([
      [['summary'], ['skills', 'awards']],
    ]);
    expect(
      normalizeLayout([
        [['summary', 'skills'], ['skills']],
        [['summary'], []],
      ]),
    ).toEqual([
      [['summary', 'skills'], []],
      [[], []],
    ]);
  });

  it('stacks the pages as bands of a two-column grid, each with a free slot, and reads it back', () => {
    const grid = toGrid(twoPages());
    // Page 1: heading rows 0-1, labels row 2, sections from row 3, two rows each, one free slot.
    expect(grid).toContainEqual({ i: '@page-0', x: 0, y: 0, w: 2, h: 2, static: true });
    expect(grid).toContainEqual({ i: '@label-0-1', x: 1, y: 2, w: 1, h: 1, static: true });
    expect(grid).toContainEqual({ i: 'summary', x: 0, y: 3, w: 1, h: 2 });
    expect(grid).toContainEqual({ i: 'languages', x: 1, y: 5, w: 1, h: 2 });
    expect(pageBands(twoPages())[1]).toEqual({ page: 1, start: 9, sectionsStart: 12, rows: 9 });
    expect(grid).toContainEqual({ i: '@page-1', x: 0, y: 9, w: 2, h: 2, static: true });
    expect(grid).toContainEqual({ i: 'custom.talks', x: 0, y: 14, w: 1, h: 2 });
    expect(grid).toContainEqual({ i: 'awards', x: 1, y: 12, w: 1, h: 2 });
    expect(fromGrid(grid)).toEqual(twoPages());
  });

  it('reads a dragged grid by the page band, column and row a section landed in', () => {
    const grid = toGrid(addPage(twoPages())).map((cell) =>
      cell.i === 'experience' ? { ...cell, x: 1, y: 23 } : cell,
    );
    expect(fromGrid(grid)).toEqual([
      [['summary'], ['skills', 'languages']],
      [['projects', 'custom.talks'], ['awards']],
      [[], ['experience']],
    ]);
  });

  it('orders a column by row whatever the order of the cells', () => {
    const cells = [
      { i: '@page-0', x: 0, y: 0, w: 2, h: 2, static: true },
      { i: 'b', x: 1, y: 7, w: 1, h: 2 },
      { i: 'a', x: 1, y: 3, w: 1, h: 2 },
      { i: 'c', x: 0, y: 5, w: 1, h: 2 },
    ];
    expect(fromGrid(cells)).toEqual([[['c'], ['a', 'b']]]);
  });

  describe('with react-grid-layout’s own drag and vertical compaction', () => {
    /** What the grid does when a section is dropped at a cell: move it, push others, compact. */
    function drop(layout: LayoutPage[], id: string, x: number, y: number): LayoutPage[] {
      const cells = cloneLayout(toGrid(layout));
      const item = cells.find((cell) => cell.i === id)!;
      const moved = moveElement(cells, item, x, y, true, false, 'vertical', 2, false);
      return fromGrid(verticalCompactor.compact(moved, 2));
    }

    it('moves a section from the main column to the top of the sidebar', () => {
      expect(drop(twoPages(), 'experience', 1, 3)[0]).toEqual([
        ['summary'],
        ['experience', 'skills', 'languages'],
      ]);
    });

    it('drops into the longest column of a page without spilling onto the next page', () => {
      const layout = drop(twoPages(), 'awards', 0, 3);
      expect(layout[0]).toEqual([
        ['awards', 'summary', 'experience'],
        ['skills', 'languages'],
      ]);
      expect(layout[1]).toEqual([['projects', 'custom.talks'], []]);
    });

    it('moves a section onto an empty page added after the others', () => {
      const layout = addPage(twoPages());
      const band = pageBands(layout)[2];
      expect(drop(layout, 'summary', 0, band.sectionsStart + 1)).toEqual([
        [['experience'], ['skills', 'languages']],
        [['projects', 'custom.talks'], ['awards']],
        [['summary'], []],
      ]);
    });

    it('puts a section dropped on a page’s heading at the end of the page above, losing none', () => {
      const layout = drop(twoPages(), 'summary', 1, pageBands(twoPages())[1].start);
      expect(layout).toEqual([
        [['experience'], ['skills', 'languages', 'summary']],
        [['projects', 'custom.talks'], ['awards']],
      ]);
    });
  });

  it('tells equal layouts apart from changed ones', () => {
    expect(sameLayout(twoPages(), twoPages())).toBe(true);
    expect(sameLayout(twoPages(), addPage(twoPages()))).toBe(false);
  });
});
