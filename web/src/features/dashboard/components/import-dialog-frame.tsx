import { Box, CloseButton, Dialog, HStack, Icon, Portal, Stack } from '@chakra-ui/react';
import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { messages as importMessages } from './import-messages';

export type ImportDialogFrameProps = {
  open: boolean;
  onClose: () => void;
  icon: LucideIcon;
  title: string;
  description: string;
  /** The dialog's body and footer. */
  children: ReactNode;
};

/**
 * The frame the resume's and the letter's import dialogs share
 * (docs/product.md#import-dialog): the icon, title and description, the
 * close button. Unmounted when closed, so each opening starts afresh.
 */
export function ImportDialogFrame({
  open,
  onClose,
  icon,
  title,
  description,
  children,
}: ImportDialogFrameProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          onClose();
        }
      }}
      lazyMount
      unmountOnExit
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header paddingBottom="2">
              <HStack gap="3" alignItems="flex-start">
                <Box
                  borderRadius="l2"
                  bg="brand.muted"
                  color="brand.fg"
                  padding="2"
                  display="flex"
                  flexShrink={0}
                >
                  <Icon as={icon} boxSize="5" aria-hidden />
                </Box>
                <Stack gap="1">
                  <Dialog.Title>{title}</Dialog.Title>
                  <Dialog.Description color="fg.muted" textStyle="sm">
                    {description}
                  </Dialog.Description>
                </Stack>
              </HStack>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(importMessages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
