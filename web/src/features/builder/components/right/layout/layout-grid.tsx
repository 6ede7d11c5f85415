import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { type LayoutPage, type Sections } from '@vitae/schema';
import { Trash2 } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import ReactGridLayout, {
  type Layout,
  useContainerWidth,
  verticalCompactor,
} from 'react-grid-layout';
import { useIntl } from 'react-intl';

import { layoutMessages as messages } from './layout-messages';
import {
  type ColumnIndex,
  columnLabelId,
  findSection,
  fromGrid,
  pageBands,
  pageHeadingId,
  removePage,
  toGrid,
} from './layout-model';
import { SectionChip } from './section-chip';

/** The grid's measures: a chip's height, the gaps, and the narrowest a column may get. */
const rowHeight = 16;
const rowGap = 6;
const columnGap = 12;
const padding = 4;

/** The top of a grid row, in px. */
const rowTop = (row: number) => padding + row * (rowHeight + rowGap);
/** The height of `rows` grid rows with the gaps between them, in px. */
const rowsHeight = (rows: number) => rows * rowHeight + (rows - 1) * rowGap;

type LayoutGridProps = {
  pages: LayoutPage[];
  sections: Sections;
  readOnly: boolean;
  onChange: (next: (pages: LayoutPage[]) => LayoutPage[]) => void;
};

/**
 * The pages one under the other on one two-column grid (main, sidebar), so a
 * section drags between columns and pages alike; each page's heading and
 * column labels are fixed cells of the grid, and each column a drop area.
 */
export function LayoutGrid({ pages, sections, readOnly, onChange }: LayoutGridProps) {
  const intl = useIntl();
  const { width, containerRef, mounted } = useContainerWidth({ initialWidth: 320 });
  const cells = useMemo(() => toGrid(pages), [pages]);
  const bands = useMemo(() => pageBands(pages), [pages]);
  const last = bands[bands.length - 1];
  const height = rowTop(last.start + last.rows) - rowGap + padding;
  const columnWidth = (width - padding * 2 - columnGap) / 2;

  const onDragStop = useCallback((next: Layout) => onChange(() => fromGrid(next)), [onChange]);

  const columnName = (column: ColumnIndex) =>
    intl.formatMessage(column === 0 ? messages.main : messages.sidebar);

  const cell = (id: string) => {
    const heading = bands.find(({ page }) => pageHeadingId(page) === id);
    if (heading) {
      const page = heading.page;
      return (
        <div key={id}>
          <HStack height="full" justify="space-between" align="flex-end" gap="2" ps="1" pb="0.5">
            <Heading as="h3" size="sm" fontWeight="semibold">
              {intl.formatMessage(messages.page, { page: intl.formatNumber(page + 1) })}
            </Heading>
            {page > 0 && (
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="red"
                disabled={readOnly}
                aria-label={intl.formatMessage(messages.removePage, {
                  page: intl.formatNumber(page + 1),
                })}
                onClick={() => onChange((current) => removePage(current, page))}
              >
                <Trash2 aria-hidden />
                {intl.formatMessage(messages.remove)}
              </Button>
            )}
          </HStack>
        </div>
      );
    }
    for (const { page } of bands) {
      for (const column of [0, 1] as const) {
        if (columnLabelId(page, column) === id) {
          return (
            <div key={id}>
              <Text
                fontSize="2xs"
                lineHeight="16px"
                fontWeight="semibold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wider"
                ps="1"
              >
                {columnName(column)}
              </Text>
            </div>
          );
        }
      }
    }
    const place = findSection(pages, id);
    return (
      <div key={id} data-section={id}>
        {place && (
          <SectionChip
            id={id}
            sections={sections}
            place={place}
            columnLength={pages[place.page][place.column].length}
            pageCount={pages.length}
            readOnly={readOnly}
            compact={columnWidth < 170}
            onChange={onChange}
          />
        )}
      </div>
    );
  };

  return (
    <Box ref={containerRef} position="relative" minHeight={`${height}px`}>
      {mounted &&
        bands.flatMap(({ page, sectionsStart, start, rows }) =>
          ([0, 1] as const).map((column) => (
            <Flex
              key={`${page}-${column}`}
              aria-hidden
              data-drop-column={`${page}-${column}`}
              position="absolute"
              top={`${rowTop(sectionsStart) - 4}px`}
              height={`${rowsHeight(start + rows - sectionsStart) + 8}px`}
              left={`${padding + column * (columnWidth + columnGap) - 4}px`}
              width={`${columnWidth + 8}px`}
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="border.emphasized"
              borderRadius="l2"
              bg="bg.muted"
              align="flex-end"
              justify="center"
              pb="2.5"
            >
              {pages[page][column].length === 0 && (
                <Text fontSize="xs" color="fg.subtle">
                  {intl.formatMessage(messages.empty)}
                </Text>
              )}
            </Flex>
          )),
        )}
      {mounted && (
        <Box
          position="relative"
          colorPalette="brand"
          css={{
            '& .react-grid-layout': { position: 'relative', transition: 'height 200ms ease' },
            '& .react-grid-item': {
              transitionProperty: 'transform, width, height',
              transitionDuration: '200ms',
              transitionTimingFunction: 'ease',
            },
            '& .react-grid-item.react-draggable-dragging': {
              transition: 'none',
              zIndex: 3,
              willChange: 'transform',
            },
            '& .react-grid-item.react-grid-placeholder': {
              background: 'colorPalette.subtle',
              borderWidth: '2px',
              borderStyle: 'dashed',
              borderColor: 'colorPalette.solid',
              borderRadius: 'l2',
              transitionDuration: '100ms',
              zIndex: 2,
              userSelect: 'none',
            },
          }}
        >
          <ReactGridLayout
            width={width}
            layout={cells}
            gridConfig={{
              cols: 2,
              rowHeight,
              margin: [columnGap, rowGap],
              containerPadding: [padding, padding],
            }}
            dragConfig={{ enabled: !readOnly, cancel: '.layout-chip-menu', threshold: 3 }}
            resizeConfig={{ enabled: false }}
            compactor={verticalCompactor}
            onDragStop={onDragStop}
          >
            {cells.map(({ i }) => cell(i))}
          </ReactGridLayout>
        </Box>
      )}
    </Box>
  );
}
