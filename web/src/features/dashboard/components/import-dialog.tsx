import { Box, CloseButton, Dialog, HStack, Icon, Portal, Stack } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { useIntl } from 'react-intl';

import { ImportForm } from './import-form';
import { messages } from './import-messages';

/** The import dialog (docs/product.md#import-dialog), opened from the Import tile and ctrl+I. */
export type ImportDialogProps = { open: boolean; onClose: () => void };

export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          onClose();
        }
      }}
      // Unmounted when closed, so each opening starts a fresh machine with no result.
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
                  <Icon as={FileUp} boxSize="5" aria-hidden />
                </Box>
                <Stack gap="1">
                  <Dialog.Title>{intl.formatMessage(messages.title)}</Dialog.Title>
                  <Dialog.Description color="fg.muted" textStyle="sm">
                    {intl.formatMessage(messages.description)}
                  </Dialog.Description>
                </Stack>
              </HStack>
            </Dialog.Header>
            <ImportForm onImported={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
