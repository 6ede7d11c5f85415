import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';

import { loadMessages } from './load-messages';
import { defaultLocale, directionOf, type Locale, pageLocale } from './locales';
import { loadInterfaceFonts } from './script-fonts';

export { pageLocale };

type I18nProviderProps = { children: ReactNode; locale?: Locale };

/**
 * react-intl for the whole app. The page waits for its catalogue (one JSON
 * file) so nothing flashes in English first; en-US needs none.
 */
export function I18nProvider({ children, locale = pageLocale }: I18nProviderProps) {
  const [messages, setMessages] = useState<Record<string, string> | null>(
    locale === defaultLocale ? {} : null,
  );

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    void loadInterfaceFonts(locale);
    if (locale === defaultLocale) {
      return;
    }
    let current = true;
    void loadMessages(locale)
      .catch(() => ({}))
      .then((loaded) => current && setMessages(loaded));
    return () => {
      current = false;
    };
  }, [locale]);

  if (!messages) {
    return null;
  }
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={defaultLocale}
      messages={messages}
      onError={(error) => {
        // A message not translated yet shows its English default; anything else is a bug.
        if (error.code !== 'MISSING_TRANSLATION') {
          // eslint-disable-next-line no-console
          console.error(error);
        }
      }}
    >
      {children}
    </IntlProvider>
  );
}
