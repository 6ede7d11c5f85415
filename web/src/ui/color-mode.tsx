import { IconButton } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme } from 'next-themes';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

export type Theme = 'light' | 'system' | 'dark';

/** Where the chosen theme is kept in the browser. */
export const themeStorageKey = 'vitae-theme';

/** Theme (docs/product.md#theme): light, then system, then dark, then light again. */
export function nextTheme(theme: Theme): Theme {
  const cycle: Record<Theme, Theme> = { light: 'system', system: 'dark', dark: 'light' };
  return cycle[theme];
}

/** Colour mode for the whole app: a `dark` class on <html> (docs/product.md#theme), system by default. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={themeStorageKey}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}

/** The chosen theme (light, system or dark) and a way to change it. */
export function useColorMode(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const { theme, setTheme } = useTheme();
  const current: Theme = theme === 'light' || theme === 'dark' ? theme : 'system';
  return { theme: current, setTheme };
}

const messages = defineMessages<{ toggle: { theme: Theme; next: Theme } }>({
  toggle: {
    id: 'theme.toggle',
    defaultMessage:
      'Theme: {theme, select, light {light} dark {dark} other {system}}. Switch to {next, select, light {light} dark {dark} other {system}}',
  },
});

/** A button that cycles the theme; its label says the current theme and the next. */
export function ThemeToggle() {
  const intl = useIntl();
  const { theme, setTheme } = useColorMode();
  const next = nextTheme(theme);
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor;
  const label = intl.formatMessage(messages.toggle, { theme, next });
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      <Icon aria-hidden />
    </IconButton>
  );
}
