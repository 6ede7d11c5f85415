import { Field, Input, Textarea } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { useLetterField, useLetterMeta } from '../hooks/letter-context';
import { boundedValue } from '../lib/bounded-text';
import { letterValueMessages } from './letter-messages';

export type LetterFieldProps = {
  /** The document path the field edits, e.g. `recipient.company`. */
  path: string;
  label: string;
  /** The field's bound (`letterLimits`). */
  max: number;
  type?: 'text' | 'email' | 'url' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  helper?: string;
};

/**
 * One text field of the letter bound to its document: every keystroke goes to
 * the store (preview, autosave, one undo step per burst); the input stops at
 * its bound and says so; a locked letter shows it read-only.
 */
export function LetterField({
  path,
  label,
  max,
  type = 'text',
  multiline,
  autoComplete,
  helper,
}: LetterFieldProps) {
  const intl = useIntl();
  const [stored, setValue] = useLetterField<string>(path);
  const { locked } = useLetterMeta();
  const { value, atBound } = boundedValue(stored ?? '', max);
  const change = (text: string) => setValue(boundedValue(text, max).value);
  return (
    <Field.Root readOnly={locked} minWidth="0">
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea
          name={path}
          value={value}
          maxLength={max}
          autoresize
          rows={3}
          dir="auto"
          onChange={(event) => change(event.currentTarget.value)}
        />
      ) : (
        <Input
          type={type}
          name={path}
          value={value}
          maxLength={max}
          autoComplete={autoComplete}
          spellCheck={type === 'text'}
          dir="auto"
          onChange={(event) => change(event.currentTarget.value)}
        />
      )}
      {atBound ? (
        <Field.HelperText color="fg.warning">
          {intl.formatMessage(letterValueMessages.atBound, { max })}
        </Field.HelperText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
