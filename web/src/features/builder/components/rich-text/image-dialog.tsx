import { Button, CloseButton, Dialog, Field, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, type RefObject, useRef } from 'react';
import { useIntl } from 'react-intl';

import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { TextField } from '../../../../ui/text-field';
import { imageFormMessages, imageFormSchema } from '../../lib/rich-text-forms';
import { richTextMessages as messages } from './messages';

export type ImageDialogProps = {
  open: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
  /** Where focus goes when it closes (the editor). */
  returnFocus: () => HTMLElement | null;
};

/** Insert image from a URL with an optional description (docs/product.md#rich-text-editor). */
export function ImageDialog({ open, onClose, onInsert, returnFocus }: ImageDialogProps) {
  const intl = useIntl();
  const srcRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      placement="center"
      size="sm"
      initialFocusEl={() => srcRef.current}
      finalFocusEl={returnFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ImageForm srcRef={srcRef} onInsert={onInsert} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ImageForm({
  srcRef,
  onInsert,
}: {
  srcRef: RefObject<HTMLInputElement | null>;
  onInsert: (src: string, alt: string) => void;
}) {
  const intl = useIntl();
  const form = useSchemaForm(imageFormSchema, {
    defaultValues: { src: '', alt: '' },
    messages: imageFormMessages,
  });
  const src = form.register('src');

  function submit(event: FormEvent) {
    // A dialog inside another (an item dialog) must not submit that one's form.
    event.stopPropagation();
    // The address as normaliseImageSrc makes it, the description trimmed; a
    // refused address keeps the focus (the form moves it to the field).
    void form.handleSubmit((values) => onInsert(values.src, values.alt))(event);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{intl.formatMessage(messages.imageTitle)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <TextField
            label={intl.formatMessage(messages.imageUrl)}
            labelAddon={<Field.RequiredIndicator />}
            required
            registration={{
              ...src,
              // The dialog's first focus, as well as the form's.
              ref: (element: HTMLInputElement | null) => {
                src.ref(element);
                srcRef.current = element;
              },
            }}
            error={form.errorText('src')}
            inputMode="url"
            // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a URL's start, not words
            placeholder="https://"
          />
          <TextField
            label={intl.formatMessage(messages.imageAlt)}
            registration={form.register('alt')}
            helper={intl.formatMessage(messages.imageAltHelp)}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit">{intl.formatMessage(messages.imageInsert)}</Button>
      </Dialog.Footer>
    </form>
  );
}
