import { type ServiceErrorCode } from '@vitae/schema';
import { DomainError } from '@vitae/service-kit';

/** The error codes (docs/product.md#error-codes) identity raises, plus the edge codes it shares with the gateway. */
export type IdentityErrorCode = Extract<
  ServiceErrorCode,
  | 'InvalidCredentials'
  | 'UserAlreadyExists'
  | 'SecretsNotFound'
  | 'OAuthUser'
  | 'InvalidResetToken'
  | 'InvalidVerificationToken'
  | 'EmailAlreadyVerified'
  | 'TwoFactorNotEnabled'
  | 'TwoFactorAlreadyEnabled'
  | 'InvalidTwoFactorCode'
  | 'InvalidTwoFactorBackupCode'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'NotFound'
>;

/** Messages for the codes docs/product.md#error-codes words; the others say what happened plainly. */
const messages: Record<IdentityErrorCode, string> = {
  InvalidCredentials: 'No user exists with the credentials provided.',
  UserAlreadyExists: 'A user with this email and/or username already exists.',
  SecretsNotFound: 'User has no associated secrets record. Please report this issue.',
  OAuthUser:
    'This email belongs to an account that signs in with an OAuth provider; sign in with that provider.',
  InvalidResetToken: 'The reset token is invalid or has expired. Please restart the reset process.',
  InvalidVerificationToken:
    'The verification token is invalid or has expired. Please restart verification.',
  EmailAlreadyVerified: 'This email address is already verified.',
  TwoFactorNotEnabled: 'Two-factor authentication is not enabled for this account.',
  TwoFactorAlreadyEnabled: 'Two-factor authentication is already enabled for this account.',
  InvalidTwoFactorCode: 'The code is invalid. Please try again.',
  InvalidTwoFactorBackupCode: 'The backup code is invalid or has already been used.',
  BAD_USER_INPUT: 'The request is invalid.',
  UNAUTHENTICATED: 'You need to sign in.',
  FORBIDDEN: 'You may not do this.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a while and try again.',
  NotFound: 'Not found.',
};

/** An error of the identity service, named by its code; its status is the kit's `statusOf(code)`. */
export class IdentityError extends DomainError<IdentityErrorCode> {
  constructor(code: IdentityErrorCode, message = messages[code], details?: object) {
    super(code, message, details);
  }
}
