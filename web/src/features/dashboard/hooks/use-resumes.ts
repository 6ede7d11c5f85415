import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { useFreshFetchPolicy } from '../../../lib/apollo/fresh-queries';
import {
  ResumesDocument,
  type ResumeSummaryFieldsFragment as ResumeSummary,
} from '../../../lib/graphql/generated/graphql';
import { copiesUnderSources, newestFirst } from '../lib/sort-resumes';

/**
 * The signed-in person's resumes, the most recently updated first (docs/product.md#dashboard),
 * each copy made for a job right after its source.
 */
export function useResumes() {
  const { data, loading, error, refetch } = useQuery(ResumesDocument, {
    // Fresh for 60 s: every change made here or in the builder comes back with the resume's id and
    // updates its tile in the cache; after that, the cache shows at once and the server refreshes it.
    fetchPolicy: useFreshFetchPolicy(ResumesDocument),
    notifyOnNetworkStatusChange: false,
  });
  const resumes = useMemo<ResumeSummary[] | undefined>(
    () => (data?.resumes ? copiesUnderSources(newestFirst(data.resumes)) : undefined),
    [data],
  );
  return {
    resumes,
    /** True only while nothing is known yet (a refresh of a shown list is silent). */
    loading: loading && !resumes,
    error: resumes ? undefined : error,
    refetch,
  };
}
