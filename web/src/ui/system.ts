import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';

import { pageLocale } from '../i18n/locales';
import { interfaceFontStack } from '../i18n/script-fonts';
import { mirrorInRtl } from './direction';

/**
 * Vitae's design system: Chakra's defaults with a brand palette (a deep teal
 * that reads well on white and on near-black), IBM Plex Sans served from our
 * own files with the Noto family of the page's script after it, and `brand`
 * as the palette every component takes unless told.
 */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
    // Right to left, an icon that points forward or back points the other way (ui/direction.ts).
    [`.${mirrorInRtl}:dir(rtl)`]: { transform: 'scaleX(-1)' },
    // A key combination ("⇧R", "Ctrl+N") reads left to right in every language:
    // in an Arabic line the bidi algorithm would otherwise draw "R⇧".
    kbd: { direction: 'ltr', unicodeBidi: 'isolate' },
  },
  theme: {
    slotRecipes: {
      // Chakra's coloured toasts put 80 % white on a 600 shade: under 4.5:1. The
      // shades here keep the description at 5:1 or more (axe).
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            '&[data-type=error]': { bg: 'red.700' },
            '&[data-type=success]': { bg: 'green.800' },
            '&[data-type=warning]': { bg: 'orange.800' },
          },
          description: { opacity: 0.9 },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: interfaceFontStack(pageLocale) },
        body: { value: interfaceFontStack(pageLocale) },
      },
      colors: {
        brand: {
          50: { value: '#effcf9' },
          100: { value: '#c9f5ec' },
          200: { value: '#94eadb' },
          300: { value: '#58d7c5' },
          400: { value: '#2bbcab' },
          500: { value: '#139f92' },
          600: { value: '#0d8078' },
          700: { value: '#0f6661' },
          800: { value: '#11514e' },
          900: { value: '#124441' },
          950: { value: '#042928' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's error red is under 4.5:1 on white; a person must read it.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
