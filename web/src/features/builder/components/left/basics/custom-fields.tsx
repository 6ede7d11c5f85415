import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type CustomField } from '@vitae/schema';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import { customFieldMessages } from './basics-messages';
import { addCustomField, newCustomField, removeCustomField } from './basics-rules';

/** The rows and their drag and drop, loaded once there is a field to show. */
const CustomFieldList = lazy(async () => ({
  default: (await import('./custom-field-list')).CustomFieldList,
}));

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

  const add = () => {
    const field = newCustomField();
    edit((data) => addCustomField(data, field));
    setFocusId(field.id);
  };

  const remove = (field: CustomField) => {
    edit((data) => removeCustomField(data, field.id));
    addButton.current?.focus();
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
        <Suspense fallback={null}>
          <CustomFieldList
            fields={fields}
            readOnly={readOnly}
            focusId={focusId}
            onRemove={remove}
          />
        </Suspense>
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
