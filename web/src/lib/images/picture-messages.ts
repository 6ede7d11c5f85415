import { defineMessages, type IntlShape } from 'react-intl';

import { maxChosenPictureBytes, megabytes, type PictureIssue } from './picture-rules';

/** The words of choosing, cropping and refusing a picture (docs/web.md#pictures). */
export const pictureChoiceMessages = defineMessages({
  heicUnsupported: {
    id: 'picture.heicUnsupported',
    defaultMessage:
      'This browser cannot open HEIC pictures. Choose a JPEG or PNG, or open this page in Safari.',
  },
  unreadable: {
    id: 'picture.unreadable',
    defaultMessage: 'This picture could not be read. Choose another one.',
  },
  cropTitle: { id: 'picture.crop.title', defaultMessage: 'Crop the picture' },
  cropArea: { id: 'picture.crop.area', defaultMessage: 'Picture crop area' },
  cropHint: {
    id: 'picture.crop.hint',
    defaultMessage: 'Drag the picture or use the arrow keys to move it, and zoom with the slider.',
  },
  zoom: { id: 'picture.crop.zoom', defaultMessage: 'Zoom' },
  cancel: { id: 'picture.crop.cancel', defaultMessage: 'Cancel' },
  apply: { id: 'picture.crop.apply', defaultMessage: 'Use this picture' },
  preparing: { id: 'picture.crop.preparing', defaultMessage: 'Preparing the picture…' },
});

/** The words that name the limit and the chosen file. */
const limitMessages = defineMessages<{
  limit: { megabytes: number };
  tooLarge: { size: number; megabytes: number };
  notAnImage: { name: string; megabytes: number };
}>({
  limit: {
    id: 'picture.limit',
    defaultMessage: 'JPEG, PNG, WebP, GIF or HEIC. Pictures may be up to {megabytes, number} MB.',
  },
  tooLarge: {
    id: 'picture.tooLarge',
    defaultMessage: 'This file is {size, number} MB. Pictures may be up to {megabytes, number} MB.',
  },
  notAnImage: {
    id: 'picture.notAnImage',
    defaultMessage:
      '“{name}” is not a picture. Choose a JPEG, PNG, WebP, GIF or HEIC file of up to {megabytes, number} MB.',
  },
});

/** The limit in words, shown before a picture is chosen. */
export function pictureLimitText(intl: IntlShape): string {
  return intl.formatMessage(limitMessages.limit, {
    megabytes: megabytes(maxChosenPictureBytes),
  });
}

/** Why a chosen file was refused, in words naming the problem. */
export function pictureIssueText(
  intl: IntlShape,
  issue: PictureIssue,
  file: Pick<File, 'name' | 'size'>,
): string {
  const limit = megabytes(maxChosenPictureBytes);
  switch (issue) {
    case 'tooLarge':
      return intl.formatMessage(limitMessages.tooLarge, {
        size: Math.round((file.size / (1024 * 1024)) * 10) / 10,
        megabytes: limit,
      });
    case 'notAnImage':
      return intl.formatMessage(limitMessages.notAnImage, {
        name: file.name,
        megabytes: limit,
      });
    case 'heicUnsupported':
      return intl.formatMessage(pictureChoiceMessages.heicUnsupported);
    case 'unreadable':
      return intl.formatMessage(pictureChoiceMessages.unreadable);
  }
}
