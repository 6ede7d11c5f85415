import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';

import { useReadOnly, useResumeField } from '../../../hooks/builder-context';

export type BasicsFieldProps = {
  /** The document path the field edits, e.g. `basics.email`. */
  path: string;
  label: string;
  type?: 'text' | 'email' | 'url' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  helper?: string;
  /** The rule the value must meet; while it does not, `invalidMessage` shows under the field. */
  isValid?: (value: string) => boolean;
  invalidMessage?: string;
  /** What the document keeps of the text once the field is left (a link gets https://); the field then shows it. */
  normalise?: (value: string) => string;
  /** Spans every column of the editor's grid. */
  wide?: boolean;
};

/**
 * One text field of the basics bound to the document: every keystroke goes to
 * the store (preview, autosave, one undo step per burst), even while the value
 * breaks its rule, so nothing typed is lost; the rule's message shows once the
 * person has left the field, or at once for a value that arrived invalid.
 */
export function BasicsField({
  path,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  helper,
  isValid,
  invalidMessage,
  normalise,
  wide,
}: BasicsFieldProps) {
  const [value, setValue] = useResumeField<string>(path);
  const readOnly = useReadOnly();
  const [focused, setFocused] = useState(false);
  const [left, setLeft] = useState(false);
  const text = value ?? '';
  const invalid = isValid ? !isValid(text) : false;
  const showError = invalid && (left || !focused);

  return (
    <Field.Root
      invalid={showError}
      readOnly={readOnly}
      gridColumn={wide ? '1 / -1' : undefined}
      minWidth="0"
    >
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        value={text}
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellCheck={type === 'text'}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setLeft(true);
          const stored = normalise ? normalise(text) : text;
          if (stored !== text && !readOnly) {
            setValue(stored);
          }
        }}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      {showError && invalidMessage ? <Field.ErrorText>{invalidMessage}</Field.ErrorText> : null}
      {!showError && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
