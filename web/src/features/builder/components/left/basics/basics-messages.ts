import { defineMessages } from 'react-intl';

/** Every string of the Basics editor (docs/product.md#basics-editor). */
export const basicsMessages = defineMessages({
  title: { id: 'builder.basics.title', defaultMessage: 'Basics' },
  name: { id: 'builder.basics.name', defaultMessage: 'Full name' },
  headline: { id: 'builder.basics.headline', defaultMessage: 'Headline' },
  email: { id: 'builder.basics.email', defaultMessage: 'Email' },
  emailInvalid: {
    id: 'builder.basics.emailInvalid',
    defaultMessage: 'Email must be a valid address.',
  },
  website: { id: 'builder.basics.website', defaultMessage: 'Website' },
  websitePlaceholder: { id: 'builder.basics.websitePlaceholder', defaultMessage: 'https://' },
  websiteLabel: { id: 'builder.basics.websiteLabel', defaultMessage: 'Website label' },
  websiteLabelHelper: {
    id: 'builder.basics.websiteLabelHelper',
    defaultMessage: 'Shown instead of the address.',
  },
  urlInvalid: { id: 'builder.basics.urlInvalid', defaultMessage: 'URL must start with https://' },
  phone: { id: 'builder.basics.phone', defaultMessage: 'Phone' },
  location: { id: 'builder.basics.location', defaultMessage: 'Location' },
});

/** The picture: its avatar, upload and options (docs/product.md#basics-editor). */
export const pictureMessages = defineMessages({
  open: { id: 'builder.basics.picture.open', defaultMessage: 'Picture' },
  uploading: { id: 'builder.basics.picture.uploading', defaultMessage: 'Uploading the picture…' },
  optionsTitle: { id: 'builder.basics.picture.optionsTitle', defaultMessage: 'Picture' },
  upload: { id: 'builder.basics.picture.upload', defaultMessage: 'Upload a picture' },
  replace: { id: 'builder.basics.picture.replace', defaultMessage: 'Replace' },
  remove: { id: 'builder.basics.picture.remove', defaultMessage: 'Remove picture' },
  url: { id: 'builder.basics.picture.url', defaultMessage: 'URL' },
  size: { id: 'builder.basics.picture.size', defaultMessage: 'Size (px)' },
  aspectRatio: { id: 'builder.basics.picture.aspectRatio', defaultMessage: 'Aspect ratio' },
  borderRadius: { id: 'builder.basics.picture.borderRadius', defaultMessage: 'Border radius' },
  effects: { id: 'builder.basics.picture.effects', defaultMessage: 'Effects' },
  hidden: { id: 'builder.basics.picture.effects.hidden', defaultMessage: 'Hidden' },
  border: { id: 'builder.basics.picture.effects.border', defaultMessage: 'Border' },
  grayscale: { id: 'builder.basics.picture.effects.grayscale', defaultMessage: 'Grayscale' },
  square: { id: 'builder.basics.picture.preset.square', defaultMessage: 'Square' },
  portrait: { id: 'builder.basics.picture.preset.portrait', defaultMessage: 'Portrait' },
  horizontal: { id: 'builder.basics.picture.preset.horizontal', defaultMessage: 'Horizontal' },
  rounded: { id: 'builder.basics.picture.preset.rounded', defaultMessage: 'Rounded' },
  circle: { id: 'builder.basics.picture.preset.circle', defaultMessage: 'Circle' },
  aspectPresets: {
    id: 'builder.basics.picture.aspectPresets',
    defaultMessage: 'Aspect ratio presets',
  },
  radiusPresets: {
    id: 'builder.basics.picture.radiusPresets',
    defaultMessage: 'Border radius presets',
  },
  close: { id: 'builder.basics.picture.close', defaultMessage: 'Close the picture options' },
  uploadFailed: {
    id: 'builder.basics.picture.uploadFailed',
    defaultMessage: 'The picture could not be uploaded.',
  },
  uploadFailedDetail: {
    id: 'builder.basics.picture.uploadFailedDetail',
    defaultMessage: 'Check your connection and try again.',
  },
});

/** Custom fields: the list, its rows and their icon picker. */
export const customFieldMessages = defineMessages({
  heading: { id: 'builder.basics.customFields.heading', defaultMessage: 'Custom fields' },
  empty: {
    id: 'builder.basics.customFields.empty',
    defaultMessage:
      'Add anything else to show beside your contacts: a handle, a licence, a nationality.',
  },
  add: { id: 'builder.basics.customFields.add', defaultMessage: 'Add a custom field' },
  name: { id: 'builder.basics.customFields.name', defaultMessage: 'Name' },
  value: { id: 'builder.basics.customFields.value', defaultMessage: 'Value' },
  noIcon: { id: 'builder.basics.customFields.noIcon', defaultMessage: 'link' },
  iconSearch: { id: 'builder.basics.customFields.iconSearch', defaultMessage: 'Icon name' },
  iconHelper: {
    id: 'builder.basics.customFields.iconHelper',
    defaultMessage: 'Pick one, or type a brand’s name from simple-icons.',
  },
  iconChoices: { id: 'builder.basics.customFields.iconChoices', defaultMessage: 'Icons' },
  iconNone: {
    id: 'builder.basics.customFields.iconNone',
    defaultMessage: 'No icon by that name: the resume shows a link icon.',
  },
  dragInstructions: {
    id: 'builder.basics.customFields.dragInstructions',
    defaultMessage:
      'To move a custom field, press space or enter, move it with the arrow keys, then press space or enter again to drop it, or escape to cancel.',
  },
});

/** The custom fields' strings that name a row by its position. */
export const customFieldRowMessages = defineMessages<{
  nameOf: { position: number };
  valueOf: { position: number };
  remove: { position: number };
  drag: { position: number };
  icon: { position: number; icon: string };
  dragStart: { position: number };
  dragOver: { position: number; over: number };
  dragEnd: { position: number; over: number };
  dragCancel: { position: number };
}>({
  nameOf: {
    id: 'builder.basics.customFields.nameOf',
    defaultMessage: 'Name of custom field {position}',
  },
  valueOf: {
    id: 'builder.basics.customFields.valueOf',
    defaultMessage: 'Value of custom field {position}',
  },
  remove: {
    id: 'builder.basics.customFields.remove',
    defaultMessage: 'Remove custom field {position}',
  },
  drag: {
    id: 'builder.basics.customFields.drag',
    defaultMessage: 'Move custom field {position}',
  },
  icon: {
    id: 'builder.basics.customFields.icon',
    defaultMessage: 'Icon of custom field {position}: {icon}',
  },
  dragStart: {
    id: 'builder.basics.customFields.dragStart',
    defaultMessage: 'Picked up custom field {position}.',
  },
  dragOver: {
    id: 'builder.basics.customFields.dragOver',
    defaultMessage: 'Custom field {position} is over position {over}.',
  },
  dragEnd: {
    id: 'builder.basics.customFields.dragEnd',
    defaultMessage: 'Custom field {position} was dropped at position {over}.',
  },
  dragCancel: {
    id: 'builder.basics.customFields.dragCancel',
    defaultMessage: 'Moving custom field {position} was cancelled.',
  },
});
