import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';

import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
// From react-router/dom: its RouterProvider can commit a navigation with
// ReactDOM.flushSync when a caller asks (`navigate(to, { flushSync: true })`).
import { RouterProvider } from 'react-router/dom';

import { SessionProvider } from '../features/auth/components/session-provider';
import { I18nProvider, pageLocale } from '../i18n/i18n-provider';
import { ColorModeProvider } from '../ui/color-mode';
import { system } from '../ui/system';
import { Toaster } from '../ui/toaster';
import { createRouter } from './routes/router';

const router = createRouter();

/**
 * The web app's root: design system, colour mode, locale, session, routes, toasts.
 * Chakra's `LocaleProvider` tells its overlays (drawers, menus, tooltips,
 * sliders) the page's direction: they set `dir` on their own elements, `ltr`
 * unless told, so without it a drawer in Arabic opened from the left with its
 * content laid out left to right.
 */
export function App() {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={pageLocale}>
        <ColorModeProvider>
          <I18nProvider locale={pageLocale}>
            <SessionProvider>
              <RouterProvider router={router} />
              <Toaster />
            </SessionProvider>
          </I18nProvider>
        </ColorModeProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
