import { type ErrorCode } from '@vitae/schema';
import { DomainError } from '@vitae/service-kit';

/** The error codes (docs/product.md#error-codes) the letter area raises. */
export type LetterErrorCode = Extract<
  ErrorCode,
  'LetterNotFound' | 'LetterLocked' | 'LetterSlugAlreadyExists' | 'LetterVersionConflict'
>;

/**
 * A letter rule refused the request. Another user's letter and a missing one
 * both give LetterNotFound with the same message, so an id leaks nothing.
 */
export class LetterError extends DomainError<LetterErrorCode> {}

export const letterNotFound = () => new LetterError('LetterNotFound', 'The letter was not found.');

export const letterLocked = () =>
  new LetterError('LetterLocked', 'The letter is locked; unlock it to make changes.');

export const letterSlugTaken = () =>
  new LetterError(
    'LetterSlugAlreadyExists',
    'A letter with this slug already exists; pick a different unique identifier.',
  );

/** A save made on a version that is no longer the stored one; `details.version` is the stored one. */
export const letterVersionConflict = (version: number) =>
  new LetterError(
    'LetterVersionConflict',
    'The letter was changed elsewhere since this version was loaded.',
    { version },
  );
