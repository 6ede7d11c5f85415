import { type ErrorCode } from '@vitae/schema';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The title every server error toast carries (docs/product.md#error-codes). */
export const serverErrorTitle = defineMessages({
  title: { id: 'error.server.title', defaultMessage: 'Oops, the server returned an error.' },
});

/**
 * The one place an error code (docs/product.md#error-codes) becomes words: one FormatJS message per code.
 * The record is total over `ErrorCode`, so a new code fails the type check until
 * it is worded here.
 */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = defineMessages({
  InvalidCredentials: {
    id: 'error.InvalidCredentials',
    defaultMessage: 'No user exists with the credentials provided.',
  },
  UserAlreadyExists: {
    id: 'error.UserAlreadyExists',
    defaultMessage: 'A user with this email and/or username already exists.',
  },
  SecretsNotFound: {
    id: 'error.SecretsNotFound',
    defaultMessage:
      'Your account has no associated secrets record. Please report this issue to the administrator.',
  },
  OAuthUser: {
    id: 'error.OAuthUser',
    defaultMessage:
      'This email address belongs to an account that signs in with a provider. Please sign in with that provider.',
  },
  InvalidResetToken: {
    id: 'error.InvalidResetToken',
    defaultMessage:
      'This reset link is invalid or has expired. Please start the password reset again.',
  },
  InvalidVerificationToken: {
    id: 'error.InvalidVerificationToken',
    defaultMessage:
      'This verification link is invalid or has expired. Please request a new verification email.',
  },
  EmailAlreadyVerified: {
    id: 'error.EmailAlreadyVerified',
    defaultMessage: 'Your email address has already been verified.',
  },
  TwoFactorNotEnabled: {
    id: 'error.TwoFactorNotEnabled',
    defaultMessage: 'Two-factor authentication is not enabled on this account.',
  },
  TwoFactorAlreadyEnabled: {
    id: 'error.TwoFactorAlreadyEnabled',
    defaultMessage: 'Two-factor authentication is already enabled on this account.',
  },
  InvalidTwoFactorCode: {
    id: 'error.InvalidTwoFactorCode',
    defaultMessage: 'The code you entered is invalid. Please try again.',
  },
  InvalidTwoFactorBackupCode: {
    id: 'error.InvalidTwoFactorBackupCode',
    defaultMessage: 'The backup code you entered is invalid or has already been used.',
  },
  InvalidBrowserConnection: {
    id: 'error.InvalidBrowserConnection',
    defaultMessage:
      'There was an error connecting to the browser. Please make sure it is running and reachable.',
  },
  ResumeSlugAlreadyExists: {
    id: 'error.ResumeSlugAlreadyExists',
    defaultMessage:
      'A resume with this slug already exists. Please pick a different unique identifier.',
  },
  ResumeNotFound: {
    id: 'error.ResumeNotFound',
    defaultMessage: 'This resume could not be found. It may have been deleted.',
  },
  ResumeLocked: {
    id: 'error.ResumeLocked',
    defaultMessage: 'This resume is locked. Please unlock it to make changes.',
  },
  ResumeVersionConflict: {
    id: 'error.ResumeVersionConflict',
    defaultMessage:
      'This resume was changed in another tab or device since you opened it. Choose which version to keep.',
  },
  ResumePrinterError: {
    id: 'error.ResumePrinterError',
    defaultMessage: 'Something went wrong while printing your resume. Please try again later.',
  },
  ResumePreviewError: {
    id: 'error.ResumePreviewError',
    defaultMessage:
      'Something went wrong while drawing the preview of your resume. Please try again later.',
  },
  LetterNotFound: {
    id: 'error.LetterNotFound',
    defaultMessage: 'This cover letter could not be found. It may have been deleted.',
  },
  LetterLocked: {
    id: 'error.LetterLocked',
    defaultMessage: 'This cover letter is locked. Please unlock it to make changes.',
  },
  LetterVersionConflict: {
    id: 'error.LetterVersionConflict',
    defaultMessage:
      'This cover letter was changed in another tab or device since you opened it. Choose which version to keep.',
  },
  LetterSlugAlreadyExists: {
    id: 'error.LetterSlugAlreadyExists',
    defaultMessage:
      'A cover letter with this slug already exists. Please pick a different unique identifier.',
  },
  SomethingWentWrong: {
    id: 'error.SomethingWentWrong',
    defaultMessage: 'Something went wrong. Please try again.',
  },
});

/** Codes of the API's edge (not docs/product.md#error-codes) that a person can still act on. */
export const edgeErrorMessages: Record<'TOO_MANY_REQUESTS' | 'NETWORK', MessageDescriptor> =
  defineMessages({
    TOO_MANY_REQUESTS: {
      id: 'error.TOO_MANY_REQUESTS',
      defaultMessage: 'Too many attempts. Please wait a while and try again.',
    },
    NETWORK: {
      id: 'error.NETWORK',
      defaultMessage:
        'The server could not be reached. Please check your connection and try again.',
    },
  });
