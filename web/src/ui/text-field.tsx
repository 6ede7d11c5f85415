import { Field, Input, type InputProps } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { type UseFormRegisterReturn } from 'react-hook-form';

/** Chakra's red 500 is below 4.5:1 on white at this size: one step darker (lighter in dark mode). */
export const errorColor = { _light: 'red.700', _dark: 'red.300' };

export type TextFieldProps = {
  label: string;
  /** The field of a form (`form.register('email')`, docs/web.md "Forms")… */
  registration?: UseFormRegisterReturn;
  /** …or a value held elsewhere. */
  value?: string;
  onChange?(value: string): void;
  onBlur?(): void;
  /** The field's problem, worded; shown in place of the helper. */
  error?: string;
  helper?: ReactNode;
  /** Sits beside the label (the email's Verified badge). */
  labelAddon?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'url';
  name?: string;
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  autoFocus?: boolean;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Marks the input required (no asterisk: the form's words say what is needed). */
  required?: boolean;
  size?: InputProps['size'];
  fontFamily?: 'mono';
  /** Looks of a one-time code: large, spaced, centred. */
  code?: boolean;
  /**
   * The value's own direction, when it is not the interface's: `ltr` for a
   * slug or an address, which read left to right in a right-to-left page.
   */
  dir?: 'ltr' | 'rtl';
};

const codeLooks = {
  fontSize: '2xl',
  letterSpacing: '0.5em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** A labelled text input with its helper or its problem underneath: every form's text field. */
export function TextField({
  label,
  registration,
  value,
  onChange,
  onBlur,
  error,
  helper,
  labelAddon,
  type = 'text',
  name,
  autoComplete,
  inputMode,
  autoFocus,
  maxLength,
  placeholder,
  disabled,
  required,
  size,
  fontFamily,
  code,
  dir,
}: TextFieldProps) {
  const binding = registration ?? {
    name,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange?.(event.currentTarget.value),
    onBlur: () => onBlur?.(),
  };
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required={required}>
      <Field.Label>
        {label}
        {labelAddon}
      </Field.Label>
      <Input
        {...binding}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        maxLength={maxLength}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="none"
        size={size}
        fontFamily={fontFamily}
        dir={dir}
        {...(code ? codeLooks : {})}
      />
      {error ? (
        <Field.ErrorText color={errorColor}>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
