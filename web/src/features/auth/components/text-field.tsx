import { Field, Input, type InputProps } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';

/** Chakra's red 500 is below 4.5:1 on white at this size: one step darker (lighter in dark mode). */
export const errorColor = { _light: 'red.700', _dark: 'red.300' };

export type TextFieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: MessageDescriptor;
  helperText?: string;
  disabled?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  autoFocus?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Looks of a one-time code: large, spaced, centred. */
  code?: boolean;
};

/** A labelled text field with its message (docs/product.md#account-fields) underneath. */
export function TextField({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  autoFocus,
  maxLength,
  placeholder,
  code,
}: TextFieldProps) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        maxLength={maxLength}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="none"
        size="lg"
        {...(code
          ? {
              fontSize: '2xl',
              letterSpacing: '0.5em',
              textAlign: 'center',
              fontVariantNumeric: 'tabular-nums',
            }
          : {})}
      />
      {error ? (
        <Field.ErrorText color={errorColor}>{intl.formatMessage(error)}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
