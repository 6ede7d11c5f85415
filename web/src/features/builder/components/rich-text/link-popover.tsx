import { Box, Button, HStack, Popover, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';

import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { TextField } from '../../../../ui/text-field';
import { linkFormMessages, linkFormSchema } from '../../lib/rich-text-forms';
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
  const form = useSchemaForm(linkFormSchema, {
    defaultValues: { href },
    messages: linkFormMessages,
  });

  function submit(event: FormEvent) {
    // Inside an item dialog, the dialog's own form must not submit too.
    event.stopPropagation();
    // The address as normaliseHref makes it: "" removes the link.
    void form.handleSubmit((values) => onApply(values.href))(event);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <TextField
          label={intl.formatMessage(messages.linkUrl)}
          registration={form.register('href')}
          error={form.errorText('href')}
          helper={intl.formatMessage(messages.linkHelp)}
          size="sm"
          inputMode="url"
          autoComplete="url"
          // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a URL's start, not words
          placeholder="https://"
        />
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
