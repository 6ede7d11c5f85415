import { type ErrorCode } from '@vitae/schema';

/** The HTTP status each SPEC §8 code travels with on the REST routes. */
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
  ResumePrinterError: 502,
  ResumePreviewError: 502,
  SomethingWentWrong: 500,
};

/** Codes outside §8 that the edge itself produces. */
const edgeStatus: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
};

/** The status for an error code; unknown codes are the server's fault. */
export function statusForCode(code: string): number {
  return (errorStatus as Record<string, number>)[code] ?? edgeStatus[code] ?? 500;
}
