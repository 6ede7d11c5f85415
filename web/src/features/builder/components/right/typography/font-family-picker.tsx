import { Combobox, HStack, Text, useFilter, useListCollection } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { type CatalogueFont, fontCatalogue } from '../../../../../artboard/fonts/catalogue';
import {
  categoryMessages,
  typographyMessages,
  typographyValueMessages,
} from './typography-messages';

export type FontFamilyPickerProps = {
  family: string;
  onChoose: (family: string) => void;
  disabled?: boolean;
};

/**
 * The searchable list of every catalogue family (docs/product.md#design-tools: "a searchable list of
 * all fonts"), each with its kind. The field shows the chosen family; focusing
 * it selects that name, so typing replaces it and filters the list by any part
 * of a name or kind, whatever the case and accents. The arrow keys move through
 * the list (the first match is highlighted as one types) and Enter or a click
 * chooses; Escape, or leaving the field without choosing, puts the chosen
 * family's name back: the field never keeps a name that is no family.
 */
export function FontFamilyPicker({ family, onChoose, disabled }: FontFamilyPickerProps) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection<CatalogueFont>({
    initialItems: fontCatalogue,
    itemToString: (font) => font.family,
    itemToValue: (font) => font.family,
    filter: (text, query, font) =>
      contains(text, query) || contains(intl.formatMessage(categoryMessages[font.category]), query),
  });
  const [inputValue, setInputValue] = useState(family);
  // The family when the field is left: a choice made just before has changed it.
  const chosen = useRef(family);
  chosen.current = family;
  const input = useRef<HTMLInputElement>(null);
  // Whether the field has just been focused: the click that focused it selects its name again.
  const selectedOnFocus = useRef(false);
  // Opening the list puts the caret at the end a frame later (Ark's combobox);
  // while the field shows the chosen family, its whole name stays selected.
  const selectNameSoon = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const field = input.current;
        if (field && field === document.activeElement && field.value === chosen.current) {
          field.select();
        }
      }),
    );

  // Undo, redo, a quick pick or another tab change the family under the field.
  useEffect(() => setInputValue(family), [family]);

  return (
    <Combobox.Root
      size="sm"
      collection={collection}
      value={[family]}
      inputValue={inputValue}
      disabled={disabled}
      openOnClick
      inputBehavior="autohighlight"
      positioning={{ strategy: 'fixed', sameWidth: true, gutter: 4 }}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        filter(details.reason === 'input-change' ? details.inputValue : '');
      }}
      onOpenChange={(details) => {
        if (details.open && details.reason !== 'input-change') {
          selectNameSoon();
        }
        if (!details.open) {
          setInputValue(chosen.current);
          filter('');
        }
      }}
      onValueChange={(details) => {
        const [chosen] = details.value;
        if (chosen) {
          onChoose(chosen);
          // Typing again replaces the name just chosen.
          selectNameSoon();
        }
      }}
    >
      <Combobox.Label>{intl.formatMessage(typographyMessages.family)}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          ref={input}
          placeholder={intl.formatMessage(typographyValueMessages.familyPlaceholder, {
            count: intl.formatNumber(fontCatalogue.length),
          })}
          spellCheck={false}
          onFocus={(event) => {
            event.currentTarget.select();
            selectedOnFocus.current = true;
          }}
          onClick={(event) => {
            // The click that focused the field has put the caret where it landed.
            if (selectedOnFocus.current) {
              event.currentTarget.select();
              selectNameSoon();
            }
            selectedOnFocus.current = false;
          }}
          onKeyDown={() => {
            selectedOnFocus.current = false;
          }}
          onBlur={() => {
            setInputValue(chosen.current);
            filter('');
          }}
        />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label={intl.formatMessage(typographyMessages.showFonts)} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content maxHeight="72">
          <Combobox.Empty>{intl.formatMessage(typographyMessages.noMatch)}</Combobox.Empty>
          {collection.items.map((font) => (
            <Combobox.Item item={font} key={font.family}>
              <HStack flex="1" justify="space-between" gap="3" minWidth="0">
                <Combobox.ItemText truncate>{font.family}</Combobox.ItemText>
                <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0}>
                  {intl.formatMessage(categoryMessages[font.category])}
                </Text>
              </HStack>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
