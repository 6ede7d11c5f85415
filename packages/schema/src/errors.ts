/** The error codes of SPEC §8, shared by the services (which raise them) and the web app (which words them). */
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
  'ResumePrinterError',
  'ResumePreviewError',
  'SomethingWentWrong',
] as const;

/** A SPEC §8 error code. */
export type ErrorCode = (typeof errorCodes)[number];

/** Whether a string is one of the §8 codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
