import { Box, Button, CloseButton, Dialog, HStack, List, Portal, Stack } from '@chakra-ui/react';
import { Lock, LockOpen } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { useLockResume } from '../hooks/use-lock-resume';

const messages = defineMessages({
  lockTitle: { id: 'dashboard.lockDialog.lock.title', defaultMessage: 'Lock this resume?' },
  lockIntro: {
    id: 'dashboard.lockDialog.lock.intro',
    defaultMessage: 'Lock a resume to prevent editing. While it is locked:',
  },
  lockNoEdits: {
    id: 'dashboard.lockDialog.lock.noEdits',
    defaultMessage: 'nothing in it can be changed, in the builder or anywhere else;',
  },
  lockNoRename: {
    id: 'dashboard.lockDialog.lock.noRename',
    defaultMessage: 'it cannot be renamed or deleted;',
  },
  lockStillShared: {
    id: 'dashboard.lockDialog.lock.stillShared',
    defaultMessage: 'you can still open, duplicate, share and download it.',
  },
  lockOutro: {
    id: 'dashboard.lockDialog.lock.outro',
    defaultMessage: 'You can unlock it again at any time.',
  },
  unlockTitle: { id: 'dashboard.lockDialog.unlock.title', defaultMessage: 'Unlock this resume?' },
  unlockBody: {
    id: 'dashboard.lockDialog.unlock.body',
    defaultMessage:
      'Unlocking lets you edit, rename and delete this resume again. You can lock it again whenever you like.',
  },
  lock: { id: 'dashboard.lockDialog.lock', defaultMessage: 'Lock' },
  unlock: { id: 'dashboard.lockDialog.unlock', defaultMessage: 'Unlock' },
  cancel: { id: 'dashboard.lockDialog.cancel', defaultMessage: 'Cancel' },
  close: { id: 'dashboard.lockDialog.close', defaultMessage: 'Close' },
});

export type LockDialogProps = {
  /** The resume; an unlocked one is offered the lock (create mode), a locked one the unlock (update mode). */
  resume: ResumeSummary;
  open: boolean;
  onClose: () => void;
};

/** The lock dialog (docs/product.md#visibility-and-lock): locks in create mode, unlocks in update mode. */
export function LockDialog({ resume, open, onClose }: LockDialogProps) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  const { lockResume, locking } = useLockResume();
  // The mode is fixed when the dialog opens, so the text does not flip while it closes.
  const locks = !resume.locked;

  async function confirm() {
    try {
      await lockResume(resume.id, locks);
      onClose();
    } catch (error) {
      showServerError(asApiError(error));
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      role="alertdialog"
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack gap="3">
                <Box
                  display="grid"
                  placeItems="center"
                  boxSize="9"
                  borderRadius="full"
                  bg="brand.muted"
                  color="brand.fg"
                  flexShrink={0}
                >
                  {locks ? <Lock size={18} aria-hidden /> : <LockOpen size={18} aria-hidden />}
                </Box>
                <Dialog.Title>
                  {intl.formatMessage(locks ? messages.lockTitle : messages.unlockTitle)}
                </Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {locks ? (
                <Stack gap="3">
                  <Dialog.Description>{intl.formatMessage(messages.lockIntro)}</Dialog.Description>
                  <List.Root gap="1" paddingStart="5" color="fg.muted">
                    <List.Item>{intl.formatMessage(messages.lockNoEdits)}</List.Item>
                    <List.Item>{intl.formatMessage(messages.lockNoRename)}</List.Item>
                    <List.Item>{intl.formatMessage(messages.lockStillShared)}</List.Item>
                  </List.Root>
                  <Box color="fg.muted">{intl.formatMessage(messages.lockOutro)}</Box>
                </Stack>
              ) : (
                <Dialog.Description>{intl.formatMessage(messages.unlockBody)}</Dialog.Description>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
              </Dialog.ActionTrigger>
              <Button loading={locking} onClick={() => void confirm()}>
                {intl.formatMessage(locks ? messages.lock : messages.unlock)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
