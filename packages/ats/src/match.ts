// The job-description match (docs/ats.md#job-description-match).
export {
  PostingMatchError,
  type PostingMatchErrorCode,
  postingMatchErrorMessages,
} from './match-errors';
export {
  type MatchOptions,
  matchPosting,
  type PostingMatch,
  type PostingTerm,
  type TermStatus,
} from './match-posting';
export { type TermPlace } from './match-resume';
export { type TermKind, type TermMethod } from './match-terms';
