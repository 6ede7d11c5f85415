import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { twoFactorCodeForm, twoFactorCodeMessages } from '../lib/account-forms';
import { twoFactorMessages as messages } from './two-factor-messages';
import { type TwoFactorActor, TwoFactorStep } from './two-factor-step';

/**
 * Update (docs/product.md#two-factor-dialog): the 6-digit code from the
 * authenticator app, checked by its rule (docs/product.md#account-fields)
 * before Enable sends it; Back shows the same secret again.
 */
export function TwoFactorCodeStep({ actor }: { actor: TwoFactorActor }) {
  const intl = useIntl();
  const enabling = useSelector(actor, (state) => state.matches({ update: 'enabling' }));
  const form = useSchemaForm(twoFactorCodeForm, {
    defaultValues: { code: '' },
    messages: twoFactorCodeMessages,
  });

  useEffect(() => {
    // A form is reset after a failed code submission.
    const subscription = actor.on('twoFactor.codeRefused', () => form.reset());
    return () => subscription.unsubscribe();
  }, [actor, form]);

  const footer = (
    <>
      <Button
        variant="outline"
        disabled={enabling}
        onClick={() => actor.send({ type: 'twoFactor.back' })}
      >
        {intl.formatMessage(messages.back)}
      </Button>
      <Button type="submit" form="two-factor-code" loading={enabling}>
        {intl.formatMessage(messages.enable)}
      </Button>
    </>
  );

  return (
    <TwoFactorStep description={messages.updateDescription} footer={footer}>
      <form
        id="two-factor-code"
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(({ code }) => actor.send({ type: 'twoFactor.submit', code }))(
            event,
          )
        }
      >
        <TextField
          label={intl.formatMessage(messages.code)}
          registration={form.register('code')}
          error={form.errorText('code')}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the shape of a code, not words
          placeholder="123456"
          fontFamily="mono"
          code
        />
      </form>
    </TwoFactorStep>
  );
}
