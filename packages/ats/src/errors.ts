/** Why a PDF cannot be checked at all (docs/ats.md#errors-and-limits). */
export type AtsErrorCode = 'fileTooLarge' | 'encrypted' | 'damaged' | 'noText';

/** The sentence each {@link AtsErrorCode} is shown with. */
export const atsErrorMessages: Record<AtsErrorCode, string> = {
  fileTooLarge: 'The file is larger than 20 MB, the most the ATS check reads.',
  encrypted:
    'The PDF is protected by a password, which most applicant tracking systems cannot open; export it again without one.',
  damaged: 'The file is damaged or is not a PDF.',
  noText:
    'The PDF has no text at all (a scan or pictures of text); an applicant tracking system reads nothing from it.',
};

/** Thrown by the check for a file it cannot read; `code` says why. */
export class AtsCheckError extends Error {
  override readonly name = 'AtsCheckError';

  constructor(readonly code: AtsErrorCode) {
    super(atsErrorMessages[code]);
  }
}
