import { Stack } from '@chakra-ui/react';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type CustomField } from '@vitae/schema';
import { useIntl } from 'react-intl';

import { useEdit } from '../../../hooks/builder-context';
import { customFieldMessages, customFieldRowMessages } from './basics-messages';
import { moveCustomField } from './basics-rules';
import { CustomFieldRow } from './custom-field-row';

export type CustomFieldListProps = {
  fields: CustomField[];
  readOnly: boolean;
  /** The field just added, which takes the focus. */
  focusId: string | null;
  onRemove: (field: CustomField) => void;
};

/**
 * The custom fields' rows, reordered by dragging the handle with a pointer or
 * with the keyboard (space, arrows, space). Its own module: the drag and drop
 * library loads only for a resume with custom fields (docs/performance.md).
 */
export function CustomFieldList({ fields, readOnly, focusId, onRemove }: CustomFieldListProps) {
  const edit = useEdit();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const positionOf = (id: UniqueIdentifier) => fields.findIndex((field) => field.id === id) + 1;
  const accessibility = useAccessibility(positionOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) {
      edit((data) => moveCustomField(data, String(active.id), String(over.id)));
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext
        items={fields.map((field) => field.id)}
        strategy={verticalListSortingStrategy}
      >
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {fields.map((field, index) => (
            <CustomFieldRow
              key={field.id}
              field={field}
              position={index + 1}
              readOnly={readOnly}
              autoFocus={field.id === focusId}
              onRemove={() => onRemove(field)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/** What a screen reader hears while a row is moved with the keyboard (dnd-kit's live region). */
function useAccessibility(positionOf: (id: UniqueIdentifier) => number): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const intl = useIntl();
  return {
    screenReaderInstructions: {
      draggable: intl.formatMessage(customFieldMessages.dragInstructions),
    },
    announcements: {
      onDragStart: ({ active }) =>
        intl.formatMessage(customFieldRowMessages.dragStart, { position: positionOf(active.id) }),
      // Over itself (right after the pick-up) says nothing, so "Picked up" is heard.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? intl.formatMessage(customFieldRowMessages.dragOver, {
              position: positionOf(active.id),
              over: positionOf(over.id),
            })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? intl.formatMessage(customFieldRowMessages.dragEnd, {
              position: positionOf(active.id),
              over: positionOf(over.id),
            })
          : undefined,
      onDragCancel: ({ active }) =>
        intl.formatMessage(customFieldRowMessages.dragCancel, { position: positionOf(active.id) }),
    },
  };
}
