import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  Group,
  IconButton,
  Input,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Check, Copy, Download } from 'lucide-react';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type ActorRefFrom, fromPromise } from 'xstate';

import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../auth/components/session-provider';
import { type User } from '../../auth/lib/user';
import { disableTwoFactor, enableTwoFactor, fetchMe, setupTwoFactor } from '../api/settings-api';
import { twoFactorMachine } from '../machines/two-factor-machine';
import { CurrentPasswordField, hasPassword, useAccountChangeError } from './reauthentication';

const messages = defineMessages({
  createTitle: {
    id: 'settings.twoFactor.createTitle',
    defaultMessage: 'Set Up Two-Factor Authentication',
  },
  createDescription: {
    id: 'settings.twoFactor.createDescription',
    defaultMessage:
      'Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Aegis), or copy the link into it. Then continue.',
  },
  qrAlt: {
    id: 'settings.twoFactor.qrAlt',
    defaultMessage: 'QR code of the link that adds Vitae to your authenticator app',
  },
  link: { id: 'settings.twoFactor.link', defaultMessage: 'Authenticator link' },
  copyLink: { id: 'settings.twoFactor.copyLink', defaultMessage: 'Copy link' },
  setupFailed: {
    id: 'settings.twoFactor.setupFailed',
    defaultMessage: 'Two-factor setup could not be started.',
  },
  retry: { id: 'settings.twoFactor.retry', defaultMessage: 'Try Again' },
  continue: { id: 'settings.twoFactor.continue', defaultMessage: 'Continue' },
  updateTitle: { id: 'settings.twoFactor.updateTitle', defaultMessage: 'Verify Your Code' },
  updateDescription: {
    id: 'settings.twoFactor.updateDescription',
    defaultMessage: 'Enter the 6-digit code your authenticator app shows for Vitae.',
  },
  code: { id: 'settings.twoFactor.code', defaultMessage: 'Code' },
  disableCode: {
    id: 'settings.twoFactor.disableCode',
    defaultMessage: 'A code from your authenticator app, or a backup code',
  },
  codeLength: {
    id: 'settings.twoFactor.codeLength',
    defaultMessage: 'Code must be exactly 6 digits long.',
  },
  codeDigits: {
    id: 'settings.twoFactor.codeDigits',
    defaultMessage: 'code must be a 6 digit number',
  },
  back: { id: 'settings.twoFactor.back', defaultMessage: 'Back' },
  enable: { id: 'settings.twoFactor.enable', defaultMessage: 'Enable' },
  duplicateTitle: { id: 'settings.twoFactor.duplicateTitle', defaultMessage: 'Your Backup Codes' },
  duplicateDescription: {
    id: 'settings.twoFactor.duplicateDescription',
    defaultMessage:
      'Two-factor authentication is on. Keep these backup codes somewhere safe: each one signs you in once if you lose your phone. They are shown only this once.',
  },
  backupCodes: { id: 'settings.twoFactor.backupCodes', defaultMessage: 'Backup codes' },
  copyCodes: { id: 'settings.twoFactor.copyCodes', defaultMessage: 'Copy' },
  downloadCodes: { id: 'settings.twoFactor.downloadCodes', defaultMessage: 'Download' },
  copied: { id: 'settings.twoFactor.copied', defaultMessage: 'Copied to your clipboard.' },
  close: { id: 'settings.twoFactor.close', defaultMessage: 'Close' },
  deleteTitle: {
    id: 'settings.twoFactor.deleteTitle',
    defaultMessage: 'Disable Two-Factor Authentication',
  },
  deleteDescription: {
    id: 'settings.twoFactor.deleteDescription',
    defaultMessage:
      'Signing in will ask only for your password, and your backup codes will stop working. You can turn it on again at any time.',
  },
  cancel: { id: 'settings.twoFactor.cancel', defaultMessage: 'Cancel' },
  disable: { id: 'settings.twoFactor.disable', defaultMessage: 'Disable' },
  dialogClose: { id: 'settings.twoFactor.dialogClose', defaultMessage: 'Close the dialog' },
});

type TwoFactorActor = ActorRefFrom<typeof twoFactorMachine>;

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

/** Draws the otpauth link as a QR code (the `qrcode` package), dark on white in both themes. */
function QrImage({ link, alt }: { link: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(link, { margin: 1, width: 440, errorCorrectionLevel: 'M' }).then(
      (url) => current && setSource(url),
    );
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <Box
      bg="white"
      padding="3"
      borderRadius="lg"
      borderWidth="1px"
      boxSize={{ base: '200px', md: '220px' }}
      marginX="auto"
    >
      {source ? (
        <img src={source} alt={alt} width="100%" height="100%" style={{ display: 'block' }} />
      ) : (
        <Skeleton boxSize="full" />
      )}
    </Box>
  );
}

async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ type: 'success', title: done });
  } catch {
    // A browser that refuses the clipboard: the text stays on screen to select by hand.
  }
}

function downloadCodes(codes: string[]): void {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'vitae-backup-codes.txt';
  anchor.click();
  URL.revokeObjectURL(url);
}

export type TwoFactorDialogProps = { actor: TwoFactorActor; user: User };

/** Two-factor dialog (docs/product.md#two-factor-dialog): its four modes, driven by the machine. */
export function TwoFactorDialog({ actor, user }: TwoFactorDialogProps) {
  const intl = useIntl();
  const [currentPassword, setCurrentPassword] = useState('');
  const [disableCode, setDisableCode] = useState('');
  const [proofChecked, setProofChecked] = useState(false);
  const snapshot = useSelector(actor, (state) => state);
  const { link, code, codeIssue, backupCodes } = snapshot.context;
  const open = !snapshot.matches('closed');
  const mode = snapshot.matches('create')
    ? 'create'
    : snapshot.matches('update')
      ? 'update'
      : snapshot.matches('duplicate')
        ? 'duplicate'
        : 'delete';
  const [copiedLink, setCopiedLink] = useState(false);
  const close = () => {
    setCurrentPassword('');
    setDisableCode('');
    setProofChecked(false);
    actor.send({ type: 'twoFactor.close' });
  };
  const passwordMissing = proofChecked && hasPassword(user) && !currentPassword;
  const codeMissing = proofChecked && !disableCode.trim();
  const submitDelete = (event: FormEvent) => {
    event.preventDefault();
    setProofChecked(true);
    if ((hasPassword(user) && !currentPassword) || !disableCode.trim()) {
      return;
    }
    actor.send({ type: 'twoFactor.confirmDelete', currentPassword, code: disableCode });
    // A refused code is typed again (a form is reset after a failed code submission).
    setDisableCode('');
    setProofChecked(false);
  };

  const titles = {
    create: messages.createTitle,
    update: messages.updateTitle,
    duplicate: messages.duplicateTitle,
    delete: messages.deleteTitle,
  } as const;
  const descriptions = {
    create: messages.createDescription,
    update: messages.updateDescription,
    duplicate: messages.duplicateDescription,
    delete: messages.deleteDescription,
  } as const;

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'twoFactor.submit' });
  };

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
            <Dialog.Body>
              <Stack gap="5">
                <Dialog.Description color="fg.muted" textStyle="sm">
                  {intl.formatMessage(descriptions[mode])}
                </Dialog.Description>

                {mode === 'create' && snapshot.matches({ create: 'loading' }) ? (
                  <Stack gap="4" aria-busy>
                    <Skeleton
                      boxSize={{ base: '200px', md: '220px' }}
                      marginX="auto"
                      borderRadius="lg"
                    />
                    <Skeleton height="10" />
                  </Stack>
                ) : null}

                {mode === 'create' && snapshot.matches({ create: 'failed' }) ? (
                  <Text role="alert" color="fg.error">
                    {intl.formatMessage(messages.setupFailed)}
                  </Text>
                ) : null}

                {mode === 'create' && link && snapshot.matches({ create: 'ready' }) ? (
                  <Stack gap="4">
                    <QrImage link={link} alt={intl.formatMessage(messages.qrAlt)} />
                    <Field.Root>
                      <Field.Label>{intl.formatMessage(messages.link)}</Field.Label>
                      <Group attached width="full">
                        <Input
                          readOnly
                          value={link}
                          fontFamily="mono"
                          fontSize="xs"
                          onFocus={(event) => event.currentTarget.select()}
                        />
                        <IconButton
                          variant="outline"
                          aria-label={intl.formatMessage(messages.copyLink)}
                          title={intl.formatMessage(messages.copyLink)}
                          onClick={() => {
                            setCopiedLink(true);
                            void copyText(link, intl.formatMessage(messages.copied));
                          }}
                        >
                          {copiedLink ? <Check aria-hidden /> : <Copy aria-hidden />}
                        </IconButton>
                      </Group>
                    </Field.Root>
                  </Stack>
                ) : null}

                {mode === 'update' ? (
                  <form id="two-factor-code" noValidate onSubmit={submitCode}>
                    <Field.Root invalid={codeIssue !== null}>
                      <Field.Label>{intl.formatMessage(messages.code)}</Field.Label>
                      <Input
                        autoFocus
                        value={code}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                        // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the shape of a code, not words
                        placeholder="123456"
                        fontFamily="mono"
                        fontSize="lg"
                        letterSpacing="0.3em"
                        onChange={(event) =>
                          actor.send({
                            type: 'twoFactor.code.change',
                            code: event.currentTarget.value,
                          })
                        }
                      />
                      {codeIssue ? (
                        <Field.ErrorText>
                          {intl.formatMessage(
                            codeIssue === 'digits' ? messages.codeDigits : messages.codeLength,
                          )}
                        </Field.ErrorText>
                      ) : null}
                    </Field.Root>
                  </form>
                ) : null}

                {mode === 'delete' ? (
                  <form id="two-factor-disable" noValidate onSubmit={submitDelete}>
                    <Stack gap="4">
                      {hasPassword(user) ? (
                        <CurrentPasswordField
                          value={currentPassword}
                          missing={passwordMissing}
                          onChange={setCurrentPassword}
                        />
                      ) : null}
                      <Field.Root invalid={codeMissing}>
                        <Field.Label>{intl.formatMessage(messages.disableCode)}</Field.Label>
                        <Input
                          name="two-factor-code"
                          value={disableCode}
                          autoComplete="one-time-code"
                          maxLength={10}
                          fontFamily="mono"
                          fontSize="lg"
                          letterSpacing="0.2em"
                          onChange={(event) => setDisableCode(event.currentTarget.value)}
                        />
                        {codeMissing ? (
                          <Field.ErrorText>
                            {intl.formatMessage(messages.codeLength)}
                          </Field.ErrorText>
                        ) : null}
                      </Field.Root>
                    </Stack>
                  </form>
                ) : null}

                {mode === 'duplicate' ? (
                  <Stack gap="3">
                    <SimpleGrid
                      as="ul"
                      aria-label={intl.formatMessage(messages.backupCodes)}
                      columns={2}
                      gap="2"
                      listStyleType="none"
                      padding="4"
                      bg="bg.muted"
                      borderRadius="lg"
                    >
                      {backupCodes.map((backupCode) => (
                        <Text
                          as="li"
                          key={backupCode}
                          fontFamily="mono"
                          textAlign="center"
                          letterSpacing="0.05em"
                        >
                          {backupCode}
                        </Text>
                      ))}
                    </SimpleGrid>
                    <Flex gap="2">
                      <Button
                        flex="1"
                        variant="outline"
                        onClick={() =>
                          void copyText(backupCodes.join('\n'), intl.formatMessage(messages.copied))
                        }
                      >
                        <Copy aria-hidden />
                        {intl.formatMessage(messages.copyCodes)}
                      </Button>
                      <Button flex="1" variant="outline" onClick={() => downloadCodes(backupCodes)}>
                        <Download aria-hidden />
                        {intl.formatMessage(messages.downloadCodes)}
                      </Button>
                    </Flex>
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {mode === 'create' ? (
                snapshot.matches({ create: 'failed' }) ? (
                  <Button onClick={() => actor.send({ type: 'twoFactor.retry' })}>
                    {intl.formatMessage(messages.retry)}
                  </Button>
                ) : (
                  <Button
                    disabled={!snapshot.matches({ create: 'ready' })}
                    onClick={() => actor.send({ type: 'twoFactor.continue' })}
                  >
                    {intl.formatMessage(messages.continue)}
                  </Button>
                )
              ) : null}
              {mode === 'update' ? (
                <>
                  <Button
                    variant="outline"
                    disabled={snapshot.matches({ update: 'enabling' })}
                    onClick={() => actor.send({ type: 'twoFactor.back' })}
                  >
                    {intl.formatMessage(messages.back)}
                  </Button>
                  <Button
                    type="submit"
                    form="two-factor-code"
                    loading={snapshot.matches({ update: 'enabling' })}
                  >
                    {intl.formatMessage(messages.enable)}
                  </Button>
                </>
              ) : null}
              {mode === 'duplicate' ? (
                <Button onClick={close}>{intl.formatMessage(messages.close)}</Button>
              ) : null}
              {mode === 'delete' ? (
                <>
                  <Button
                    variant="outline"
                    disabled={snapshot.matches({ delete: 'disabling' })}
                    onClick={close}
                  >
                    {intl.formatMessage(messages.cancel)}
                  </Button>
                  <Button
                    type="submit"
                    form="two-factor-disable"
                    colorPalette="red"
                    loading={snapshot.matches({ delete: 'disabling' })}
                  >
                    {intl.formatMessage(messages.disable)}
                  </Button>
                </>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.dialogClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
