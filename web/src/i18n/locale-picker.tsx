import { NativeSelect } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

import { useSession } from '../features/auth/session/SessionProvider';
import { api } from '../lib/api/client';
import { pageLocale } from './I18nProvider';
import { isLocale, type Locale, locales, nativeName, storeLocale } from './locales';

const messages = defineMessages({
  label: { id: 'locale.picker.label', defaultMessage: 'Language' },
});

/**
 * SPEC §4 "Locale change": stored in this browser, saved to the profile when
 * signed in, then the page reloads in the new language.
 */
export async function changeLocale(locale: Locale, signedIn: boolean): Promise<void> {
  storeLocale(locale);
  if (signedIn) {
    // The profile keeps the choice for other browsers; this one already has it.
    await api('/user/me', { method: 'PATCH', body: { locale } }).catch(() => undefined);
  }
  window.location.reload();
}

type LocalePickerProps = { size?: 'xs' | 'sm' | 'md' };

/** The language picker of the auth screens and the settings (SPEC §2). */
export function LocalePicker({ size = 'sm' }: LocalePickerProps) {
  const intl = useIntl();
  const { status } = useSession();
  const label = intl.formatMessage(messages.label);
  return (
    <NativeSelect.Root size={size} width="auto">
      <NativeSelect.Field
        aria-label={label}
        title={label}
        value={pageLocale}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLocale(chosen) && chosen !== pageLocale) {
            void changeLocale(chosen, status === 'signedIn');
          }
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeName(locale)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
