import { Combobox, HStack, Text, useFilter, useListCollection } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
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
 * all fonts"), each with its kind. The field shows the chosen family; typing
 * filters the list by name or kind.
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
      positioning={{ strategy: 'fixed', sameWidth: true, gutter: 4 }}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        filter(details.reason === 'input-change' ? details.inputValue : '');
      }}
      onOpenChange={(details) => {
        if (!details.open) {
          setInputValue(family);
          filter('');
        }
      }}
      onValueChange={(details) => {
        const [chosen] = details.value;
        if (chosen) {
          onChoose(chosen);
        }
      }}
    >
      <Combobox.Label>{intl.formatMessage(typographyMessages.family)}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          placeholder={intl.formatMessage(typographyValueMessages.familyPlaceholder, {
            count: intl.formatNumber(fontCatalogue.length),
          })}
          spellCheck={false}
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
