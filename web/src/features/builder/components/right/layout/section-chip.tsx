import { Box, Flex, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { type LayoutPage, type Sections } from '@vitae/schema';
import {
  ArrowDown,
  ArrowUp,
  EllipsisVertical,
  EyeOff,
  GripVertical,
  LayoutPanelLeft,
} from 'lucide-react';
import { useIntl } from 'react-intl';

import { layoutMessages as messages } from './layout-messages';
import { type ColumnIndex, moveSection, type SectionPlace, shiftSection } from './layout-model';
import { sectionLabel } from './section-names';

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
export function SectionChip({
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
        color={label.visible ? 'fg' : 'fg.muted'}
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
