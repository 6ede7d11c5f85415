import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { normaliseImageSrc } from './commands';
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
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog inside another (an item dialog) must not submit that one's form.
    event.stopPropagation();
    const next = normaliseImageSrc(src);
    if (next === null) {
      setInvalid(true);
      srcRef.current?.focus();
      return;
    }
    onInsert(next, alt.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{intl.formatMessage(messages.imageTitle)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={invalid}>
            <Field.Label>
              {intl.formatMessage(messages.imageUrl)}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={srcRef}
              inputMode="url"
              // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a URL's start, not words
              placeholder="https://"
              value={src}
              onChange={(event) => {
                setSrc(event.target.value);
                setInvalid(false);
              }}
            />
            {invalid ? (
              <Field.ErrorText>{intl.formatMessage(messages.imageUrlInvalid)}</Field.ErrorText>
            ) : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>{intl.formatMessage(messages.imageAlt)}</Field.Label>
            <Input value={alt} onChange={(event) => setAlt(event.target.value)} />
            <Field.HelperText>{intl.formatMessage(messages.imageAltHelp)}</Field.HelperText>
          </Field.Root>
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
