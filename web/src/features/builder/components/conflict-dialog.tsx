import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, type MessageTag, useIntl } from 'react-intl';

import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSaving } from '../hooks/saving-context';

const messages = defineMessages({
  title: {
    id: 'builder.conflict.title',
    defaultMessage: 'This resume changed somewhere else',
  },
  body: {
    id: 'builder.conflict.body',
    defaultMessage:
      'A newer version was saved in another tab or on another device after you started these changes. Nothing has been merged: choose which version to keep.',
  },
  keepMine: { id: 'builder.conflict.keepMine', defaultMessage: 'Keep my version' },
  keepMineHint: {
    id: 'builder.conflict.keepMineHint',
    defaultMessage: 'Saves what you see here, whole, over the other version.',
  },
  takeTheirs: { id: 'builder.conflict.takeTheirs', defaultMessage: 'Load the other version' },
  takeTheirsHint: {
    id: 'builder.conflict.takeTheirsHint',
    defaultMessage: 'Shows the newer version and drops the changes made here.',
  },
});

const choiceMessages = defineMessages<{
  choiceHint: { choice: string; hint: string; b: MessageTag };
}>({
  choiceHint: { id: 'builder.conflict.choiceHint', defaultMessage: '<b>{choice}:</b> {hint}' },
});

/**
 * Asks what to do when a save was refused as stale (docs/web.md#the-builder and docs/quality.md#case-3): keep
 * this browser's document (saved whole) or load the stored one. Never both.
 */
export function ConflictDialog() {
  const intl = useIntl();
  const saving = useSaving();
  const showError = useServerErrorToast();
  const [loading, setLoading] = useState(false);
  const open = saving.status.state === 'failed' && saving.status.failure.kind === 'conflict';

  const takeTheirs = async () => {
    setLoading(true);
    try {
      await saving.takeTheirs();
    } catch (error) {
      showError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(messages.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Text>{intl.formatMessage(messages.body)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(choiceMessages.choiceHint, {
                  choice: intl.formatMessage(messages.keepMine),
                  hint: intl.formatMessage(messages.keepMineHint),
                  b: (chunks) => <strong>{chunks}</strong>,
                })}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(choiceMessages.choiceHint, {
                  choice: intl.formatMessage(messages.takeTheirs),
                  hint: intl.formatMessage(messages.takeTheirsHint),
                  b: (chunks) => <strong>{chunks}</strong>,
                })}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void takeTheirs()} loading={loading}>
                {intl.formatMessage(messages.takeTheirs)}
              </Button>
              <Button colorPalette="brand" onClick={saving.keepMine} disabled={loading}>
                {intl.formatMessage(messages.keepMine)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
