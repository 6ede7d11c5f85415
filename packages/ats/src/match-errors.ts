import { jobPostingMaxLength } from '@vitae/schema';

/** Why a posting cannot be matched (docs/ats.md#job-description-match). */
export type PostingMatchErrorCode = 'postingTooLong' | 'postingEmpty';

/** The sentence each {@link PostingMatchErrorCode} is shown with. */
export const postingMatchErrorMessages: Record<PostingMatchErrorCode, string> = {
  postingTooLong: `The posting is longer than ${jobPostingMaxLength.toLocaleString('en')} characters, the most the match reads.`,
  postingEmpty: 'The posting has no words to match.',
};

/** Thrown by `matchPosting` for a posting it does not read; `code` says why. */
export class PostingMatchError extends Error {
  override readonly name = 'PostingMatchError';

  constructor(readonly code: PostingMatchErrorCode) {
    super(postingMatchErrorMessages[code]);
  }
}
