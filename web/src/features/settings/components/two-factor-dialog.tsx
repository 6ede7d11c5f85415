import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise, type SnapshotFrom } from 'xstate';

import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../auth/components/session-provider';
import { type User } from '../../auth/lib/user';
import { disableTwoFactor, enableTwoFactor, fetchMe, setupTwoFactor } from '../api/settings-api';
import { twoFactorMachine } from '../machines/two-factor-machine';
import { useAccountChangeError } from './reauthentication';
import { TwoFactorBackupCodesStep } from './two-factor-backup-codes-step';
import { TwoFactorCodeStep } from './two-factor-code-step';
import { TwoFactorCreateStep } from './two-factor-create-step';
import { TwoFactorDisableStep } from './two-factor-disable-step';
import { twoFactorMessages as messages } from './two-factor-messages';
import { type TwoFactorActor } from './two-factor-step';

/** The two-factor dialog's machine with the real calls and effects, and the verbs that open it. */
export function useTwoFactorDialog() {
  const { userUpdated } = useSession();
  const showServerError = useServerErrorToast();
  const showChangeError = useAccountChangeError();
  const actor = useActorRef(
    twoFactorMachine.provide({
      actors: {
        setup: fromPromise(() => setupTwoFactor()),
        enable: fromPromise(({ input }: { input: { code: string } }) =>
          enableTwoFactor(input.code),
        ),
        disable: fromPromise(({ input }: { input: { currentPassword: string; code: string } }) =>
          disableTwoFactor(input),
        ),
      },
      actions: {
        reportError: (_, { error }) => {
          showChangeError(error);
        },
        announceDisabled: (_, { message }) => {
          toaster.create({ type: 'success', title: message });
        },
        refreshUser: () => {
          // Fetched here rather than through the session's reload, which would unmount the page.
          void fetchMe()
            .then(userUpdated)
            .catch((error: unknown) => showServerError(error));
        },
      },
    }),
  );
  return {
    actor,
    openCreate: () => actor.send({ type: 'twoFactor.open' }),
    openDelete: () => actor.send({ type: 'twoFactor.openDelete' }),
  };
}

type Mode = 'create' | 'update' | 'duplicate' | 'delete';

/** The dialog's step: the machine's state (closed shows the delete step, as the dialog fades out). */
function modeOf(state: SnapshotFrom<typeof twoFactorMachine>): Mode {
  return state.matches('create')
    ? 'create'
    : state.matches('update')
      ? 'update'
      : state.matches('duplicate')
        ? 'duplicate'
        : 'delete';
}

const titles = {
  create: messages.createTitle,
  update: messages.updateTitle,
  duplicate: messages.duplicateTitle,
  delete: messages.deleteTitle,
} as const;

export type TwoFactorDialogProps = { actor: TwoFactorActor; user: User };

/** Two-factor dialog (docs/product.md#two-factor-dialog): its four modes, driven by the machine. */
export function TwoFactorDialog({ actor, user }: TwoFactorDialogProps) {
  const intl = useIntl();
  const open = useSelector(actor, (state) => !state.matches('closed'));
  const mode = useSelector(actor, modeOf);
  const [copiedLink, setCopiedLink] = useState(false);
  const close = () => actor.send({ type: 'twoFactor.close' });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) {
          close();
        }
      }}
      placement="center"
      size="md"
      // Backup codes are shown once: a stray click outside must not throw them away.
      closeOnInteractOutside={mode !== 'duplicate'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(titles[mode])}</Dialog.Title>
            </Dialog.Header>
            {mode === 'create' ? (
              <TwoFactorCreateStep
                actor={actor}
                copied={copiedLink}
                onCopied={() => setCopiedLink(true)}
              />
            ) : null}
            {mode === 'update' ? <TwoFactorCodeStep actor={actor} /> : null}
            {mode === 'duplicate' ? (
              <TwoFactorBackupCodesStep actor={actor} onClose={close} />
            ) : null}
            {mode === 'delete' ? (
              // Opening or closing the dialog starts its form afresh.
              <TwoFactorDisableStep key={String(open)} actor={actor} user={user} onCancel={close} />
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.dialogClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
