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
  'ResumeVersionConflict',
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

/** The HTTP status each SPEC §8 code travels with on REST routes. */
export const errorStatus: Record<ErrorCode, number> = {
  InvalidCredentials: 401,
  UserAlreadyExists: 409,
  SecretsNotFound: 500,
  OAuthUser: 400,
  InvalidResetToken: 400,
  InvalidVerificationToken: 400,
  EmailAlreadyVerified: 400,
  TwoFactorNotEnabled: 400,
  TwoFactorAlreadyEnabled: 400,
  InvalidTwoFactorCode: 401,
  InvalidTwoFactorBackupCode: 401,
  InvalidBrowserConnection: 503,
  ResumeSlugAlreadyExists: 409,
  ResumeNotFound: 404,
  ResumeLocked: 423,
  ResumeVersionConflict: 409,
  ResumePrinterError: 502,
  ResumePreviewError: 502,
  SomethingWentWrong: 500,
};

/** Codes outside §8 that the GraphQL layer and the edge use, with their HTTP status. */
export const edgeErrorStatus = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
} as const;
