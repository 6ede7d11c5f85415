import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  title: { id: 'settings.account.title', defaultMessage: 'Account' },
  description: {
    id: 'settings.account.description',
    defaultMessage:
      'Your name, username and picture appear on the resumes you share. Your email address is only used to sign in and to reset your password.',
  },
  name: { id: 'settings.account.name', defaultMessage: 'Name' },
  username: { id: 'settings.account.username', defaultMessage: 'Username' },
  email: { id: 'settings.account.email', defaultMessage: 'Email' },
  picture: { id: 'settings.account.picture', defaultMessage: 'Picture' },
  pictureHelper: {
    id: 'settings.account.pictureHelper',
    defaultMessage: 'A link to a picture, or click the avatar to upload one.',
  },
  verified: { id: 'settings.account.verified', defaultMessage: 'Verified' },
  unverified: { id: 'settings.account.unverified', defaultMessage: 'Unverified' },
  resend: { id: 'settings.account.resend', defaultMessage: 'Resend verification email' },
  save: { id: 'settings.account.save', defaultMessage: 'Save Changes' },
  discard: { id: 'settings.account.discard', defaultMessage: 'Discard' },
  saved: { id: 'settings.account.saved', defaultMessage: 'Your account has been updated.' },
  emailChanged: {
    id: 'settings.account.emailChanged',
    defaultMessage: 'We sent a link to your new address to verify it.',
  },
  upload: { id: 'settings.account.upload', defaultMessage: 'Upload a picture' },
  remove: { id: 'settings.account.remove', defaultMessage: 'Remove your picture' },
  uploading: { id: 'settings.account.uploading', defaultMessage: 'Uploading your picture…' },
  pictureSaved: {
    id: 'settings.account.pictureSaved',
    defaultMessage: 'Your picture has been updated.',
  },
  pictureRemoved: {
    id: 'settings.account.pictureRemoved',
    defaultMessage: 'Your picture has been removed.',
  },
  pictureUnsupported: {
    id: 'settings.account.pictureUnsupported',
    defaultMessage: 'Choose a PNG, JPEG, WebP or GIF picture.',
  },
  pictureTooLarge: {
    id: 'settings.account.pictureTooLarge',
    defaultMessage: 'This picture is too large. Choose a smaller one.',
  },
  pictureUnreadable: {
    id: 'settings.account.pictureUnreadable',
    defaultMessage: 'This picture could not be read. Choose another one.',
  },
  pictureFailed: {
    id: 'settings.account.pictureFailed',
    defaultMessage: 'The picture could not be uploaded. Please try again.',
  },
});

export const accountValueMessages = defineMessages<{
  usernameHelper: { origin: string; username: string };
}>({
  usernameHelper: {
    id: 'settings.account.usernameHelper',
    defaultMessage: 'Your public resumes live at {origin}/{username}/…',
  },
});
