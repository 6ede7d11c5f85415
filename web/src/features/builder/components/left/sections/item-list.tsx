import { chakra, Flex, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Copy,
  EllipsisVertical,
  Eye,
  EyeOff,
  GripVertical,
  PencilLine,
  Trash2,
} from 'lucide-react';
import { useIntl } from 'react-intl';

import { useEdit, useReadOnly } from '../../../hooks/builder-context';
import { type ItemDialogTarget } from './item-dialog';
import { messages, valueMessages } from './messages';
import { PaginationMenuItems, type PaginationOption } from './pagination-menu-items';
import {
  type AnyItem,
  itemLine,
  moveItem,
  type SectionRef,
  setItemOption,
  toggleItem,
} from './section-model';

export type ItemListProps = {
  section: SectionRef;
  items: AnyItem[];
  onOpen: (target: ItemDialogTarget) => void;
};

/** A row's title as people read it (an item without its main text is "Untitled item"). */
function useTitleOf(section: SectionRef) {
  const intl = useIntl();
  return (item: AnyItem) =>
    itemLine(section.kind, item).title || intl.formatMessage(messages.untitled);
}

/**
 * A section's items (docs/product.md#item-lists and #section-actions): a row per item with
 * its title and subtitle, reorderable by dragging its handle or by the
 * keyboard (space, arrows, space), hideable one by one; a click opens it.
 */
export function ItemList({ section, items, onOpen }: ItemListProps) {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  const titleOf = useTitleOf(section);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleById = (id: UniqueIdentifier) => {
    const item = items.find((each) => each.id === id);
    return item ? titleOf(item) : String(id);
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) {
      // A drag is an undo step of its own.
      edit((data) => moveItem(data, section, String(active.id), String(over.id)));
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: intl.formatMessage(messages.dragInstructions) },
        announcements: {
          onDragStart: ({ active }) =>
            intl.formatMessage(valueMessages.pickedUp, { title: titleById(active.id) }),
          // Over itself (right after the pick-up) says nothing, so "Picked up" is heard.
          onDragOver: ({ active, over }) =>
            over && over.id !== active.id
              ? intl.formatMessage(valueMessages.movedOver, {
                  title: titleById(active.id),
                  over: titleById(over.id),
                })
              : undefined,
          onDragEnd: ({ active }) =>
            intl.formatMessage(valueMessages.dropped, { title: titleById(active.id) }),
          onDragCancel: ({ active }) =>
            intl.formatMessage(valueMessages.cancelled, { title: titleById(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Flex as="ul" direction="column" gap="2" listStyleType="none">
          {items.map((item) => (
            <ItemRow
              key={item.id}
              section={section}
              item={item}
              title={titleOf(item)}
              readOnly={readOnly}
              onOpen={onOpen}
              onToggle={() => edit((data) => toggleItem(data, section, item.id))}
              onOption={(option, value) =>
                edit((data) => setItemOption(data, section, item.id, option, value))
              }
            />
          ))}
        </Flex>
      </SortableContext>
    </DndContext>
  );
}

type ItemRowProps = {
  section: SectionRef;
  item: AnyItem;
  title: string;
  readOnly: boolean;
  onOpen: (target: ItemDialogTarget) => void;
  onToggle: () => void;
  onOption: (option: PaginationOption, value: boolean) => void;
};

function ItemRow({ section, item, title, readOnly, onOpen, onToggle, onOption }: ItemRowProps) {
  const intl = useIntl();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled: readOnly });
  const line = itemLine(section.kind, item);
  const subtitle =
    line.subtitle ??
    (line.keywordCount !== undefined
      ? intl.formatMessage(valueMessages.keywordCount, { count: line.keywordCount })
      : undefined);
  const hidden = !item.visible;

  return (
    <Flex
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      align="center"
      gap="1"
      px="1"
      py="1"
      borderWidth="1px"
      borderRadius="l2"
      bg={isDragging ? 'bg.muted' : 'bg.panel'}
      borderStyle={hidden ? 'dashed' : 'solid'}
      shadow={isDragging ? 'md' : undefined}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      data-hidden={hidden || undefined}
      _hover={{ borderColor: 'border.emphasized' }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        variant="ghost"
        size="xs"
        color="fg.muted"
        cursor={readOnly ? 'default' : 'grab'}
        touchAction="none"
        disabled={readOnly}
        aria-label={intl.formatMessage(valueMessages.dragItem, { title })}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden />
      </IconButton>
      <chakra.button
        type="button"
        data-item-row={item.id}
        flex="1"
        minWidth="0"
        textAlign="start"
        px="2"
        py="1"
        borderRadius="l1"
        cursor={readOnly ? 'default' : 'pointer'}
        opacity={hidden ? 0.5 : 1}
        disabled={readOnly}
        // The name holds what the row shows (title, then subtitle), after the verb.
        aria-label={
          subtitle
            ? intl.formatMessage(valueMessages.openItemWithSubtitle, { title, subtitle })
            : intl.formatMessage(valueMessages.openItem, { title })
        }
        data-item-title={title}
        onClick={() => onOpen({ mode: 'update', section, item })}
        focusRing="outside"
      >
        <Text
          fontWeight="medium"
          textStyle="sm"
          truncate
          textDecoration={hidden ? 'line-through' : undefined}
        >
          {title}
        </Text>
        {subtitle && (
          <Text textStyle="xs" color="fg.muted" truncate>
            {subtitle}
          </Text>
        )}
      </chakra.button>
      <IconButton
        variant="ghost"
        size="xs"
        color={hidden ? 'fg.subtle' : 'fg.muted'}
        disabled={readOnly}
        aria-label={intl.formatMessage(hidden ? valueMessages.showItem : valueMessages.hideItem, {
          title,
        })}
        aria-pressed={hidden}
        onClick={onToggle}
      >
        {hidden ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </IconButton>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'update' || value === 'duplicate' || value === 'delete') {
            onOpen({ mode: value, section, item });
          }
        }}
      >
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            size="xs"
            color="fg.muted"
            disabled={readOnly}
            aria-label={intl.formatMessage(valueMessages.itemMenu, { title })}
          >
            <EllipsisVertical aria-hidden />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="12rem">
              <Menu.Item value="update">
                <PencilLine size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.update)}</Text>
              </Menu.Item>
              <Menu.Item value="duplicate">
                <Copy size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.duplicate)}</Text>
              </Menu.Item>
              <Menu.Separator />
              <PaginationMenuItems
                keepTogether={item.keepTogether === true}
                breakBefore={item.breakBefore === true}
                onChange={onOption}
              />
              <Menu.Separator />
              <Menu.Item
                value="delete"
                color="fg.error"
                _highlighted={{ bg: 'bg.error', color: 'fg.error' }}
              >
                <Trash2 size={16} aria-hidden />
                <Text as="span">{intl.formatMessage(messages.delete)}</Text>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
