import { Box, Field, Flex, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Check, Palette } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';

import { useDesignField, useDesignReadOnly } from '../../../hooks/design-context';
import { PaneSection } from '../../pane-section';
import {
  colorInputValue,
  presetOf,
  type ThemeColorKey,
  themeColorKeys,
  themePresets,
  validColor,
} from './theme-colors';
import { colorMessages, pickerMessages, presetMessages, themeMessages } from './theme-messages';

/**
 * Theme (docs/product.md#design-tools): the 19 preset swatches (slate to rose) for the primary colour,
 * as radio buttons named by colour, and the three custom colours, each a colour
 * picker beside a text field the schema's colour rule checks.
 */
export function ThemeSection() {
  const intl = useIntl();
  return (
    <PaneSection
      id="theme"
      title={intl.formatMessage(themeMessages.title)}
      icon={<Palette size={18} />}
    >
      <Stack gap="6">
        <PresetSwatches />
        <Stack gap="3">
          <Text textStyle="sm" fontWeight="medium">
            {intl.formatMessage(themeMessages.custom)}
          </Text>
          {themeColorKeys.map((key) => (
            <CustomColorField key={key} colorKey={key} />
          ))}
        </Stack>
      </Stack>
    </PaneSection>
  );
}

/** The presets as a radio group: arrow keys move between colours, the current one checked. */
function PresetSwatches() {
  const intl = useIntl();
  const readOnly = useDesignReadOnly();
  const hintId = useId();
  const [primary, setPrimary] = useDesignField<string>('metadata.theme.primary');
  const current = presetOf(primary)?.color ?? null;
  return (
    <RadioGroup.Root
      value={current}
      disabled={readOnly}
      aria-describedby={hintId}
      onValueChange={(details) => {
        if (details.value) {
          setPrimary(details.value);
        }
      }}
    >
      <RadioGroup.Label textStyle="sm" fontWeight="medium">
        {intl.formatMessage(themeMessages.presets)}
      </RadioGroup.Label>
      <Text id={hintId} textStyle="xs" color="fg.muted" mb="2.5">
        {intl.formatMessage(themeMessages.presetsHint)}
      </Text>
      <Flex wrap="wrap" gap="2">
        {themePresets.map((preset) => {
          const name = intl.formatMessage(presetMessages[preset.name]);
          const checked = preset.color === current;
          return (
            <RadioGroup.Item
              key={preset.name}
              value={preset.color}
              title={name}
              position="relative"
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemControl
                width="8"
                height="8"
                bg={preset.color}
                borderColor={preset.color}
                color="white"
                cursor={readOnly ? 'default' : 'pointer'}
                transition="transform 0.1s"
                _hover={readOnly ? undefined : { transform: 'scale(1.08)' }}
                _checked={{
                  bg: preset.color,
                  borderColor: preset.color,
                  boxShadow: '0 0 0 2px var(--chakra-colors-bg), 0 0 0 4px var(--chakra-colors-fg)',
                }}
                _disabled={{ opacity: checked ? 1 : 0.5 }}
              >
                {checked ? <Check size={16} strokeWidth={3} aria-hidden /> : null}
              </RadioGroup.ItemControl>
              <RadioGroup.ItemText srOnly>{name}</RadioGroup.ItemText>
            </RadioGroup.Item>
          );
        })}
      </Flex>
    </RadioGroup.Root>
  );
}

type CustomColorFieldProps = { colorKey: ThemeColorKey };

/**
 * One custom colour: a picker and a text field side by side. What is typed is
 * applied once the schema accepts it; until then the field says why and the
 * resume keeps its colour.
 */
function CustomColorField({ colorKey }: CustomColorFieldProps) {
  const intl = useIntl();
  const readOnly = useDesignReadOnly();
  const [color, setColor] = useDesignField<string>(`metadata.theme.${colorKey}`);
  const [text, setText] = useState(color);
  const invalid = validColor(colorKey, text) === null;

  // A swatch, the picker, undo or another tab change the colour under the field.
  useEffect(() => {
    setText((typed) => (validColor(colorKey, typed) === color ? typed : color));
  }, [color, colorKey]);

  const type = (value: string) => {
    setText(value);
    const valid = validColor(colorKey, value);
    if (valid !== null && valid !== color) {
      setColor(valid);
    }
  };

  return (
    <Field.Root invalid={invalid} readOnly={readOnly}>
      <Flex align="center" gap="3" width="full">
        <Field.Label flex="0 0 auto" width="24" mb="0" textStyle="sm" fontWeight="normal">
          {intl.formatMessage(colorMessages[colorKey])}
        </Field.Label>
        <Box
          as="label"
          position="relative"
          flexShrink={0}
          width="8"
          height="8"
          borderRadius="l2"
          borderWidth="1px"
          borderColor="border.emphasized"
          bg={color}
          overflow="hidden"
          cursor={readOnly ? 'default' : 'pointer'}
          _focusWithin={{
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '2px',
          }}
        >
          <input
            type="color"
            value={colorInputValue(color)}
            disabled={readOnly}
            aria-label={intl.formatMessage(pickerMessages[colorKey])}
            onChange={(event) => type(event.currentTarget.value)}
            style={{
              position: 'absolute',
              inset: 0,
              opacity: 0,
              width: '100%',
              height: '100%',
              cursor: 'inherit',
            }}
          />
        </Box>
        <Input
          size="sm"
          flex="1"
          minWidth="0"
          value={text}
          readOnly={readOnly}
          spellCheck={false}
          autoComplete="off"
          fontFamily="mono"
          onChange={(event) => type(event.currentTarget.value)}
        />
      </Flex>
      {invalid ? (
        <Field.ErrorText marginStart="calc(6rem + 0.75rem)">
          {intl.formatMessage(themeMessages.invalid)}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
