import { Box, Button, CloseButton, Dialog, HStack, List, Portal, Stack } from '@chakra-ui/react';
import { Lock, LockOpen } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useLockLetter } from '../hooks/use-letter-actions';
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

/** A letter's own words where they differ from a resume's (docs/product.md#letter-list). */
const letterMessages = defineMessages({
  lockTitle: { id: 'dashboard.lockDialog.letter.lock.title', defaultMessage: 'Lock this letter?' },
  lockIntro: {
    id: 'dashboard.lockDialog.letter.lock.intro',
    defaultMessage: 'Lock a letter to prevent editing. While it is locked:',
  },
  lockNoEdits: {
    id: 'dashboard.lockDialog.letter.lock.noEdits',
    defaultMessage: 'nothing in it can be changed, in the letter builder or anywhere else;',
  },
  lockNoRename: {
    id: 'dashboard.lockDialog.letter.lock.noRename',
    defaultMessage: 'it cannot be renamed or deleted;',
  },
  lockStillShared: {
    id: 'dashboard.lockDialog.letter.lock.stillOpen',
    defaultMessage: 'you can still open, duplicate and download it.',
  },
  unlockTitle: {
    id: 'dashboard.lockDialog.letter.unlock.title',
    defaultMessage: 'Unlock this letter?',
  },
  unlockBody: {
    id: 'dashboard.lockDialog.letter.unlock.body',
    defaultMessage:
      'Unlocking lets you edit, rename and delete this letter again. You can lock it again whenever you like.',
  },
});

export type LockDialogProps = {
  /** A resume, or a letter with kind 'letter'. */
  kind?: 'resume' | 'letter';
  /** The document; an unlocked one is offered the lock (create mode), a locked one the unlock (update mode). */
  document: { id: string; locked: boolean };
  open: boolean;
  onClose: () => void;
};

/**
 * The lock dialog (docs/product.md#visibility-and-lock) of a resume or a letter: locks in create
 * mode, unlocks in update mode.
 */
export function LockDialog({ kind = 'resume', document, open, onClose }: LockDialogProps) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  const resume = useLockResume();
  const letter = useLockLetter();
  const locking = resume.locking || letter.locking;
  const words = kind === 'letter' ? { ...messages, ...letterMessages } : messages;
  // The mode is fixed when the dialog opens, so the text does not flip while it closes.
  const locks = !document.locked;

  async function confirm() {
    try {
      await (kind === 'letter' ? letter.lockLetter : resume.lockResume)(document.id, locks);
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
                  {intl.formatMessage(locks ? words.lockTitle : words.unlockTitle)}
                </Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {locks ? (
                <Stack gap="3">
                  <Dialog.Description>{intl.formatMessage(words.lockIntro)}</Dialog.Description>
                  <List.Root gap="1" paddingStart="5" color="fg.muted">
                    <List.Item>{intl.formatMessage(words.lockNoEdits)}</List.Item>
                    <List.Item>{intl.formatMessage(words.lockNoRename)}</List.Item>
                    <List.Item>{intl.formatMessage(words.lockStillShared)}</List.Item>
                  </List.Root>
                  <Box color="fg.muted">{intl.formatMessage(messages.lockOutro)}</Box>
                </Stack>
              ) : (
                <Dialog.Description>{intl.formatMessage(words.unlockBody)}</Dialog.Description>
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
