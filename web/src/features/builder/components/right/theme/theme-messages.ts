import { defineMessages, type MessageDescriptor } from 'react-intl';

import { type ThemeColorKey, type ThemePreset } from './theme-colors';

export const themeMessages = defineMessages({
  title: { id: 'builder.theme.title', defaultMessage: 'Theme' },
  presets: { id: 'builder.theme.presets', defaultMessage: 'Primary colour' },
  presetsHint: {
    id: 'builder.theme.presetsHint',
    defaultMessage: 'Headings, rules and accents of the template',
  },
  custom: { id: 'builder.theme.custom', defaultMessage: 'Custom colours' },
  invalid: {
    id: 'builder.theme.invalid',
    defaultMessage: 'Colour must be a hex, rgb() or hsl() value.',
  },
});

/** The label of each custom colour's text field, and of its picker. */
export const colorMessages: Record<ThemeColorKey, MessageDescriptor> = defineMessages({
  primary: { id: 'builder.theme.color.primary', defaultMessage: 'Primary' },
  background: { id: 'builder.theme.color.background', defaultMessage: 'Background' },
  text: { id: 'builder.theme.color.text', defaultMessage: 'Text' },
});

export const pickerMessages: Record<ThemeColorKey, MessageDescriptor> = defineMessages({
  primary: { id: 'builder.theme.picker.primary', defaultMessage: 'Pick the primary colour' },
  background: {
    id: 'builder.theme.picker.background',
    defaultMessage: 'Pick the background colour',
  },
  text: { id: 'builder.theme.picker.text', defaultMessage: 'Pick the text colour' },
});

/** The colour names of the 19 presets, their radio buttons' labels. */
export const presetMessages: Record<ThemePreset['name'], MessageDescriptor> = defineMessages({
  slate: { id: 'builder.theme.preset.slate', defaultMessage: 'Slate' },
  stone: { id: 'builder.theme.preset.stone', defaultMessage: 'Stone' },
  red: { id: 'builder.theme.preset.red', defaultMessage: 'Red' },
  orange: { id: 'builder.theme.preset.orange', defaultMessage: 'Orange' },
  amber: { id: 'builder.theme.preset.amber', defaultMessage: 'Amber' },
  yellow: { id: 'builder.theme.preset.yellow', defaultMessage: 'Yellow' },
  lime: { id: 'builder.theme.preset.lime', defaultMessage: 'Lime' },
  green: { id: 'builder.theme.preset.green', defaultMessage: 'Green' },
  emerald: { id: 'builder.theme.preset.emerald', defaultMessage: 'Emerald' },
  teal: { id: 'builder.theme.preset.teal', defaultMessage: 'Teal' },
  cyan: { id: 'builder.theme.preset.cyan', defaultMessage: 'Cyan' },
  sky: { id: 'builder.theme.preset.sky', defaultMessage: 'Sky' },
  blue: { id: 'builder.theme.preset.blue', defaultMessage: 'Blue' },
  indigo: { id: 'builder.theme.preset.indigo', defaultMessage: 'Indigo' },
  violet: { id: 'builder.theme.preset.violet', defaultMessage: 'Violet' },
  purple: { id: 'builder.theme.preset.purple', defaultMessage: 'Purple' },
  fuchsia: { id: 'builder.theme.preset.fuchsia', defaultMessage: 'Fuchsia' },
  pink: { id: 'builder.theme.preset.pink', defaultMessage: 'Pink' },
  rose: { id: 'builder.theme.preset.rose', defaultMessage: 'Rose' },
});
