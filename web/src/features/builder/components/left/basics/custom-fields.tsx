import { Button, Heading, Stack, Text } from '@chakra-ui/react';
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
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import { customFieldMessages, customFieldRowMessages } from './basics-messages';
import { addCustomField, moveCustomField, newCustomField, removeCustomField } from './basics-rules';
import { CustomFieldRow } from './custom-field-row';

/**
 * Custom fields of the basics (docs/product.md#basics): add, edit the
 * icon, name and value, remove, and reorder by dragging the handle with a
 * pointer or with the keyboard (space, arrows, space). Adding, removing and
 * moving are each one undo step; typing in a field is one step per burst.
 */
export function CustomFields() {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  const fields = useResume((data) => data.basics.customFields);
  const [focusId, setFocusId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const positionOf = (id: UniqueIdentifier) => fields.findIndex((field) => field.id === id) + 1;
  const accessibility = useAccessibility(positionOf);

  const add = () => {
    const field = newCustomField();
    edit((data) => addCustomField(data, field));
    setFocusId(field.id);
  };

  const remove = (field: CustomField) => {
    edit((data) => removeCustomField(data, field.id));
    addButton.current?.focus();
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) {
      edit((data) => moveCustomField(data, String(active.id), String(over.id)));
    }
  };

  return (
    <Stack gap="3" mt="6">
      <Heading as="h3" size="sm">
        {intl.formatMessage(customFieldMessages.heading)}
      </Heading>
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(customFieldMessages.empty)}
        </Text>
      ) : (
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
                  onRemove={() => remove(field)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {readOnly ? null : (
        <Button ref={addButton} size="sm" variant="outline" alignSelf="flex-start" onClick={add}>
          <Plus aria-hidden />
          {intl.formatMessage(customFieldMessages.add)}
        </Button>
      )}
    </Stack>
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
