import { type ApolloCache } from '@apollo/client';

import {
  LettersDocument,
  type LetterSummaryFieldsFragment as LetterSummary,
  ResumesDocument,
  type ResumeSummaryFieldsFragment as ResumeSummary,
} from '../../../lib/graphql/generated/graphql';

/** Puts a new resume at the head of the cached list, so the page shows it at once. */
export function addToResumeList(cache: ApolloCache, resume: ResumeSummary): void {
  cache.updateQuery({ query: ResumesDocument }, (data) =>
    data ? { resumes: [resume, ...data.resumes.filter((entry) => entry.id !== resume.id)] } : data,
  );
}

/** Takes a deleted resume out of the cached list and forgets it. */
export function removeFromResumeList(cache: ApolloCache, id: string): void {
  cache.updateQuery({ query: ResumesDocument }, (data) =>
    data ? { resumes: data.resumes.filter((entry) => entry.id !== id) } : data,
  );
  cache.evict({ id: cache.identify({ __typename: 'Resume', id }) });
  cache.gc();
}

/** Puts a new letter at the head of the cached list (docs/letters.md), so the letters page shows it at once. */
export function addToLetterList(cache: ApolloCache, letter: LetterSummary): void {
  cache.updateQuery({ query: LettersDocument }, (data) =>
    data ? { letters: [letter, ...data.letters.filter((entry) => entry.id !== letter.id)] } : data,
  );
}

/** Takes a deleted letter out of the cached list and forgets it (a letter has no trash). */
export function removeFromLetterList(cache: ApolloCache, id: string): void {
  cache.updateQuery({ query: LettersDocument }, (data) =>
    data ? { letters: data.letters.filter((entry) => entry.id !== id) } : data,
  );
  cache.evict({ id: cache.identify({ __typename: 'Letter', id }) });
  cache.gc();
}
