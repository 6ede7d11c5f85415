import { jobPostingMaxLength, type ResumeData } from '@vitae/schema';

import { PostingMatchError } from './match-errors';
import { resumeFields, type TermPlace } from './match-resume';
import { postingTerms, type TermKind, type TermMethod } from './match-terms';

/** Whether the resume shows a term in use, only lists it, or lacks it. */
export type TermStatus = 'present' | 'weak' | 'missing';

/** One term of the posting set against the resume (docs/ats.md#job-description-match). */
export type PostingTerm = {
  term: string;
  /** The term's words as compared: lower case, singular, one spelling per tool ("node.js"). */
  key: string;
  kind: TermKind;
  /** How the posting stresses it: the sentences naming it (at most 3) times 1.5 if asked for, 0.5 if a plus. */
  weight: number;
  status: TermStatus;
  /** Where the resume has it; empty when missing. */
  places: TermPlace[];
};

export type PostingMatch = {
  /** 0 to 100: the share of the terms' weight the resume covers, a weak term counting half. */
  score: number;
  /** Heaviest first; missing before weak before present among equals. */
  terms: PostingTerm[];
  /** `nlp` in English; `shape` (names, acronyms, known tools only) in other languages. */
  method: TermMethod;
};

export type MatchOptions = {
  /** The posting's language (BCP 47), e.g. the resume's: "en-US", "de-DE". */
  language: string;
  /** Names that are not terms: the company's. */
  exclude?: readonly string[];
};

/** The most terms a match reports and scores: past these, a long posting's words are its least stressed. */
export const maxPostingTerms = 40;
const maxTerms = maxPostingTerms;

/** Sentences naming the term (at most 3) times its stress. */
const weightOf = ({ count, stress }: { count: number; stress: number }) =>
  Math.min(count, 3) * stress;

const credit: Record<TermStatus, number> = { present: 1, weak: 0.5, missing: 0 };
const order: Record<TermStatus, number> = { missing: 0, weak: 1, present: 2 };

/**
 * Sets a job posting's terms (skills, tools, phrases, degrees,
 * certifications) against a resume: each present (with where), weak (only in
 * a skills or keywords list) or missing, and a score. Pure: runs in Node and
 * in the browser. Throws `PostingMatchError` for an empty posting or one
 * longer than the job's 20,000 characters.
 */
export function matchPosting(
  posting: string,
  resume: ResumeData,
  options: MatchOptions,
): PostingMatch {
  if (posting.length > jobPostingMaxLength) {
    throw new PostingMatchError('postingTooLong');
  }
  if (!/[\p{L}\p{N}]/u.test(posting)) {
    throw new PostingMatchError('postingEmpty');
  }
  const { terms: found, method } = postingTerms(posting, options);
  // The heaviest terms, the first named first among equals (sort is stable).
  const drafts = [...found].sort((a, b) => weightOf(b) - weightOf(a)).slice(0, maxTerms);
  const fields = resumeFields(resume);
  const terms = drafts.map(({ term, key, kind, count, stress }): PostingTerm => {
    const places: TermPlace[] = fields
      .filter((field) => field.key.includes(key))
      .map(({ key: _key, ...place }) => place);
    const status: TermStatus = places.some((place) => !place.list)
      ? 'present'
      : places.length > 0
        ? 'weak'
        : 'missing';
    return { term, key, kind, weight: weightOf({ count, stress }), status, places };
  });
  terms.sort(
    (a, b) =>
      b.weight - a.weight || order[a.status] - order[b.status] || a.term.localeCompare(b.term),
  );
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  const covered = terms.reduce((sum, term) => sum + term.weight * credit[term.status], 0);
  return { score: total === 0 ? 0 : Math.round((covered / total) * 100), terms, method };
}
