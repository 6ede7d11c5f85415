export { type AtsReport, type CheckOptions, checkResumePdf, readAsAts } from './check-resume-pdf';
export { compareWithResume, type FieldComparison, type FieldStatus } from './compare-with-resume';
export { AtsCheckError, type AtsErrorCode, atsErrorMessages } from './errors';
export { type Finding, type FindingPlace, type FindingStatus } from './finding';
export { type HeadingSection, headingSynonyms } from './heading-synonyms';
export { atsLimits } from './limits';
export {
  type MatchOptions,
  matchPosting,
  type PostingMatch,
  PostingMatchError,
  type PostingMatchErrorCode,
  postingMatchErrorMessages,
  type PostingTerm,
  type TermKind,
  type TermMethod,
  type TermPlace,
  type TermStatus,
} from './match';
export { type PdfJs } from './pdf-js';
export { type AtsReading, type RecoveredJob, type RecoveredSchool } from './read-as-ats';
