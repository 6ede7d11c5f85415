import { Box, Button, Input, Wrap } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useIntl } from 'react-intl';

import { addKeywords, removeKeyword, splitTyped } from './keywords';
import { placeholderMessages, valueMessages } from './messages';

export type KeywordsInputProps = {
  value: string[];
  onChange: (keywords: string[]) => void;
  /** The input's id, for its field label. */
  id?: string;
  /** The text input (a form focuses it when the keywords are refused). */
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the help text that tells how to add and remove keywords. */
  describedBy?: string;
  readOnly?: boolean;
  /** The resume's language, which says which keywords differ only in case. */
  locale?: string;
};

/**
 * Tags typed one by one (docs/product.md#item-fields): a comma or Enter adds what is typed
 * (trimmed; blanks and duplicates, in any case, dropped); each tag is a button that removes it.
 * Text still in the field when it loses focus is added too, so a Save never drops it.
 */
export function KeywordsInput({
  value,
  onChange,
  id,
  inputRef,
  describedBy,
  readOnly,
  locale,
}: KeywordsInputProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');

  function commit(text: string) {
    const next = addKeywords(value, text, locale);
    if (next.length !== value.length) {
      onChange(next);
    }
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the keyword; it never submits the dialog's form.
      event.preventDefault();
      commit(typed);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <Box>
      <Input
        ref={inputRef}
        id={id}
        value={typed}
        readOnly={readOnly}
        aria-describedby={describedBy}
        placeholder={intl.formatMessage(placeholderMessages.keywords)}
        autoComplete="off"
        onKeyDown={onKeyDown}
        onBlur={() => typed.trim() && commit(typed)}
        onChange={(event) => {
          const { keywords, rest } = splitTyped(value, event.target.value, locale);
          if (keywords.length !== value.length) {
            onChange(keywords);
          }
          setTyped(rest);
        }}
      />
      {value.length > 0 && (
        <Wrap as="ul" gap="2" mt="2" listStyleType="none">
          {value.map((keyword) => (
            <Box as="li" key={keyword}>
              <Button
                size="xs"
                variant="subtle"
                colorPalette="gray"
                borderRadius="full"
                disabled={readOnly}
                aria-label={intl.formatMessage(valueMessages.removeKeyword, { keyword })}
                onClick={() => onChange(removeKeyword(value, keyword))}
              >
                {keyword}
                <X aria-hidden />
              </Button>
            </Box>
          ))}
        </Wrap>
      )}
    </Box>
  );
}
