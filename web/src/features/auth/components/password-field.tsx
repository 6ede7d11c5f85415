import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { type UseFormRegisterReturn } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';

import { errorColor } from '../../../ui/text-field';
import { useCtrlHeld } from '../hooks/use-ctrl-held';

const messages = defineMessages({
  show: { id: 'auth.password.show', defaultMessage: 'Show password' },
  hide: { id: 'auth.password.hide', defaultMessage: 'Hide password' },
  hint: { id: 'auth.password.hint', defaultMessage: 'Hold Ctrl to display the password.' },
});

export type PasswordFieldProps = {
  label: string;
  /** The field of a form (`form.register('password')`, docs/web.md "Forms"). */
  registration: UseFormRegisterReturn;
  /** The field's problem, worded (`form.errorText('password')`); shown in place of the hint. */
  error?: string;
  disabled?: boolean;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
};

/**
 * A password field: shown as dots, in clear while Ctrl is held (docs/product.md#auth-screens) or
 * after the eye button is pressed.
 */
export function PasswordField({
  label,
  registration,
  error,
  disabled,
  autoComplete,
  autoFocus,
}: PasswordFieldProps) {
  const intl = useIntl();
  const ctrlHeld = useCtrlHeld();
  const [shown, setShown] = useState(false);
  const visible = shown || ctrlHeld;
  const toggleLabel = intl.formatMessage(shown ? messages.hide : messages.show);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElementProps={{ paddingInlineEnd: '1' }}
        endElement={
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-pressed={shown}
            disabled={disabled}
            onClick={() => setShown((current) => !current)}
          >
            {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </IconButton>
        }
      >
        <Input
          {...registration}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          spellCheck={false}
          autoCapitalize="none"
          size="lg"
        />
      </InputGroup>
      {error ? (
        <Field.ErrorText color={errorColor}>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{intl.formatMessage(messages.hint)}</Field.HelperText>
      )}
    </Field.Root>
  );
}
