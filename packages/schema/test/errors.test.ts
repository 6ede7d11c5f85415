import { edgeErrorStatus, errorCodes, errorStatus, isErrorCode } from '../src';

describe('the SPEC §8 error codes', () => {
  it("lists the eighteen codes of the catalogue and the builder's version conflict, and recognises only them", () => {
    expect(errorCodes).toHaveLength(19);
    expect(isErrorCode('ResumeLocked')).toBe(true);
    expect(isErrorCode('ResumeVersionConflict')).toBe(true);
    expect(isErrorCode('resumeLocked')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it("gives every code an error status, the caller's mistakes 4xx and the server's 5xx", () => {
    for (const code of errorCodes) {
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code]).toBeLessThan(600);
    }
    expect(errorStatus).toMatchObject({
      InvalidCredentials: 401,
      UserAlreadyExists: 409,
      ResumeNotFound: 404,
      ResumeLocked: 423,
      ResumeSlugAlreadyExists: 409,
      ResumePrinterError: 502,
      InvalidBrowserConnection: 503,
      SomethingWentWrong: 500,
    });
    expect(edgeErrorStatus).toMatchObject({
      BAD_USER_INPUT: 400,
      UNAUTHENTICATED: 401,
      TOO_MANY_REQUESTS: 429,
    });
  });
});
