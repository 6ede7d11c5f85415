import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  IconButton,
  Menu,
  Portal,
  Text,
} from '@chakra-ui/react';
import { type LayoutPage, type ResumeData, type Sections } from '@vitae/schema';
import {
  ArrowDown,
  ArrowUp,
  EllipsisVertical,
  EyeOff,
  GripVertical,
  LayoutDashboard,
  LayoutPanelLeft,
  Plus,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import { useCallback, useMemo } from 'react';
import ReactGridLayout, {
  type Layout,
  useContainerWidth,
  verticalCompactor,
} from 'react-grid-layout';
import { defineMessages, useIntl } from 'react-intl';

import { PaneSection } from '../../components/pane-section';
import { useEdit, useReadOnly, useResume } from '../../state/builder-context';
import { setIn } from '../../state/resume-store';
import {
  addPage,
  type ColumnIndex,
  columnLabelId,
  findSection,
  fromGrid,
  moveSection,
  normalizeLayout,
  pageBands,
  pageHeadingId,
  removePage,
  resetLayout,
  sameLayout,
  type SectionPlace,
  shiftSection,
  toGrid,
} from './layout-model';
import { customLayoutIds, sectionLabel } from './section-names';

const messages = defineMessages<{
  title: Record<string, never>;
  reset: Record<string, never>;
  addPage: Record<string, never>;
  page: { page: string };
  removePage: { page: string };
  remove: Record<string, never>;
  main: Record<string, never>;
  sidebar: Record<string, never>;
  hint: Record<string, never>;
  hidden: Record<string, never>;
  empty: Record<string, never>;
  sectionMenu: { name: string };
  moveUp: Record<string, never>;
  moveDown: Record<string, never>;
  moveTo: { page: string; column: string };
}>({
  title: { id: 'builder.layout.title', defaultMessage: 'Layout' },
  reset: { id: 'builder.layout.reset', defaultMessage: 'Reset Layout' },
  addPage: { id: 'builder.layout.addPage', defaultMessage: 'Add page' },
  page: { id: 'builder.layout.page', defaultMessage: 'Page {page}' },
  removePage: { id: 'builder.layout.removePage', defaultMessage: 'Remove page {page}' },
  remove: { id: 'builder.layout.remove', defaultMessage: 'Remove' },
  main: { id: 'builder.layout.main', defaultMessage: 'Main' },
  sidebar: { id: 'builder.layout.sidebar', defaultMessage: 'Sidebar' },
  hint: {
    id: 'builder.layout.hint',
    defaultMessage:
      'Drag a section to another column or page, or use its menu to move it with the keyboard.',
  },
  hidden: { id: 'builder.layout.hidden', defaultMessage: 'Hidden' },
  empty: { id: 'builder.layout.empty', defaultMessage: 'Drop here' },
  sectionMenu: { id: 'builder.layout.sectionMenu', defaultMessage: 'Move {name}' },
  moveUp: { id: 'builder.layout.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'builder.layout.moveDown', defaultMessage: 'Move down' },
  moveTo: {
    id: 'builder.layout.moveTo',
    defaultMessage: 'Move to page {page} {column, select, main {main} other {sidebar}}',
  },
});

/** The grid's measures: a chip's height, the gaps, and the narrowest a column may get. */
const rowHeight = 16;
const rowGap = 6;
const columnGap = 12;
const padding = 4;

/** The top of a grid row, in px. */
const rowTop = (row: number) => padding + row * (rowHeight + rowGap);
/** The height of `rows` grid rows with the gaps between them, in px. */
const rowsHeight = (rows: number) => rows * rowHeight + (rows - 1) * rowGap;

const selectLayout = (data: ResumeData) => data.metadata.layout;
const selectSections = (data: ResumeData) => data.sections;

/**
 * The Layout tool of the design pane (SPEC §4 Layout, §3 Metadata layout):
 * each page as a main column and a sidebar, sections dragged between columns
 * and pages on one react-grid-layout grid (two grid columns per page), pages
 * added and removed, Reset Layout. Each change is one undo step.
 */
export function LayoutSection() {
  const intl = useIntl();
  const layout = useResume(selectLayout);
  const sections = useResume(selectSections);
  const readOnly = useReadOnly();
  const edit = useEdit();
  const pages = useMemo(() => normalizeLayout(layout), [layout]);

  /** One layout change as one undo step; a change that changes nothing is no step. */
  const change = useCallback(
    (next: (pages: LayoutPage[]) => LayoutPage[]) =>
      edit((data) => {
        const updated = next(normalizeLayout(data.metadata.layout));
        return sameLayout(updated, data.metadata.layout)
          ? data
          : setIn(data, 'metadata.layout', updated);
      }),
    [edit],
  );

  return (
    <PaneSection
      id="layout"
      title={intl.formatMessage(messages.title)}
      icon={<LayoutDashboard size={18} />}
      actions={
        <Button
          size="xs"
          variant="outline"
          disabled={readOnly}
          onClick={() => change((current) => resetLayout(current, customLayoutIds(sections)))}
        >
          <RotateCcw aria-hidden />
          {intl.formatMessage(messages.reset)}
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {intl.formatMessage(messages.hint)}
      </Text>
      <LayoutGrid pages={pages} sections={sections} readOnly={readOnly} onChange={change} />
      <Button
        mt="3"
        width="full"
        size="sm"
        variant="outline"
        borderStyle="dashed"
        disabled={readOnly}
        onClick={() => change(addPage)}
      >
        <Plus aria-hidden />
        {intl.formatMessage(messages.addPage)}
      </Button>
    </PaneSection>
  );
}

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
function LayoutGrid({ pages, sections, readOnly, onChange }: LayoutGridProps) {
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

type SectionChipProps = {
  id: string;
  sections: Sections;
  place: SectionPlace;
  columnLength: number;
  pageCount: number;
  readOnly: boolean;
  /** A narrow column: the grip is left out so the name has the room. */
  compact: boolean;
  onChange: (next: (pages: LayoutPage[]) => LayoutPage[]) => void;
};

/** A section in the grid: its name (dimmed when hidden), a grip, and its move menu. */
function SectionChip({
  id,
  sections,
  place,
  columnLength,
  pageCount,
  readOnly,
  compact,
  onChange,
}: SectionChipProps) {
  const intl = useIntl();
  const label = sectionLabel(sections, id);
  const targets = Array.from({ length: pageCount }, (_, page) =>
    ([0, 1] as const).map((column) => ({ page, column })),
  )
    .flat()
    .filter(({ page, column }) => page !== place.page || column !== place.column);

  const onSelect = (value: string) => {
    if (value === 'up' || value === 'down') {
      onChange((current) => shiftSection(current, id, value === 'up' ? -1 : 1));
      return;
    }
    const [page, column] = value.split(':').map(Number);
    onChange((current) => moveSection(current, id, { page, column: column as ColumnIndex }));
  };

  return (
    <Flex
      height="full"
      align="center"
      gap="1"
      ps="1"
      pe="0.5"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
      shadow="xs"
      cursor={readOnly ? 'default' : 'grab'}
      userSelect="none"
      _active={readOnly ? undefined : { cursor: 'grabbing' }}
      _hover={readOnly ? undefined : { borderColor: 'border.emphasized' }}
      title={label.name}
    >
      {!readOnly && !compact && (
        <Box color="fg.subtle" display="inline-flex" flexShrink={0} aria-hidden>
          <GripVertical size={14} />
        </Box>
      )}
      <Text
        flex="1"
        minWidth="0"
        truncate
        fontSize="sm"
        fontWeight="medium"
        color={label.visible ? 'fg' : 'fg.subtle'}
        textDecoration={label.visible ? undefined : 'line-through'}
        ps={readOnly || compact ? '1.5' : undefined}
      >
        {label.name}
      </Text>
      {!label.visible && (
        <Box color="fg.subtle" display="inline-flex" flexShrink={0}>
          <EyeOff size={13} aria-hidden />
          <Text srOnly>{intl.formatMessage(messages.hidden)}</Text>
        </Box>
      )}
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => onSelect(value)}
      >
        <Menu.Trigger asChild>
          <IconButton
            className="layout-chip-menu"
            size="2xs"
            variant="ghost"
            flexShrink={0}
            disabled={readOnly}
            aria-label={intl.formatMessage(messages.sectionMenu, { name: label.name })}
          >
            <EllipsisVertical aria-hidden />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="14rem">
              <Menu.Item value="up" disabled={place.index === 0}>
                <ArrowUp size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.moveUp)}</Text>
              </Menu.Item>
              <Menu.Item value="down" disabled={place.index >= columnLength - 1}>
                <ArrowDown size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.moveDown)}</Text>
              </Menu.Item>
              <Menu.Separator />
              {targets.map(({ page, column }) => (
                <Menu.Item key={`${page}:${column}`} value={`${page}:${column}`}>
                  <LayoutPanelLeft
                    size={16}
                    aria-hidden
                    style={column === 1 ? { transform: 'scaleX(-1)' } : undefined}
                  />
                  <Text as="span">
                    {intl.formatMessage(messages.moveTo, {
                      page: intl.formatNumber(page + 1),
                      column: column === 0 ? 'main' : 'sidebar',
                    })}
                  </Text>
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
