import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { useFreshFetchPolicy } from '../../../lib/apollo/fresh-queries';
import {
  LettersDocument,
  type LetterSummaryFieldsFragment as LetterSummary,
} from '../../../lib/graphql/generated/graphql';
import { newestFirst } from '../lib/sort-resumes';

/** The signed-in person's letters, the most recently updated first (docs/product.md#letter-list). */
export function useLetters() {
  const { data, loading, error, refetch } = useQuery(LettersDocument, {
    fetchPolicy: useFreshFetchPolicy(LettersDocument),
    notifyOnNetworkStatusChange: false,
  });
  const letters = useMemo<LetterSummary[] | undefined>(
    () => (data?.letters ? newestFirst(data.letters) : undefined),
    [data],
  );
  return {
    letters,
    /** True only while nothing is known yet (a refresh of a shown list is silent). */
    loading: loading && !letters,
    error: letters ? undefined : error,
    refetch,
  };
}
