import { Field, Flex, HStack, RadioCard, Stack } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { pageLocale } from '../../../i18n/i18n-provider';
import { changeLocale, LanguageCombobox } from '../../../i18n/locale-picker';
import { type Theme, useColorMode } from '../../../ui/color-mode';
import { SettingsSection } from './settings-section';

const messages = defineMessages({
  title: { id: 'settings.profile.title', defaultMessage: 'Profile' },
  description: {
    id: 'settings.profile.description',
    defaultMessage:
      'How Vitae looks and which language it speaks, in this browser and on your account.',
  },
  theme: { id: 'settings.profile.theme', defaultMessage: 'Theme' },
  system: { id: 'settings.profile.system', defaultMessage: 'System' },
  light: { id: 'settings.profile.light', defaultMessage: 'Light' },
  dark: { id: 'settings.profile.dark', defaultMessage: 'Dark' },
  language: { id: 'settings.profile.language', defaultMessage: 'Language' },
  languageHelper: {
    id: 'settings.profile.languageHelper',
    defaultMessage: 'The page reloads in the language you choose.',
  },
});

const themes: { value: Theme; icon: typeof Sun; label: keyof typeof messages }[] = [
  { value: 'system', icon: Monitor, label: 'system' },
  { value: 'light', icon: Sun, label: 'light' },
  { value: 'dark', icon: Moon, label: 'dark' },
];

/** Profile (docs/product.md#settings): theme (system, light or dark; system by default) and locale. */
export function ProfileSection() {
  const intl = useIntl();
  const { theme, setTheme } = useColorMode();
  const [changing, setChanging] = useState(false);

  return (
    <SettingsSection
      id="profile"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <Stack gap="6">
        <RadioCard.Root
          value={theme}
          onValueChange={({ value }) => {
            if (value === 'light' || value === 'dark' || value === 'system') {
              setTheme(value);
            }
          }}
          orientation="horizontal"
          align="center"
          size="sm"
        >
          <RadioCard.Label fontWeight="medium">
            {intl.formatMessage(messages.theme)}
          </RadioCard.Label>
          <HStack gap="3" align="stretch">
            {themes.map(({ value, icon: Icon, label }) => (
              <RadioCard.Item key={value} value={value} flex="1">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <Flex direction="column" align="center" gap="2" width="full" paddingY="1">
                    <Icon size={20} aria-hidden />
                    <RadioCard.ItemText>{intl.formatMessage(messages[label])}</RadioCard.ItemText>
                  </Flex>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </HStack>
        </RadioCard.Root>

        <Field.Root disabled={changing}>
          <LanguageCombobox
            label={intl.formatMessage(messages.language)}
            name="locale"
            value={pageLocale}
            size="md"
            width={{ base: 'full', md: 'sm' }}
            disabled={changing}
            onChoose={(chosen) => {
              setChanging(true);
              // Locale change (docs/product.md#locale-change): stored here, saved to the profile, then the page reloads.
              void changeLocale(chosen, true);
            }}
          />
          <Field.HelperText>{intl.formatMessage(messages.languageHelper)}</Field.HelperText>
        </Field.Root>
      </Stack>
    </SettingsSection>
  );
}
