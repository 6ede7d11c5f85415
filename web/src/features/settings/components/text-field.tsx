import { Field, Input } from '@chakra-ui/react';
import { type ReactNode } from 'react';

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The rule's message, shown under the field (docs/product.md#account-fields). */
  error?: string;
  helper?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'url';
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'url';
  maxLength?: number;
  /** Sits beside the label (the email's Verified badge). */
  labelAddon?: ReactNode;
  fontFamily?: 'mono';
};

/** A labelled text input with its helper and error text, as every settings form uses it. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helper,
  type = 'text',
  name,
  autoComplete,
  placeholder,
  disabled,
  inputMode,
  maxLength,
  labelAddon,
  fontFamily,
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>
        {label}
        {labelAddon}
      </Field.Label>
      <Input
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        fontFamily={fontFamily}
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
