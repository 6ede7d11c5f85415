import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

import { useCtrlHeld } from '../hooks/use-ctrl-held';
import { errorColor } from './text-field';

const messages = defineMessages({
  show: { id: 'auth.password.show', defaultMessage: 'Show password' },
  hide: { id: 'auth.password.hide', defaultMessage: 'Hide password' },
  hint: { id: 'auth.password.hint', defaultMessage: 'Hold Ctrl to display the password.' },
});

export type PasswordFieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: MessageDescriptor;
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
  value,
  onChange,
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
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          spellCheck={false}
          autoCapitalize="none"
          size="lg"
        />
      </InputGroup>
      {error ? (
        <Field.ErrorText color={errorColor}>{intl.formatMessage(error)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{intl.formatMessage(messages.hint)}</Field.HelperText>
      )}
    </Field.Root>
  );
}
