import { Dialog, Stack } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type ActorRefFrom } from 'xstate';

import { toaster } from '../../../ui/toaster';
import { type twoFactorMachine } from '../machines/two-factor-machine';

export type TwoFactorActor = ActorRefFrom<typeof twoFactorMachine>;

export type TwoFactorStepProps = {
  /** What the step asks of the person, under the dialog's title. */
  description: MessageDescriptor;
  /** The step's buttons. */
  footer: ReactNode;
  children?: ReactNode;
};

/** One step of the two-factor dialog: its description and content, then its buttons. */
export function TwoFactorStep({ description, footer, children }: TwoFactorStepProps) {
  const intl = useIntl();
  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description color="fg.muted" textStyle="sm">
            {intl.formatMessage(description)}
          </Dialog.Description>
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
}

/** Copies text and says so; a browser that refuses the clipboard leaves it on screen to select by hand. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ type: 'success', title: done });
  } catch {
    // The text stays on screen.
  }
}
