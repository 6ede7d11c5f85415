import { StrictMode } from 'react';
import { type Root } from 'react-dom/client';

import { loadMessages } from '../../i18n/load-messages';
import { defaultLocale, directionOf, type Locale, pageLocale } from '../../i18n/locales';
import { interfaceFontStack, loadInterfaceFonts } from '../../i18n/script-fonts';
import { PublicResumeView } from './components/public-resume-view';
import { type Catalogue, translator } from './lib/public-intl';
import { type PublicResumeAddress } from './lib/public-path';

/**
 * Where the app's colour mode keeps the theme (`themeStorageKey` of ui/color-mode.tsx,
 * which this entry must not import: it would bring the design system along).
 */
const themeStorageKey = 'vitae-theme';

/** The stored theme, as the app's colour mode keeps it (light, dark or system). */
function applyTheme(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(themeStorageKey);
  } catch {
    // No storage: follow the system.
  }
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  const paint = () => {
    const dark = stored === 'dark' || (stored !== 'light' && system.matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
  };
  paint();
  system.addEventListener('change', paint);
}

/** This page load's locale (the one the app would pick) and its catalogue. */
export async function loadPublicCatalogue(): Promise<{ locale: Locale; catalogue: Catalogue }> {
  const locale = pageLocale;
  const catalogue = locale === defaultLocale ? {} : await loadMessages(locale).catch(() => ({}));
  return { locale, catalogue };
}

/**
 * The light entry of a fresh load of `/{username}/{slug}` (docs/performance.md):
 * React and the page's own code, without the app shell, so a reader downloads
 * the artboard and little else.
 */
export async function mountPublicPage(root: Root, address: PublicResumeAddress): Promise<void> {
  applyTheme();
  const { locale, catalogue } = await loadPublicCatalogue();
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  // The page's own words in its language's script, from the app's files (public-page.css).
  document.documentElement.style.setProperty('--vp-fonts', interfaceFontStack(locale));
  void loadInterfaceFonts(locale);
  root.render(
    <StrictMode>
      <PublicResumeView address={address} t={translator(catalogue)} />
    </StrictMode>,
  );
}
