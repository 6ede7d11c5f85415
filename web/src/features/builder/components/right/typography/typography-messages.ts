import { defineMessages, type MessageDescriptor } from 'react-intl';

import { type FontCategory } from '../../../../../artboard/fonts/catalogue';

export const typographyMessages = defineMessages({
  title: { id: 'builder.typography.title', defaultMessage: 'Typography' },
  quickPicks: { id: 'builder.typography.quickPicks', defaultMessage: 'Quick picks' },
  family: { id: 'builder.typography.family', defaultMessage: 'Font family' },
  familyHint: {
    id: 'builder.typography.familyHint',
    defaultMessage:
      'Every font is served by Vitae itself. Choosing one resets its variants to regular.',
  },
  noMatch: { id: 'builder.typography.noMatch', defaultMessage: 'No font by that name' },
  showFonts: { id: 'builder.typography.showFonts', defaultMessage: 'Show all fonts' },
  variants: { id: 'builder.typography.variants', defaultMessage: 'Variants' },
  variantsHint: {
    id: 'builder.typography.variantsHint',
    defaultMessage: 'The heaviest chosen weight draws bold text.',
  },
  regular: { id: 'builder.typography.regular', defaultMessage: 'Regular' },
  italic: { id: 'builder.typography.italic', defaultMessage: 'Italic' },
  size: { id: 'builder.typography.size', defaultMessage: 'Font size' },
  lineHeight: { id: 'builder.typography.lineHeight', defaultMessage: 'Line height' },
  hideIcons: { id: 'builder.typography.hideIcons', defaultMessage: 'Hide icons' },
  hideIconsHint: {
    id: 'builder.typography.hideIconsHint',
    defaultMessage: 'Contacts and profiles without their icons',
  },
  underlineLinks: { id: 'builder.typography.underlineLinks', defaultMessage: 'Underline links' },
  underlineLinksHint: {
    id: 'builder.typography.underlineLinksHint',
    defaultMessage: 'Links in the resume are underlined',
  },
});

/** Messages with values. */
export const typographyValueMessages = defineMessages<{
  familyPlaceholder: { count: string };
  weight: { weight: number };
  weightItalic: { weight: number };
  sizeValue: { size: string };
}>({
  familyPlaceholder: {
    id: 'builder.typography.familyPlaceholder',
    defaultMessage: 'Search {count} fonts',
  },
  weight: { id: 'builder.typography.weight', defaultMessage: '{weight}' },
  weightItalic: { id: 'builder.typography.weightItalic', defaultMessage: '{weight} italic' },
  sizeValue: { id: 'builder.typography.sizeValue', defaultMessage: '{size} px' },
});

export const categoryMessages: Record<FontCategory, MessageDescriptor> = defineMessages({
  'sans-serif': { id: 'builder.typography.category.sansSerif', defaultMessage: 'Sans serif' },
  serif: { id: 'builder.typography.category.serif', defaultMessage: 'Serif' },
  monospace: { id: 'builder.typography.category.monospace', defaultMessage: 'Monospace' },
  display: { id: 'builder.typography.category.display', defaultMessage: 'Display' },
  handwriting: { id: 'builder.typography.category.handwriting', defaultMessage: 'Handwriting' },
});
