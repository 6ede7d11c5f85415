import { serviceErrorCodes } from '@vitae/schema';

import { DomainError, statusOf, statusOfAnyCode } from '../src/errors';

describe('statusOf', () => {
  it('gives every code some service raises an error status', () => {
    for (const code of serviceErrorCodes) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(code)).toBeLessThan(600);
    }
  });

  it('keeps the statuses clients rely on', () => {
    const statuses = Object.fromEntries(serviceErrorCodes.map((code) => [code, statusOf(code)]));
    expect(statuses).toEqual({
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
      LetterNotFound: 404,
      LetterLocked: 423,
      LetterVersionConflict: 409,
      LetterSlugAlreadyExists: 409,
      SomethingWentWrong: 500,
      BAD_USER_INPUT: 400,
      GRAPHQL_VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      TOO_MANY_REQUESTS: 429,
      Unauthenticated: 401,
      MissingImageFile: 400,
      UnsupportedImageType: 415,
      ImageTooLarge: 413,
      ImageUnreadable: 422,
      UploadTimedOut: 408,
      FileNotFound: 404,
      FileLinkInvalid: 403,
      FileLinkExpired: 403,
      FileUnavailable: 503,
      RemoteImageRefused: 403,
      RemoteImageTooLarge: 413,
      RemoteImageUnsupportedType: 415,
      RemoteImageTimedOut: 504,
      RemoteImageUnavailable: 502,
      InvalidObjectKey: 400,
      InvalidAccessToken: 401,
      RequestTimedOut: 408,
      NotFound: 404,
    });
  });

  it('treats a code no service raises as the server failing', () => {
    expect(statusOfAnyCode('ResumeLocked')).toBe(423);
    expect(statusOfAnyCode('INTERNAL_SERVER_ERROR')).toBe(500);
    expect(statusOfAnyCode('resumeLocked')).toBe(500);
  });
});

describe('DomainError', () => {
  it('takes its status from its code, and its message from the code when none is given', () => {
    const error = new DomainError('ResumeVersionConflict', undefined, { version: 3 });
    expect(error).toMatchObject({
      code: 'ResumeVersionConflict',
      status: 409,
      message: 'ResumeVersionConflict',
      details: { version: 3 },
    });
    expect(new DomainError('TOO_MANY_REQUESTS', 'Slow down').status).toBe(429);
  });
});
