import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';

import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router';

import { SessionProvider } from '../features/auth/session/SessionProvider';
import { I18nProvider } from '../i18n/I18nProvider';
import { ColorModeProvider } from '../ui/color-mode';
import { system } from '../ui/system';
import { Toaster } from '../ui/toaster';
import { createRouter } from './routes/router';

const router = createRouter();

/** The web app's root: design system, colour mode, locale, session, routes, toasts. */
export function App() {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <I18nProvider>
          <SessionProvider>
            <RouterProvider router={router} />
            <Toaster />
          </SessionProvider>
        </I18nProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
