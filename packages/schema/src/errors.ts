/** The product's error codes (docs/product.md#error-codes), shared by the services (which raise them) and the web app (which words them). */
export const errorCodes = [
  'InvalidCredentials',
  'UserAlreadyExists',
  'SecretsNotFound',
  'OAuthUser',
  'InvalidResetToken',
  'InvalidVerificationToken',
  'EmailAlreadyVerified',
  'TwoFactorNotEnabled',
  'TwoFactorAlreadyEnabled',
  'InvalidTwoFactorCode',
  'InvalidTwoFactorBackupCode',
  'InvalidBrowserConnection',
  'ResumeSlugAlreadyExists',
  'ResumeNotFound',
  'ResumeLocked',
  'ResumeVersionConflict',
  'ResumePrinterError',
  'ResumePreviewError',
  'LetterNotFound',
  'LetterLocked',
  'LetterVersionConflict',
  'LetterSlugAlreadyExists',
  'SomethingWentWrong',
] as const;

/** An error code (docs/product.md#error-codes). */
export type ErrorCode = (typeof errorCodes)[number];

/** Whether a string is one of the product's error codes (docs/product.md#error-codes). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/**
 * Codes outside docs/product.md#error-codes that the GraphQL layer and the edge use (Apollo's own
 * names). The web words `TOO_MANY_REQUESTS`; the others it does not show.
 */
export const edgeErrorCodes = [
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
] as const;

/** An edge code: a request refused before (or instead of) any product rule. */
export type EdgeErrorCode = (typeof edgeErrorCodes)[number];

/** The storage service's refusals (uploads, files, remote pictures); the product's codes have none for storage. */
export const storageErrorCodes = [
  'Unauthenticated',
  'MissingImageFile',
  'UnsupportedImageType',
  'ImageTooLarge',
  'ImageUnreadable',
  'UploadTimedOut',
  'FileNotFound',
  'FileLinkInvalid',
  'FileLinkExpired',
  'FileUnavailable',
  'RemoteImageRefused',
  'RemoteImageTooLarge',
  'RemoteImageUnsupportedType',
  'RemoteImageTimedOut',
  'RemoteImageUnavailable',
  'InvalidObjectKey',
] as const;

/** A storage code. */
export type StorageErrorCode = (typeof storageErrorCodes)[number];

/**
 * The platform's own refusals: an expired or forged access token, a request
 * body that did not arrive in time, an address no route answers.
 */
export const platformErrorCodes = ['InvalidAccessToken', 'RequestTimedOut', 'NotFound'] as const;

/** A platform code. */
export type PlatformErrorCode = (typeof platformErrorCodes)[number];

/**
 * Every code any Vitae service raises, in one closed list: the product's
 * codes, the edge codes, storage's and the platform's. The service kit gives
 * each its HTTP status (`statusOf`); a service narrows it with `Extract`.
 */
export const serviceErrorCodes = [
  ...errorCodes,
  ...edgeErrorCodes,
  ...storageErrorCodes,
  ...platformErrorCodes,
] as const;

/** A code some service raises. */
export type ServiceErrorCode = (typeof serviceErrorCodes)[number];

/** Whether a string (a subgraph's `extensions.code`, say) is a code some service raises. */
export function isServiceErrorCode(value: unknown): value is ServiceErrorCode {
  return typeof value === 'string' && (serviceErrorCodes as readonly string[]).includes(value);
}
