import {
  edgeErrorCodes,
  errorCodes,
  isErrorCode,
  isServiceErrorCode,
  platformErrorCodes,
  serviceErrorCodes,
  storageErrorCodes,
} from '../src';

describe('the error codes', () => {
  it("lists the eighteen codes of the catalogue, the builder's version conflict and the four of cover letters, and recognises only them", () => {
    expect(errorCodes).toHaveLength(23);
    expect(isErrorCode('LetterVersionConflict')).toBe(true);
    expect(isErrorCode('ResumeLocked')).toBe(true);
    expect(isErrorCode('ResumeVersionConflict')).toBe(true);
    expect(isErrorCode('resumeLocked')).toBe(false);
    expect(isErrorCode('BAD_USER_INPUT')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('the codes every service raises', () => {
  it('are the product, edge, storage and platform codes, each once', () => {
    expect(serviceErrorCodes).toEqual([
      ...errorCodes,
      ...edgeErrorCodes,
      ...storageErrorCodes,
      ...platformErrorCodes,
    ]);
    expect(new Set(serviceErrorCodes).size).toBe(serviceErrorCodes.length);
  });

  it('recognises only those', () => {
    expect(isServiceErrorCode('ResumeLocked')).toBe(true);
    expect(isServiceErrorCode('TOO_MANY_REQUESTS')).toBe(true);
    expect(isServiceErrorCode('ImageTooLarge')).toBe(true);
    expect(isServiceErrorCode('InvalidAccessToken')).toBe(true);
    expect(isServiceErrorCode('INTERNAL_SERVER_ERROR')).toBe(false);
    expect(isServiceErrorCode(42)).toBe(false);
  });
});
