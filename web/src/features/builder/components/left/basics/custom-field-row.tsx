import { Flex, Grid, IconButton, Input } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CustomField } from '@vitae/schema';
import { GripVertical, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import { useEdit } from '../../../hooks/builder-context';
import { customFieldMessages, customFieldRowMessages } from './basics-messages';
import { updateCustomField } from './basics-rules';
import { IconPicker } from './icon-picker';

export type CustomFieldRowProps = {
  field: CustomField;
  /** 1-based, for the controls' accessible names. */
  position: number;
  readOnly: boolean;
  /** Focus the name when the row appears (a field just added). */
  autoFocus: boolean;
  onRemove: () => void;
};

/** One custom field: drag handle, icon, name, value and remove. */
export function CustomFieldRow({
  field,
  position,
  readOnly,
  autoFocus,
  onRemove,
}: CustomFieldRowProps) {
  const intl = useIntl();
  const edit = useEdit();
  const nameInput = useRef<HTMLInputElement>(null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: field.id, disabled: readOnly });

  useEffect(() => {
    if (autoFocus) {
      nameInput.current?.focus();
    }
  }, [autoFocus]);

  const change = (key: 'name' | 'value' | 'icon', value: string) =>
    edit((data) => updateCustomField(data, field.id, { [key]: value }), {
      group: `basics.customFields.${field.id}.${key}`,
    });

  return (
    <Flex
      as="li"
      ref={setNodeRef}
      align="center"
      gap="1.5"
      p="1.5"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
      position="relative"
      zIndex={isDragging ? 2 : undefined}
      boxShadow={isDragging ? 'lg' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {readOnly ? null : (
        <IconButton
          ref={setActivatorNodeRef}
          size="sm"
          variant="ghost"
          color="fg.muted"
          cursor={isDragging ? 'grabbing' : 'grab'}
          touchAction="none"
          flexShrink={0}
          minWidth="6"
          width="6"
          {...attributes}
          {...listeners}
          aria-label={intl.formatMessage(customFieldRowMessages.drag, { position })}
        >
          <GripVertical aria-hidden />
        </IconButton>
      )}
      <IconPicker
        value={field.icon}
        position={position}
        disabled={readOnly}
        onChange={(icon) => change('icon', icon)}
      />
      <Grid flex="1" minWidth="0" gap="1.5" templateColumns="repeat(auto-fit, minmax(6rem, 1fr))">
        <Input
          ref={nameInput}
          size="sm"
          value={field.name}
          readOnly={readOnly}
          placeholder={intl.formatMessage(customFieldMessages.name)}
          aria-label={intl.formatMessage(customFieldRowMessages.nameOf, { position })}
          onChange={(event) => change('name', event.currentTarget.value)}
        />
        <Input
          size="sm"
          value={field.value}
          readOnly={readOnly}
          placeholder={intl.formatMessage(customFieldMessages.value)}
          aria-label={intl.formatMessage(customFieldRowMessages.valueOf, { position })}
          onChange={(event) => change('value', event.currentTarget.value)}
        />
      </Grid>
      {readOnly ? null : (
        <IconButton
          size="sm"
          variant="ghost"
          color="fg.muted"
          _hover={{ color: 'fg.error', bg: 'bg.error' }}
          flexShrink={0}
          aria-label={intl.formatMessage(customFieldRowMessages.remove, { position })}
          onClick={onRemove}
        >
          <X aria-hidden />
        </IconButton>
      )}
    </Flex>
  );
}
