import { type ErrorCode } from '@vitae/schema';
import { DomainError } from '@vitae/service-kit';

/** The error codes (docs/product.md#error-codes) the resume area raises. */
export type ResumeErrorCode = Extract<
  ErrorCode,
  'ResumeNotFound' | 'ResumeLocked' | 'ResumeSlugAlreadyExists' | 'ResumeVersionConflict'
>;

/**
 * A resume rule refused the request. Another user's resume and a missing one
 * both give ResumeNotFound with the same message, so an id leaks nothing.
 * Each code's HTTP status is the kit's `statusOf(code)`.
 */
export class ResumeError extends DomainError<ResumeErrorCode> {}

export const resumeNotFound = () => new ResumeError('ResumeNotFound', 'The resume was not found.');

export const resumeLocked = () =>
  new ResumeError('ResumeLocked', 'The resume is locked; unlock it to make changes.');

export const resumeSlugTaken = () =>
  new ResumeError(
    'ResumeSlugAlreadyExists',
    'A resume with this slug already exists; pick a different unique identifier.',
  );

/**
 * A save based on a version that is no longer the stored one: the resume was
 * changed elsewhere (another tab, another device) since the editor loaded it.
 * `details.version` is the stored version, so the editor can offer both.
 */
export const resumeVersionConflict = (version: number) =>
  new ResumeError(
    'ResumeVersionConflict',
    'The resume was changed elsewhere since this version was loaded.',
    { version },
  );
