import { Box, Button, Field, HStack, Input, Popover, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactElement, useState } from 'react';
import { useIntl } from 'react-intl';

import { normaliseHref } from './commands';
import { richTextMessages as messages } from './messages';

export type LinkPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address of the link being edited, or "" for a new one. */
  href: string;
  /** A normalised address, or "" to remove the link. */
  onApply: (href: string) => void;
  /** Where focus goes when it closes (the editor). */
  returnFocus: () => HTMLElement | null;
  /** The toolbar button it opens from. */
  children: ReactElement;
};

/** The hyperlink prompt (docs/product.md#rich-text-editor): an address; empty removes the link. */
export function LinkPopover({
  open,
  onOpenChange,
  href,
  onApply,
  returnFocus,
  children,
}: LinkPopoverProps) {
  const intl = useIntl();
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-start' }}
      finalFocusEl={returnFocus}
      lazyMount
      unmountOnExit
    >
      <Popover.Anchor asChild>
        <Box display="inline-flex">{children}</Box>
      </Popover.Anchor>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs" aria-label={intl.formatMessage(messages.linkTitle)}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body p="3">
              <LinkForm href={href} onApply={onApply} hasLink={href !== ''} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function LinkForm({
  href,
  onApply,
  hasLink,
}: {
  href: string;
  onApply: (href: string) => void;
  hasLink: boolean;
}) {
  const intl = useIntl();
  const [text, setText] = useState(href);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Inside an item dialog, the dialog's own form must not submit too.
    event.stopPropagation();
    const next = normaliseHref(text);
    if (next === null) {
      setInvalid(true);
      return;
    }
    onApply(next);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <Field.Root invalid={invalid}>
          <Field.Label>{intl.formatMessage(messages.linkUrl)}</Field.Label>
          <Input
            size="sm"
            inputMode="url"
            autoComplete="url"
            // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a URL's start, not words
            placeholder="https://"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid ? (
            <Field.ErrorText>{intl.formatMessage(messages.linkInvalid)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{intl.formatMessage(messages.linkHelp)}</Field.HelperText>
          )}
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          {hasLink ? (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onApply('')}>
              {intl.formatMessage(messages.linkRemove)}
            </Button>
          ) : null}
          <Button size="xs" type="submit">
            {intl.formatMessage(messages.linkApply)}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
