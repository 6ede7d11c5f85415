import { Button, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { type User } from '../../auth/lib/user';
import { twoFactorDisableForm, twoFactorDisableMessages } from '../lib/account-forms';
import { CurrentPasswordField, hasPassword } from './reauthentication';
import { twoFactorMessages as messages } from './two-factor-messages';
import { type TwoFactorActor, TwoFactorStep } from './two-factor-step';

export type TwoFactorDisableStepProps = { actor: TwoFactorActor; user: User; onCancel(): void };

/**
 * Delete (docs/product.md#two-factor-dialog): turning two-factor sign-in off
 * takes the current password (docs/auth.md, "Re-authentication") and a code
 * from the app or a backup code.
 */
export function TwoFactorDisableStep({ actor, user, onCancel }: TwoFactorDisableStepProps) {
  const intl = useIntl();
  const disabling = useSelector(actor, (state) => state.matches({ delete: 'disabling' }));
  const needsPassword = hasPassword(user);
  const schema = useMemo(() => twoFactorDisableForm(needsPassword), [needsPassword]);
  const form = useSchemaForm(schema, {
    defaultValues: { currentPassword: '', code: '' },
    messages: twoFactorDisableMessages,
  });

  const disable = ({ currentPassword, code }: { currentPassword: string; code: string }) => {
    actor.send({ type: 'twoFactor.confirmDelete', currentPassword, code });
    // A refused code is typed again (a form is reset after a failed code submission).
    form.reset({ currentPassword, code: '' });
  };

  const footer = (
    <>
      <Button variant="outline" disabled={disabling} onClick={onCancel}>
        {intl.formatMessage(messages.cancel)}
      </Button>
      <Button type="submit" form="two-factor-disable" colorPalette="red" loading={disabling}>
        {intl.formatMessage(messages.disable)}
      </Button>
    </>
  );

  return (
    <TwoFactorStep description={messages.deleteDescription} footer={footer}>
      <form
        id="two-factor-disable"
        noValidate
        onSubmit={(event) => void form.handleSubmit(disable)(event)}
      >
        <Stack gap="4">
          {needsPassword ? (
            <CurrentPasswordField
              registration={form.register('currentPassword')}
              error={form.errorText('currentPassword')}
            />
          ) : null}
          <TextField
            label={intl.formatMessage(messages.disableCode)}
            registration={form.register('code')}
            error={form.errorText('code')}
            autoComplete="one-time-code"
            maxLength={10}
            fontFamily="mono"
            code
          />
        </Stack>
      </form>
    </TwoFactorStep>
  );
}
