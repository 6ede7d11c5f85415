import './quick-pick-faces';

import { Box, Button, Checkbox, Fieldset, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { limits, quickPickFonts } from '@vitae/schema';
import { Check, Type } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';

import {
  useDesign,
  useDesignEdit,
  useDesignField,
  useDesignReadOnly,
} from '../../../hooks/design-context';
import { LabelledSlider } from '../../labelled-slider';
import { PaneSection } from '../../pane-section';
import { availableVariants, chooseFamily, parseVariant, toggleVariant } from './font-choice';
import { FontFamilyPicker } from './font-family-picker';
import { SettingSwitch } from './setting-switch';
import { typographyMessages, typographyValueMessages } from './typography-messages';

/**
 * Typography (docs/product.md#design-tools): the ten quick picks, each in its own face; the searchable
 * catalogue; the family's variants; font size and line height (docs/product.md#design-bounds
 * bounds); hide icons and underline links. Choosing a family is one undo step
 * that also resets subset and variants.
 */
export function TypographySection() {
  const intl = useIntl();
  const readOnly = useDesignReadOnly();
  const edit = useDesignEdit();
  const family = useDesign((data) => data.metadata.typography.font.family);
  const [size, setSize] = useDesignField<number>('metadata.typography.font.size');
  const [lineHeight, setLineHeight] = useDesignField<number>('metadata.typography.lineHeight');
  const [hideIcons, setHideIcons] = useDesignField<boolean>('metadata.typography.hideIcons');
  const [underlineLinks, setUnderlineLinks] = useDesignField<boolean>(
    'metadata.typography.underlineLinks',
  );
  const choose = (next: string) => edit((data) => chooseFamily(data, next));
  const number = (value: number, minimumFractionDigits = 2) =>
    intl.formatNumber(value, { minimumFractionDigits, maximumFractionDigits: 2 });

  return (
    <PaneSection
      id="typography"
      title={intl.formatMessage(typographyMessages.title)}
      icon={<Type size={18} />}
    >
      <Stack gap="6">
        <QuickPicks family={family} onChoose={choose} disabled={readOnly} />
        <Stack gap="1.5">
          <FontFamilyPicker family={family} onChoose={choose} disabled={readOnly} />
          <Text textStyle="xs" color="fg.muted">
            {intl.formatMessage(typographyMessages.familyHint)}
          </Text>
        </Stack>
        <VariantPicker family={family} disabled={readOnly} />
        <LabelledSlider
          label={intl.formatMessage(typographyMessages.size)}
          value={size}
          min={limits.fontSize.min}
          max={limits.fontSize.max}
          step={limits.fontSize.step}
          format={(value) =>
            intl.formatMessage(typographyValueMessages.sizeValue, { size: number(value, 0) })
          }
          onChange={setSize}
          disabled={readOnly}
        />
        <LabelledSlider
          label={intl.formatMessage(typographyMessages.lineHeight)}
          value={lineHeight}
          min={limits.lineHeight.min}
          max={limits.lineHeight.max}
          step={limits.lineHeight.step}
          format={(value) => number(value)}
          onChange={setLineHeight}
          disabled={readOnly}
        />
        <Stack gap="4">
          <SettingSwitch
            label={intl.formatMessage(typographyMessages.hideIcons)}
            hint={intl.formatMessage(typographyMessages.hideIconsHint)}
            checked={hideIcons}
            onChange={setHideIcons}
            disabled={readOnly}
          />
          <SettingSwitch
            label={intl.formatMessage(typographyMessages.underlineLinks)}
            hint={intl.formatMessage(typographyMessages.underlineLinksHint)}
            checked={underlineLinks}
            onChange={setUnderlineLinks}
            disabled={readOnly}
          />
        </Stack>
      </Stack>
    </PaneSection>
  );
}

type QuickPicksProps = { family: string; onChoose: (family: string) => void; disabled: boolean };

/** The ten quick-pick families as buttons, each drawn in its own face; the chosen one pressed. */
function QuickPicks({ family, onChoose, disabled }: QuickPicksProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Stack gap="2">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {intl.formatMessage(typographyMessages.quickPicks)}
      </Text>
      <SimpleGrid role="group" aria-labelledby={labelId} columns={2} gap="2">
        {quickPickFonts.map((name) => {
          const current = name === family;
          return (
            <Button
              key={name}
              size="sm"
              variant={current ? 'subtle' : 'outline'}
              aria-pressed={current}
              disabled={disabled}
              onClick={() => onChoose(name)}
              justifyContent="space-between"
              fontFamily={`"${name}", serif`}
              fontWeight="normal"
              fontSize="sm"
              minWidth="0"
              borderColor={current ? 'colorPalette.muted' : undefined}
            >
              <Box as="span" truncate>
                {name}
              </Box>
              {current ? <Check aria-hidden /> : null}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

type VariantPickerProps = { family: string; disabled: boolean };

/** The family's variants as toggles; the last chosen one cannot be switched off. */
function VariantPicker({ family, disabled }: VariantPickerProps) {
  const intl = useIntl();
  const [variants, setVariants] = useDesignField<string[]>('metadata.typography.font.variants');
  const order = availableVariants(family, variants);
  const label = (variant: string) => {
    const { weight, italic } = parseVariant(variant);
    if (weight === 400) {
      return intl.formatMessage(italic ? typographyMessages.italic : typographyMessages.regular);
    }
    return intl.formatMessage(
      italic ? typographyValueMessages.weightItalic : typographyValueMessages.weight,
      { weight },
    );
  };
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {intl.formatMessage(typographyMessages.variants)}
      </Fieldset.Legend>
      <Fieldset.HelperText textStyle="xs" mt="0">
        {intl.formatMessage(typographyMessages.variantsHint)}
      </Fieldset.HelperText>
      <Flex wrap="wrap" gap="1.5" mt="1">
        {order.map((variant) => {
          const checked = variants.includes(variant);
          const last = checked && variants.length === 1;
          const { weight, italic } = parseVariant(variant);
          return (
            <Checkbox.Root
              key={variant}
              size="xs"
              checked={checked}
              disabled={disabled}
              readOnly={last}
              onCheckedChange={(details) =>
                setVariants(toggleVariant(variants, variant, details.checked === true, order))
              }
              position="relative"
              px="2.5"
              py="1"
              gap="1.5"
              borderWidth="1px"
              borderRadius="full"
              bg={checked ? 'colorPalette.subtle' : undefined}
              borderColor={checked ? 'colorPalette.muted' : 'border'}
              cursor={disabled || last ? 'default' : 'pointer'}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label
                fontWeight={weight}
                fontStyle={italic ? 'italic' : 'normal'}
                textStyle="xs"
              >
                {label(variant)}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Flex>
    </Fieldset.Root>
  );
}
