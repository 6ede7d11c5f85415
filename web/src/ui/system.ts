import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';
import { breakpoints as productBreakpoints } from '@vitae/schema';

import { pageLocale } from '../i18n/locales';
import { interfaceFontStack } from '../i18n/script-fonts';
import { mirrorInRtl } from './direction';

/**
 * The product's breakpoints (docs/product.md#defaults-and-limits), kept once in
 * the schema, as Chakra writes them: `{ base, sm: … }` styles and
 * `useBreakpointValue` switch where the product says, not at Chakra's own
 * 480 and 1536 px.
 */
export const systemBreakpoints = Object.fromEntries(
  Object.entries(productBreakpoints).map(([name, px]) => [name, `${px}px`]),
) as { [name in keyof typeof productBreakpoints]: string };

/** A screen whose primary pointer is a finger: it cannot hover, and it is coarse. */
export const touchScreen = '@media (hover: none) and (pointer: coarse)';

/** The parts of a closed overlay that stay on the page while they fade out. */
const fadingLayers = ['dialog', 'menu', 'popover', 'select', 'combobox', 'hover-card', 'tooltip']
  .flatMap((scope) => [
    `[data-scope="${scope}"]:is([data-part="backdrop"], [data-part="content"])[data-state="closed"]`,
    `[data-scope="${scope}"][data-part="positioner"]:has(> [data-state="closed"])`,
  ])
  .join(', ');

/**
 * Vitae's design system: Chakra's defaults with the product's breakpoints, a
 * brand palette (a deep teal that reads well on white and on near-black), IBM
 * Plex Sans served from our own files with the Noto family of the page's
 * script after it, and `brand` as the palette every component takes unless
 * told.
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
    // A dialog, drawer, menu or popover fading out still covers what is under
    // it: a click meant for that (the next "Add a new item", the next item's
    // menu) must reach it, not the fade. (Its trigger, closed too, stays clickable.)
    [fadingLayers]: { pointerEvents: 'none' },
  },
  theme: {
    breakpoints: systemBreakpoints,
    recipes: {
      // A <Kbd> is a shortcut hint ("⇧R" beside Resumes). Where the primary
      // pointer is a finger it names keys the person has no reason to press: hidden
      // there (docs/web.md#the-design-system). The shortcut itself stays in
      // aria-keyshortcuts, for a keyboard that may still be attached.
      kbd: { base: { [touchScreen]: { display: 'none' } } },
    },
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
