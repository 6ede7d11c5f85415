import { defineMessages } from 'react-intl';

/** The two-factor dialog's words (docs/product.md#two-factor-dialog). */
export const twoFactorMessages = defineMessages({
  createTitle: {
    id: 'settings.twoFactor.createTitle',
    defaultMessage: 'Set Up Two-Factor Authentication',
  },
  createDescription: {
    id: 'settings.twoFactor.createDescription',
    defaultMessage:
      'Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Aegis), or copy the link into it. Then continue.',
  },
  qrAlt: {
    id: 'settings.twoFactor.qrAlt',
    defaultMessage: 'QR code of the link that adds Vitae to your authenticator app',
  },
  link: { id: 'settings.twoFactor.link', defaultMessage: 'Authenticator link' },
  copyLink: { id: 'settings.twoFactor.copyLink', defaultMessage: 'Copy link' },
  setupFailed: {
    id: 'settings.twoFactor.setupFailed',
    defaultMessage: 'Two-factor setup could not be started.',
  },
  retry: { id: 'settings.twoFactor.retry', defaultMessage: 'Try Again' },
  continue: { id: 'settings.twoFactor.continue', defaultMessage: 'Continue' },
  updateTitle: { id: 'settings.twoFactor.updateTitle', defaultMessage: 'Verify Your Code' },
  updateDescription: {
    id: 'settings.twoFactor.updateDescription',
    defaultMessage: 'Enter the 6-digit code your authenticator app shows for Vitae.',
  },
  code: { id: 'settings.twoFactor.code', defaultMessage: 'Code' },
  disableCode: {
    id: 'settings.twoFactor.disableCode',
    defaultMessage: 'A code from your authenticator app, or a backup code',
  },
  back: { id: 'settings.twoFactor.back', defaultMessage: 'Back' },
  enable: { id: 'settings.twoFactor.enable', defaultMessage: 'Enable' },
  duplicateTitle: { id: 'settings.twoFactor.duplicateTitle', defaultMessage: 'Your Backup Codes' },
  duplicateDescription: {
    id: 'settings.twoFactor.duplicateDescription',
    defaultMessage:
      'Two-factor authentication is on. Keep these backup codes somewhere safe: each one signs you in once if you lose your phone. They are shown only this once.',
  },
  backupCodes: { id: 'settings.twoFactor.backupCodes', defaultMessage: 'Backup codes' },
  copyCodes: { id: 'settings.twoFactor.copyCodes', defaultMessage: 'Copy' },
  downloadCodes: { id: 'settings.twoFactor.downloadCodes', defaultMessage: 'Download' },
  copied: { id: 'settings.twoFactor.copied', defaultMessage: 'Copied to your clipboard.' },
  close: { id: 'settings.twoFactor.close', defaultMessage: 'Close' },
  deleteTitle: {
    id: 'settings.twoFactor.deleteTitle',
    defaultMessage: 'Disable Two-Factor Authentication',
  },
  deleteDescription: {
    id: 'settings.twoFactor.deleteDescription',
    defaultMessage:
      'Signing in will ask only for your password, and your backup codes will stop working. You can turn it on again at any time.',
  },
  cancel: { id: 'settings.twoFactor.cancel', defaultMessage: 'Cancel' },
  disable: { id: 'settings.twoFactor.disable', defaultMessage: 'Disable' },
  dialogClose: { id: 'settings.twoFactor.dialogClose', defaultMessage: 'Close the dialog' },
});
