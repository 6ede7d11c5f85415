import { Button, CloseButton, Dialog, Grid, Portal, Stack } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type z } from 'zod';

import { useSchemaForm } from '../../../../../lib/forms/use-schema-form';
import { useEdit } from '../../../hooks/builder-context';
import { itemErrorPath, itemIssueMessages } from '../../../lib/item-form';
import { ItemField, type ItemForm, useFieldLabel } from './item-fields';
import { messages } from './messages';
import {
  addItem,
  type AnyItem,
  blankItem,
  deleteItem,
  insertCopy,
  isRequired,
  itemSchemas,
  newId,
  sectionFields,
  type SectionRef,
  updateItem,
} from './section-model';

/** What the item dialog does (docs/product.md#dialogs). */
export type ItemDialogTarget =
  | { mode: 'create'; section: SectionRef }
  | { mode: 'update' | 'duplicate' | 'delete'; section: SectionRef; item: AnyItem };

export type ItemDialogProps = {
  /** The open dialog's target; null when closed. */
  target: ItemDialogTarget | null;
  onClose: () => void;
};

/**
 * The one item dialog of every section (custom sections share it): create,
 * update, duplicate and delete. It keeps its own form and commits one edit,
 * one undo step, on submit, then closes.
 */
export function ItemDialog({ target, onClose }: ItemDialogProps) {
  // The last target stays while the dialog fades out.
  const shown = useRef<ItemDialogTarget | null>(target);
  if (target) {
    shown.current = target;
  }
  const current = target ?? shown.current;
  const alert = current?.mode === 'delete';
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={({ open }) => !open && onClose()}
      role={alert ? 'alertdialog' : 'dialog'}
      placement="center"
      size={alert ? 'sm' : 'lg'}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {current &&
              (current.mode === 'delete' ? (
                <DeleteBody target={current} onClose={onClose} />
              ) : (
                <FormBody
                  key={`${current.mode}-${current.mode === 'create' ? '' : current.item.id}`}
                  target={current}
                  onClose={onClose}
                />
              ))}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CloseX() {
  const intl = useIntl();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
    </Dialog.CloseTrigger>
  );
}

type DeleteBodyProps = {
  target: Extract<ItemDialogTarget, { item: AnyItem }>;
  onClose: () => void;
};

function DeleteBody({ target, onClose }: DeleteBodyProps) {
  const intl = useIntl();
  const edit = useEdit();
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{intl.formatMessage(messages.deleteTitle)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description color="fg.muted">
          {intl.formatMessage(messages.deleteDescription)}
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="red"
          onClick={() => {
            edit((data) => deleteItem(data, target.section, target.item.id));
            onClose();
          }}
        >
          {intl.formatMessage(messages.delete)}
        </Button>
      </Dialog.Footer>
      <CloseX />
    </>
  );
}

/** The form's starting values: every field of the section present, whatever the stored item lacks. */
function initialValues(target: Exclude<ItemDialogTarget, { mode: 'delete' }>): AnyItem {
  const kind = target.section.kind;
  if (target.mode === 'create') {
    return blankItem(kind, newId());
  }
  const item = { ...blankItem(kind, target.item.id), ...target.item };
  // Duplicate assigns a new id (docs/product.md#section-actions).
  return target.mode === 'duplicate' ? { ...item, id: newId() } : item;
}

type FormBodyProps = {
  target: Exclude<ItemDialogTarget, { mode: 'delete' }>;
  onClose: () => void;
};

function FormBody({ target, onClose }: FormBodyProps) {
  const intl = useIntl();
  const edit = useEdit();
  const formId = useId();
  const labelOf = useFieldLabel();
  const { section } = target;
  const fields = sectionFields[section.kind];
  // The section's schema, its words (docs/web.md "Form messages") and the starting values, once.
  const [options] = useState(() => ({
    schema: itemSchemas[section.kind] as unknown as z.ZodType<AnyItem, AnyItem>,
    defaultValues: initialValues(target),
    messages: itemIssueMessages(fields.filter((field) => isRequired(section.kind, field))),
  }));
  const form: ItemForm = useSchemaForm(options.schema, options);

  const [title, action] =
    target.mode === 'create'
      ? [messages.createTitle, messages.create]
      : target.mode === 'update'
        ? [messages.updateTitle, messages.save]
        : [messages.duplicateTitle, messages.duplicate];

  /** A field's refusal in words (a required one named by its label). */
  function errorOf(field: string): string | undefined {
    const message = form.errorMessage(itemErrorPath(field));
    return message && intl.formatMessage(message, { field: labelOf(field) });
  }

  /** One edit, one undo step, of the item as its schema gives it; a refused field is focused instead, the first first. */
  const save = form.handleSubmit((item) => {
    edit((data) =>
      target.mode === 'create'
        ? addItem(data, section, item)
        : target.mode === 'update'
          ? updateItem(data, section, item)
          : insertCopy(data, section, target.item.id, item),
    );
    onClose();
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{intl.formatMessage(title)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={(event) => void save(event)} noValidate>
          <Stack gap="5">
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
              {fields.map((field) => (
                <ItemField
                  key={field}
                  field={field}
                  form={form}
                  idPrefix={formId}
                  required={isRequired(section.kind, field)}
                  error={errorOf(field)}
                />
              ))}
            </Grid>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId}>
          {intl.formatMessage(action)}
        </Button>
      </Dialog.Footer>
      <CloseX />
    </>
  );
}
